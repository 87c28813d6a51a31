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
    private final SbRun.Shared shared;
    /** bulk_insert's buffer of rows for this terminal's table; null for the other scripts. */
    private final SbBulk bulk;

    SbTerminal(Script script, SysbenchOptions options, SbRandom random, int index, int terminals, SbRun.Shared shared) {
        this.script = script;
        this.kind = script.kind();
        this.options = options;
        this.random = random;
        this.index = index;
        this.terminals = terminals;
        this.shared = shared;
        this.bulk = script.bulk() ? new SbBulk(index + 1) : null;
    }

    /**
     * The next event, or none once the run's {@code events} are taken (sysbench's sb_more_events:
     * one counter for all threads, so {@code events=1000} is 1,000 events in all) or a fatal error
     * stopped the run. Under {@code rate} the event is the next arrival from the run's queue, waited
     * for (none once the run stops). An event that meets an ignored error runs again as the same
     * event.
     */
    @Override
    public Work next() {
        if (shared.fatal().get() != null) {
            return null;
        }
        if (options.events() > 0 && shared.events().getAndIncrement() >= options.events()) {
            return null;
        }
        SbArrivals arrivals = shared.arrivals();
        if (arrivals == null) {
            return new SbEvent(this, kind, 0);
        }
        try {
            return arrivals.take().map(at -> new SbEvent(this, kind, at)).orElse(null);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** bulk_insert's rows still buffered, sent as its last INSERT when the terminal stops (bulk_insert_done). */
    @Override
    public Work finish() {
        String rest = bulk == null ? null : bulk.rest();
        return rest == null ? null : SbEvent.lastInsert(this, kind, rest);
    }

    /** bulk_insert's buffer of this terminal's rows. */
    SbBulk bulk() {
        return bulk;
    }

    /** The terminal's index, from 0. */
    int index() {
        return index;
    }

    Script script() {
        return script;
    }

    /** The run's statement texts. */
    SbStatements sql() {
        return shared.sql();
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
        return shared.unique().next() - 2_147_483_648L;
    }

    /**
     * select_random_points/ranges: a value of this thread's slice of k, table_size / threads wide,
     * from the {@code rand_type} distribution. As the scripts compute it, in Lua numbers ({@code rmin
     * = rlen * thread_id}, {@code rmax = rmin + rlen}) each bound truncated only where it becomes the
     * C function's integer: so with a table_size threads do not divide, both edges are the
     * fraction's truncations.
     */
    long slicePoint() {
        double rlen = (double) options.tableSize() / terminals;
        double rmin = rlen * (index % terminals);
        return random.next((long) rmin, (long) (rmin + rlen));
    }
}
