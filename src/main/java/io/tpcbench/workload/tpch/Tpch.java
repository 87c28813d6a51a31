package io.tpcbench.workload.tpch;

import io.tpcbench.config.ConfigException;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.config.WorkloadKeys;
import io.tpcbench.db.DatabaseException;
import io.tpcbench.workload.Context;
import io.tpcbench.workload.DriverShare;
import io.tpcbench.workload.Kind;
import io.tpcbench.workload.RunPlan;
import io.tpcbench.workload.RunSetup;
import io.tpcbench.workload.Steps;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.Tally;
import io.tpcbench.workload.Workload;
import io.tpcbench.workload.WorkloadRun;
import io.tpcbench.workload.tpch.refresh.UpdateSets;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

/**
 * TPC-H ({@code workload=tpch}): dbgen's data at any scale factor, the 22 queries with qgen's
 * substitution parameters, the power test and the throughput test on the engine's terminals (one
 * per query stream), a per-query table of seconds, and the qualification answers checked in
 * validation mode.
 */
public final class Tpch implements Workload {
    @Override
    public String name() {
        return TpchSteps.WORKLOAD;
    }

    @Override
    public WorkloadKeys keys() {
        return new WorkloadKeys(name(), TpchOptions.KEYS, true, TpchOptions::check);
    }

    @Override
    public List<? extends Kind> kinds() {
        return TpchKind.ALL;
    }

    @Override
    public Steps steps() {
        return new TpchSteps();
    }

    /** Queries only: no unit pays a round trip to switch autocommit off and on. */
    @Override
    public boolean autoCommit() {
        return true;
    }

    /** Several drivers' streams of one throughput test: each query's mean over all of them ({@link TpchMerge#merged}). */
    @Override
    public SummaryPart mergePart(List<SummaryPart> drivers, Tally merged) {
        // the drivers' units side by side: each counts from its own first unit, and they started together
        List<TpchUnits.Unit> units = new ArrayList<>();
        drivers.forEach(d -> units.addAll(TpchUnits.read(d.sections().get(TpchUnits.SECTION))));
        return TpchText.part(
                TpchMerge.merged(drivers.stream().map(SummaryPart::figures).toList(), merged.measuredSecs()), units);
    }

    /** The closing lines and figures with the page's words: its metrics, the tests' tables, bars and timeline. */
    @Override
    public SummaryPart readPart(Map<String, Object> json) {
        return TpchText.part(SummaryPart.read(json), TpchUnits.read(json.get(TpchUnits.SECTION)));
    }

    /**
     * {@code runDrivers.sh}: a throughput test's streams split over the drivers, each its own range
     * ({@code firstStream}), every one told the test's S ({@code throughputStreams}), so the driver
     * of stream 1 runs the refresh stream's S pairs. The power test is one stream on one driver.
     */
    @Override
    public List<DriverShare> splitRun(TpcConfig config, int drivers) {
        TpchOptions o = TpchOptions.of(config.effective());
        if (o.test() != TpchOptions.Test.THROUGHPUT) {
            throw new ConfigException("tpchTest=" + o.test().key() + " runs its power test as one stream on one"
                    + " driver: run/runDrivers.sh splits tpchTest=throughput, whose streams it shares out");
        }
        int streams = config.run().terminals();
        List<DriverShare> shares = new ArrayList<>();
        int first = o.firstStream();
        for (DriverShare share : DriverShare.terminalsOnly(drivers, streams)) {
            int last = first + share.terminals() - 1;
            shares.add(new DriverShare(
                    List.of("firstStream=" + first, "throughputStreams=" + o.streams(streams)),
                    "streams " + first + "-" + last,
                    first == 1 ? "and the refresh stream" : "",
                    share.terminals()));
            first = last + 1;
        }
        return shares;
    }

