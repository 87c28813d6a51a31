package io.tpcbench.driver;

import io.tpcbench.metrics.RunStats;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The ways to the database of one run, one per endpoint: its connections (borrowed directly, or
 * handed out in arrival order by a {@link FairPool}) and the {@link TxRunner} over them, which
 * counts that endpoint's connection losses. Which lane a transaction takes:
 * <ul>
 * <li>{@code endpointAffinity=warehouse}: the lane of the work's partition ({@link
 * io.tpcbench.workload.Work#affinity()}, TPC-C's home warehouse: partition p on endpoint (p - 1) mod n,
 * as {@link Seating} sizes the pools), so the writers of a partition never conflict across the
 * nodes of a multi-writer cluster; while that
 * endpoint is down (it lost a connection and has not answered since) the next live one, and back
 * once a probe, every second, finds it answering again; work of no partition (0) goes round-robin;</li>
 * <li>{@code roundrobin}: terminal or worker i takes lane i mod n, whatever happens to it.</li>
 * </ul>
 */
final class Lanes implements AutoCloseable {
    private static final Logger LOG = LogManager.getLogger(Lanes.class);
    private static final long PROBE_EVERY_MILLIS = 1_000;

    private final List<DbAccess> accesses;
    private final List<TxRunner> runners;
    /** The deferred Delivery workers' lanes: their own connections, never queued behind terminals. */
    private final List<TxRunner> workerRunners;

    private final boolean affinity;
    private final Thread prober;

    private Lanes(List<DbAccess> accesses, List<TxRunner> runners, List<TxRunner> workerRunners, boolean affinity) {
        this.accesses = accesses;
        this.runners = runners;
        this.workerRunners = workerRunners;
        this.affinity = affinity && runners.size() > 1;
        this.prober = this.affinity
                ? Thread.ofPlatform().daemon().name("endpoint-prober").start(this::probe)
                : null;
    }

    /**
     * The lanes of {@code endpoints}. With a connection per terminal every caller borrows its own;
     * with fewer ({@code dedicated} false) the terminals queue at a {@link FairPool} of an endpoint's
     * connections less its {@code deliveryWorkers} share, and the workers borrow theirs directly, so
     * that deferred Deliveries never wait behind a thousand terminals.
     */
    static Lanes open(
            List<Benchmark.Endpoint> endpoints,
            boolean dedicated,
            TxRunner.Retries retries,
            RunControl control,
            RunStats stats,
            boolean affinity,
            int deliveryWorkers) {
        List<DbAccess> accesses = new ArrayList<>();
        List<TxRunner> runners = new ArrayList<>();
        List<TxRunner> workerRunners = new ArrayList<>();
        for (int i = 0; i < endpoints.size(); i++) {
            Benchmark.Endpoint e = endpoints.get(i);
            int workers = Seating.evenShare(deliveryWorkers, i, endpoints.size());
            DbAccess access;
            if (dedicated) {
                access = DbAccess.direct(e.pool());
            } else {
                FairPool fair = new FairPool(e.pool(), Math.max(1, e.connections() - workers));
                control.onStop(fair::dropWaiting);
                access = fair;
            }
            accesses.add(access);
            TxRunner runner = new TxRunner(
                    access, retries, control, stats.faults(), stats.endpoints().get(i), e);
            runners.add(runner);
            workerRunners.add(
                    dedicated
                            ? runner
                            : new TxRunner(
                                    DbAccess.direct(e.pool()),
                                    retries,
                                    control,
                                    stats.faults(),
                                    stats.endpoints().get(i),
                                    e));
        }
        return new Lanes(accesses, List.copyOf(runners), List.copyOf(workerRunners), affinity);
    }

    /** The lane for work of terminal {@code i} on partition {@code partition} (TPC-C: the home warehouse). */
    TxRunner route(int i, int partition) {
        return pick(runners, i, partition);
    }

    /** The lane for background worker {@code i} doing deferred work of partition {@code partition}. */
    TxRunner routeWorker(int i, int partition) {
        return pick(workerRunners, i, partition);
    }

    private TxRunner pick(List<TxRunner> lanes, int i, int partition) {
        if (!affinity || partition <= 0) {
            return lanes.get(i % lanes.size());
        }
        int preferred = Math.floorMod(partition - 1, lanes.size());
        for (int k = 0; k < lanes.size(); k++) {
            TxRunner r = lanes.get((preferred + k) % lanes.size());
            if (r.up()) {
                return r;
            }
        }
        return lanes.get(preferred);
    }

    /** Every second, each endpoint marked down is asked whether it answers again. */
    private void probe() {
        try {
            while (!Thread.currentThread().isInterrupted()) {
                Thread.sleep(PROBE_EVERY_MILLIS);
                for (TxRunner r : Stream.concat(runners.stream(), workerRunners.stream())
                        .distinct()
                        .toList()) {
                    if (!r.up() && answers(r)) {
                        LOG.info(
                                "endpoint {} answers again: its terminals return to it",
                                r.endpoint().name());
                        r.markUp();
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The endpoint answers, and takes transactions: a Galera node only once it is ready (wsrep_ready). */
    private static boolean answers(TxRunner r) {
        try (Connection c = r.server().open(Drain.SIDE_TIMEOUT_SECS);
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SHOW STATUS LIKE 'wsrep_ready'")) {
            return !rs.next() || rs.getString(2).equalsIgnoreCase("ON");
        } catch (SQLException e) {
            return false;
        }
    }

    @Override
    public void close() {
        if (prober != null) {
            prober.interrupt();
        }
        accesses.forEach(DbAccess::close);
    }
}
