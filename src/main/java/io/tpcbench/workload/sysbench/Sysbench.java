package io.tpcbench.workload.sysbench;

import io.tpcbench.config.TpcConfig;
import io.tpcbench.config.WorkloadKeys;
import io.tpcbench.db.DatabaseException;
import io.tpcbench.schema.Catalog;
import io.tpcbench.workload.Kind;
import io.tpcbench.workload.RunPlan;
import io.tpcbench.workload.RunSetup;
import io.tpcbench.workload.Steps;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.Tally;
import io.tpcbench.workload.Workload;
import io.tpcbench.workload.WorkloadRun;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * One of sysbench 1.0.20's OLTP scripts as a workload ({@code workload=oltp_read_write}, ...):
 * its options under sysbench's names, its prepare/check/cleanup as the build, check and destroy,
 * its events on the engine's terminals, and its output in sysbench's format.
 */
public final class Sysbench implements Workload {
    private final Script script;

    private Sysbench(Script script) {
        this.script = script;
    }

    /** The ten scripts, in sysbench's documentation order. */
    public static List<Workload> all() {
        return Arrays.stream(Script.values()).<Workload>map(Sysbench::new).toList();
    }

    @Override
    public String name() {
        return script.scriptName();
    }

    @Override
    public WorkloadKeys keys() {
        return new WorkloadKeys(
                name(),
                SysbenchOptions.KEYS,
                false,
                (values, build, run, problems) -> {
                    SysbenchOptions o = SysbenchOptions.of(values, problems);
                    if ((script == Script.SELECT_RANDOM_POINTS || script == Script.SELECT_RANDOM_RANGES)
                            && o.tableSize() < 1) {
                        problems.add(name() + " needs table_size >= 1: it reads slices of sbtest1's k values");
                    }
                    if (o.rate() > 0 && run.window().limitTxnsPerMin() > 0) {
                        problems.add("rate and limitTxnsPerMin both pace the run: give one (rate is sysbench's"
                                + " --rate, one queue of exponential arrivals; limitTxnsPerMin paces each terminal)");
                    }
                },
                SysbenchOptions::limitsEvents);
    }

    /** sysbench's connections are in autocommit; its events send BEGIN and COMMIT themselves. */
    @Override
    public boolean autoCommit() {
        return true;
    }

    @Override
    public List<Kind> kinds() {
        return List.of(script.kind());
    }

    @Override
    public Steps steps() {
        return new SbSteps(script);
    }

    /**
     * Every text a connection may send: oltp_common.lua's 9 statements for each table (sysbench
     * prepares them all per connection), BEGIN and COMMIT, and select_random_*'s one.
     */
    @Override
    public int statementTexts(TpcConfig config) {
        return SbStatements.Text.values().length
                        * SysbenchOptions.of(config.effective()).tables()
                + 3;
    }

    /** The closing lines and figures with the page's words: its cards, the closing block's tables, its lines over time. */
    @Override
    public SummaryPart readPart(Map<String, Object> json) {
        return SbText.part(
                SummaryPart.read(json), json.get(SbText.HISTOGRAM) instanceof List<?> buckets ? buckets : List.of());
    }

    /** The drivers' counts added up; the rates, the closing block and the fairness over all their threads. */
    @Override
    public SummaryPart mergePart(List<SummaryPart> drivers, Tally merged) {
        long[] counts = new long[SbRun.COUNTS.size()];
        for (SummaryPart d : drivers) {
            for (int i = 0; i < counts.length; i++) {
                counts[i] += Math.round(d.figures().getOrDefault(SbRun.COUNTS.get(i), 0.0));
            }
        }
        int percentile = (int) Math.round(drivers.get(0).figures().getOrDefault("percentile", 95.0));
        boolean histogram = drivers.get(0).figures().getOrDefault("histogram", 0.0) > 0;
        return SbRun.part(
                counts,
                percentile,
                histogram,
                merged.measuredSecs(),
                merged.latencies(script.kind()),
                merged.spread(),
                merged.terminals());
    }

    @Override
    public RunPlan prepareRun(RunSetup setup) throws Exception {
        SysbenchOptions o = SysbenchOptions.of(setup.context().config().effective());
        int terminals = setup.context().config().run().terminals();
        try (Connection c = setup.context().connections().open()) {
            int last = script.bulk()
                    ? terminals
                    : script == Script.SELECT_RANDOM_POINTS || script == Script.SELECT_RANDOM_RANGES ? 1 : o.tables();
            if (!Catalog.exists(c, "sbtest" + last)) {
                throw new DatabaseException("sbtest" + last + " is missing: build the tables first with"
                        + " run/runDatabaseBuild.sh (workload=" + name() + ", "
                        + (script.bulk() ? "terminals=" + terminals : "tables=" + o.tables()) + ")");
            }
            if (script.bulk() != SbBulk.isBulkTable(c, "sbtest1")) {
                throw new DatabaseException(
                        script.bulk()
                                ? "sbtest1 is not bulk_insert's table (id, k): it was built for the OLTP scripts; build"
                                        + " bulk_insert's tables in another database (conn)"
                                : "sbtest1 is bulk_insert's table (id, k), not the OLTP scripts' (id, k, c, pad): build"
                                        + " workload=" + name() + "'s tables in another database (conn)");
            }
        }
        String statements = String.format(
                Locale.ROOT,
                "one statement per round trip, %s; BEGIN and COMMIT as" + " statements of their own (sysbench's)",
                setup.context().config().db().serverPreparedStatements()
                        ? "server-side prepared (useServerPrepStmts=true in conn)"
                        : "as text with the values inlined (add useServerPrepStmts=true to conn for server-side prepared)");
        return new RunPlan() {
            @Override
            public List<String> describe() {
                String tables = script.bulk()
                        ? String.format(
                                Locale.ROOT,
                                "sysbench bulk_insert: rows (n,n) from n=1 into sbtest1..sbtest%d, one table per"
                                        + " terminal, in multi-row INSERTs of up to 512 KiB",
                                terminals)
                        : String.format(
                                Locale.ROOT,
                                "sysbench %s: %d table(s) of %,d rows, rand_type=%s%s",
                                name(),
                                o.tables(),
                                o.tableSize(),
                                o.randType().name().toLowerCase(Locale.ROOT),
                                o.skipTrx() ? ", skip_trx" : "");
                List<String> lines = new ArrayList<>(List.of(tables));
                // sysbench's own lines under --rate and --report-checkpoints
                if (o.rate() > 0) {
                    lines.add(String.format(Locale.ROOT, "Target transaction rate: %d/sec", o.rate()));
                }
                if (!o.reportCheckpoints().isEmpty()) {
                    lines.add("Report checkpoint(s) at "
                            + o.reportCheckpoints().stream()
                                    .map(String::valueOf)
                                    .collect(Collectors.joining(", "))
                            + " seconds");
                }
                return lines;
            }

            @Override
            public int scale() {
                return o.tables();
            }

            @Override
            public Optional<String> statements() {
                return Optional.of(statements);
            }

            @Override
            public WorkloadRun start(Path dataDir) {
                SbCheckpoints checkpoints = o.reportCheckpoints().isEmpty()
                        ? null
                        : new SbCheckpoints(
                                o.reportCheckpoints(),
                                terminals,
                                o,
                                setup.context().out(),
                                dataDir.resolve("checkpoints.txt"));
                long rampupNanos =
                        (long) (setup.context().config().run().window().rampupMins() * 60e9);
                return new SbRun(script, o, terminals, checkpoints, rampupNanos);
            }
        };
    }
}
