package io.tpcbench.workload.sysbench;

import io.tpcbench.workload.Kind;
import io.tpcbench.workload.Work;
import io.tpcbench.workload.WorkSource;

/**
 * A sysbench thread's source of events: its random numbers, and the draws every statement group
 * makes (oltp_common.lua): the table uniform over 1..{@code tables}, ids and k from the
 * {@code rand_type} distribution over 1..{@code table_size}.
 */
final class SbTerminal implements WorkSource {
    private final Script script;
    private final Kind kind;
    private final SysbenchOptions options;
    private final SbRandom random;
    private final int index;
    private final int terminals;
    private final SbUnique unique;
    private final SbStatements sql;

    SbTerminal(
            Script script,
            SysbenchOptions options,
            SbRandom random,
            int index,
            int terminals,
            SbUnique unique,
            SbStatements sql) {
        this.sql = sql;
        this.script = script;
        this.kind = script.kind();
        this.options = options;
        this.random = random;
        this.index = index;
        this.terminals = terminals;
        this.unique = unique;
    }

    @Override
    public Work next() {
        return new SbEvent(this, kind);
    }

    Script script() {
        return script;
    }

    /** The run's statement texts. */
    SbStatements sql() {
        return sql;
    }

    SysbenchOptions options() {
        return options;
    }

    SbRandom random() {
        return random;
    }

    /** get_table_num(): uniform over the tables, drawn once per statement group. */
    int table() {
        return (int) random.uniform(1, options.tables());
    }

    /** get_id(): the {@code rand_type} distribution over 1..table_size. */
    long id() {
        return random.next(1, options.tableSize());
    }

    /** sysbench.rand.unique() as a signed INT: ids no terminal of the run draws twice. */
    long uniqueId() {
        return unique.next() - 2_147_483_648L;
    }

    /**
     * select_random_points/ranges: a value of this thread's slice of k, table_size / threads wide
     * ({@code rmin = rlen * thread_id}), from the {@code rand_type} distribution.
     */
    long slicePoint() {
        double rlen = (double) options.tableSize() / terminals;
        long rmin = (long) (rlen * (index % terminals));
        return random.next(rmin, (long) (rmin + rlen));
    }
}