    @Override
    public RunPlan prepareRun(RunSetup setup) throws Exception {
        Context ctx = setup.context();
        TpchOptions o = TpchOptions.of(ctx.config().effective());
        int socketTimeout = ctx.config().run().connections().socketTimeoutSecs();
        if (socketTimeout > 0 && (o.queryTimeoutSecs() == 0 || socketTimeout <= o.queryTimeoutSecs())) {
            throw new ConfigException("socketTimeoutSecs=" + socketTimeout + " would cut off a query running longer as"
                    + " a lost connection (and leave it running on the server): set socketTimeoutSecs=0 for TPC-H"
                    + " (props/props.tpch does), or above queryTimeoutSecs=" + o.queryTimeoutSecs());
        }
        Map<String, String> build;
        try (Connection c = ctx.connections().open()) {
            build = TpchSteps.recorded(c);
        }
        double sf = Double.parseDouble(build.get("scaleFactor"));
        if (sf != o.scaleFactor()) {
            throw new DatabaseException("the database holds TPC-H at SF " + build.get("scaleFactor")
                    + ", the props say scaleFactor=" + o.scaleText() + ": set scaleFactor=" + build.get("scaleFactor")
                    + ", or destroy and build at SF " + o.scaleText());
        }
        long seed = o.querySeed().orElseGet(() -> ThreadLocalRandom.current().nextLong(1, Long.MAX_VALUE));
        int terminals = ctx.config().run().terminals();
        Optional<TpchRun.Refreshes> refreshes = refreshes(ctx, o, sf, build, terminals);
        return new RunPlan() {
            @Override
            public List<String> properties() {
                return refreshes
                        .map(r -> List.of("tpch.querySeed=" + seed, "tpch.firstUpdateSet=" + r.firstSet()))
                        .orElse(List.of("tpch.querySeed=" + seed));
            }

            @Override
            public List<String> describe() {
                return List.of(
                        String.format(
                                Locale.ROOT,
                                "TPC-H %s test at SF %s: %s, querySeed=%d%s",
                                o.test().key(),
                                o.scaleText(),
                                switch (o.test()) {
                                    case POWER -> "stream 0";
                                    case THROUGHPUT ->
                                        terminals + " concurrent query streams from stream " + o.firstStream();
                                    case FULL ->
                                        "the power test (stream 0), then " + terminals + " concurrent query streams";
                                },
                                seed,
                                o.validate() ? ", validation parameters" : ""),
                        refreshes
                                .map(r -> String.format(
                                        Locale.ROOT,
                                        "Refresh functions on dbgen's update sets %d..%d (%,d orders each; %d of %d"
                                                + " sets used before this run)",
                                        r.firstSet(),
                                        r.firstSet() + TpchRun.setsUsed(o, terminals) - 1,
                                        r.sets().ordersPerSet(),
                                        r.firstSet() - 1,
                                        r.sets().sets()))
                                .orElse(
                                        o.validate()
                                                ? "No refresh functions: validation runs on the database as built"
                                                : o.refresh()
                                                        ? "No refresh stream on this driver: the driver of stream 1 runs it"
                                                        : "No refresh functions (tpchRefresh=false)"));
            }

            @Override
            public int scale() {
                return (int) Math.max(1, Math.round(sf));
            }

            @Override
            public Optional<String> statements() {
                return Optional.of("each query's statements as text, in autocommit"
                        + (o.queryTimeoutSecs() > 0
                                ? ", cancelled after queryTimeoutSecs=" + o.queryTimeoutSecs()
                                : ""));
            }

            @Override
            public WorkloadRun start(Path dataDir) throws IOException {
                TpchRun run = new TpchRun(o, sf, seed, terminals, ctx.out(), refreshes);
                try {
                    if (o.explain()) {
                        // the queries with the parameters of the first stream the run runs
                        int first = o.test() == TpchOptions.Test.THROUGHPUT ? run.streamOf(0) : 0;
                        new Explain(ctx).write(run.stream(first), dataDir.resolve("explain"));
                    }
                    warmUp(ctx, o, sf, seed);
                } catch (SQLException e) {
                    throw new DatabaseException("before the test: " + e.getMessage(), e);
                }
                return run;
            }
        };
    }

    /**
     * The run's refresh functions: none in validation mode (the qualification runs on the database
     * as built, which it must still be), none with {@code tpchRefresh=false} or on a driver without
     * stream 1's refresh stream; else the database settled first ({@link RefreshRecovery}) and the
     * update sets the run takes checked to exist.
     */
    private static Optional<TpchRun.Refreshes> refreshes(
            Context ctx, TpchOptions o, double sf, Map<String, String> build, int terminals) throws SQLException {
        RefreshState recorded = RefreshState.of(build);
        if (o.validate()
                && (recorded.inserted() > 0
                        || recorded.deleted() > 0
                        || recorded.running().isPresent())) {
            throw new DatabaseException("tpchValidate=true: the qualification answers are those of the database as"
                    + " built, and this one has had refresh functions run on it (update sets up to "
                    + Math.max(recorded.inserted(), recorded.deleted()) + "): destroy and build again to validate");
        }
        int used = TpchRun.setsUsed(o, terminals);
        if (!o.refresh() || used == 0) {
            return Optional.empty();
        }
        UpdateSets sets = new UpdateSets(sf).ready();
        RefreshState state;
        try (Connection c = ctx.connections().open()) {
            state = RefreshRecovery.settle(c, sets, o.refreshOrdersPerTxn(), ctx.out());
        }
        if (state.nextSet() + used - 1 > sets.sets()) {
            throw new DatabaseException(String.format(
                    Locale.ROOT,
                    "this run needs %d update set(s) from set %d, and dbgen has %d at SF %s (TPC-H 4.2.4.2):"
                            + " destroy and build again for fresh ones",
                    used,
                    state.nextSet(),
                    sets.sets(),
                    o.scaleText()));
        }
        return Optional.of(new TpchRun.Refreshes(sets, state.nextSet(), ctx.connections()));
    }

    /** {@code warmupRuns} runs of the power stream's queries, on one connection, not measured. */
    private static void warmUp(Context ctx, TpchOptions o, double sf, long seed) throws SQLException {
        for (int i = 1; i <= o.warmupRuns(); i++) {
            int round = i;
            TpchRun warm = new TpchRun(
                    o, sf, seed, 1, line -> ctx.out().accept("warm-up " + round + ": " + line), Optional.empty());
            long t0 = System.nanoTime();
            try (Connection c = ctx.connections().open()) {
                c.setAutoCommit(true);
                for (QueryWork q : warm.stream(0)) {
                    // not the engine's: the warm-up times its queries itself, from sending to the last row
                    long sent = System.nanoTime();
                    try {
                        warm.committed(q, q.execute(c), System.nanoTime() - sent);
                    } catch (SQLException e) {
                        // said by the warm-up's own line (TIMED OUT or FAILED); the warm-up goes on
                        warm.failed(q, e, System.nanoTime() - sent);
                    }
                }
            }
            ctx.out()
                    .accept(String.format(
                            Locale.ROOT,
                            "warm-up run %d of %d: %.1f s, not measured",
                            i,
                            o.warmupRuns(),
                            (System.nanoTime() - t0) / 1e9));
        }
    }
}
