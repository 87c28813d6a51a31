package io.tpcbench.driver;

import io.tpcbench.metrics.RunStats;
import io.tpcbench.tx.Transactions;
import java.util.ArrayList;
import java.util.List;

/**
 * The ways to the database of one run, one per endpoint: its connections (borrowed directly, or
 * handed out in arrival order by a {@link FairPool}) and the {@link TxRunner} over them, which
 * counts that endpoint's connection losses. Terminal i and delivery worker i take lane i mod n.
 */
final class Lanes implements AutoCloseable {
    private final List<DbAccess> accesses;
    private final List<TxRunner> runners;

    private Lanes(List<DbAccess> accesses, List<TxRunner> runners) {
        this.accesses = accesses;
        this.runners = runners;
    }

    static Lanes open(List<Benchmark.Endpoint> endpoints, boolean dedicated, Transactions transactions, int retries,
            RunControl control, RunStats stats) {
        List<DbAccess> accesses = new ArrayList<>();
        List<TxRunner> runners = new ArrayList<>();
        for (int i = 0; i < endpoints.size(); i++) {
            Benchmark.Endpoint e = endpoints.get(i);
            DbAccess access = dedicated ? DbAccess.direct(e.pool()) : new FairPool(e.pool(), e.connections());
            accesses.add(access);
            runners.add(new TxRunner(access, transactions, retries, control, stats.faults(), stats.endpoints().get(i)));
        }
        return new Lanes(accesses, List.copyOf(runners));
    }

    /** The runner of terminal or worker {@code i}. */
    TxRunner runner(int i) {
        return runners.get(i % runners.size());
    }

    @Override
    public void close() {
        accesses.forEach(DbAccess::close);
    }
}
