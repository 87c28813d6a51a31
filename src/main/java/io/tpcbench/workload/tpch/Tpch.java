package io.tpcbench.workload.tpch;

import io.tpcbench.config.ConfigException;
import io.tpcbench.config.WorkloadKeys;
import io.tpcbench.db.DatabaseException;
import io.tpcbench.workload.Context;
import io.tpcbench.workload.Kind;
import io.tpcbench.workload.RunPlan;
import io.tpcbench.workload.RunSetup;
import io.tpcbench.workload.Steps;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.Tally;
import io.tpcbench.workload.Workload;
import io.tpcbench.workload.WorkloadRun;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
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

    /** Several drivers' streams of one throughput test: each query's mean over all of them ({@link TpchReport#merged}). */
    @Override
    public SummaryPart mergePart(List<SummaryPart> drivers, Tally merged) {
        return TpchReport.merged(drivers.stream().map(SummaryPart::figures).toList(), merged.measuredSecs());
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
        return new RunPlan() {
            @Override
            public List<String> properties() {
                return List.of("tpch.querySeed=" + seed);
            }

            @Override
            public List<String> describe() {
                return List.of(String.format(
                        Locale.ROOT,
                        "TPC-H %s test at SF %s: %s, querySeed=%d%s",
                        o.test().key(),
                        o.scaleText(),
                        o.test() == TpchOptions.Test.POWER
                                ? "stream 0"
                                : terminals + " concurrent query streams from stream " + o.firstStream(),
                        seed,
                        o.validate() ? ", validation parameters" : ""));
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
                TpchRun run = new TpchRun(o, sf, seed, terminals, ctx.out());
                try {
                    if (o.explain()) {
                        new Explain(ctx).write(run.stream(run.streamOf(0)), dataDir.resolve("explain"));
                    }
                    warmUp(ctx, o, sf, seed);
                } catch (SQLException e) {
                    throw new DatabaseException("before the test: " + e.getMessage(), e);
                }
                return run;
            }
        };
    }

    /** {@code warmupRuns} runs of the power stream's queries, on one connection, not measured. */
    private static void warmUp(Context ctx, TpchOptions o, double sf, long seed) throws SQLException {
        for (int i = 1; i <= o.warmupRuns(); i++) {
            int round = i;
            TpchRun warm = new TpchRun(o, sf, seed, 1, line -> ctx.out().accept("warm-up " + round + ": " + line));
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
