package io.tpcbench.report;

import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.Tally;
import io.tpcbench.workload.TerminalSpread;
import io.tpcbench.workload.TypeLine;
import io.tpcbench.workload.tpcc.TransactionType;
import io.tpcbench.workload.tpcc.summary.Sections;
import io.tpcbench.workload.tpcc.summary.TpccParts;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/** Drivers' result directories written as a run writes them: summary.json, run.properties and the New-Order latency log. */
final class DriverResults {
    private static final long SESSION = 1_800_000_000_000L;
    static final long START = SESSION + 30_000;

    private DriverResults() {}

    /**
     * One driver's result: New-Orders at one latency in two report intervals of 30 s, after the
     * warm-up's interval and before the short one that ends the session, both empty.
     */
    record Driver(
            String name,
            int from,
            int to,
            long startMillis,
            int newOrders,
            long latencyMicros,
            long remoteLines,
            Sections.Audit audit) {}

    /** A measured interval's printed line: tpmC, the New-Orders' p95 and a share of this driver alone. */
    private static IntervalFile.Entry line(long start, long end, Histogram h, Driver d) {
        double secs = (end - start) / 1000.0;
        return new IntervalFile.Entry(
                start,
                end,
                (end - SESSION) / 1000.0,
                secs,
                "[ " + (end - SESSION) / 1000 + "s] tpmC ...",
                Map.of(
                        "tpmC",
                        h.getTotalCount() * 60 / secs,
                        "latencyMs",
                        h.getValueAtPercentile(95) / 1000.0,
                        "percentDone",
                        50.0),
                Map.of("tpmC", "sum", "latencyMs", "p95 NEW_ORDER", "percentDone", "none"),
                Map.of("NEW_ORDER", IntervalFile.KindFigures.of(h, d.newOrders() / 100)),
                0,
                0,
                1);
    }

    static Path write(Path dir, Driver d) throws Exception {
        Path result = Files.createDirectories(dir.resolve(d.name()).resolve("data"));
        Histogram total = new Histogram(3);
        try (HlogFiles.Log log = HlogFiles.create(result.resolve("latency_NEW_ORDER.hlog"), SESSION)) {
            long[] ticks = {
                SESSION + 2,
                d.startMillis() + 1,
                d.startMillis() + 30_003,
                d.startMillis() + 60_002,
                d.startMillis() + 60_150
            };
            List<IntervalFile.Entry> lines = new ArrayList<>();
            for (int i = 0; i < ticks.length - 1; i++) {
                Histogram h = new Histogram(3);
                if (i == 1 || i == 2) {
                    h.recordValueWithCount(d.latencyMicros(), d.newOrders() / 2);
                    lines.add(line(ticks[i], ticks[i + 1], h, d));
                }
                h.setStartTimeStamp(ticks[i]);
                h.setEndTimeStamp(ticks[i + 1]);
                log.append(h);
                total.add(h);
            }
            IntervalFile.write(dir.resolve(d.name()), lines);
        }
        List<TypeLine> types = new ArrayList<>();
        List<RunSummary.LatencyLog> logs = new ArrayList<>();
        for (TransactionType t : TransactionType.values()) {
            boolean newOrder = t == TransactionType.NEW_ORDER;
            types.add(TypeLine.of(
                    t.displayName(),
                    new TypeLine.Counts(
                            newOrder ? d.newOrders() : 0,
                            newOrder ? d.newOrders() / 100 : 0,
                            0,
                            0,
                            newOrder ? d.newOrders() / 50 : 0,
                            t.responseTimeLimitSecs() * 1000),
                    newOrder ? total : new Histogram(3),
                    d.newOrders()));
            logs.add(new RunSummary.LatencyLog(t.name(), t.displayName(), false));
        }
        logs.add(new RunSummary.LatencyLog("DELIVERY_BG", "Delivery (deferred)", true));
        RunSummary.Window window = new RunSummary.Window(SESSION, d.startMillis(), d.startMillis() + 60_000);
        TerminalSpread spread = new TerminalSpread(50, 70, 60);
        int terminals = 10 * (d.to() - d.from() + 1);
        SummaryBuilder.RunFacts facts = new SummaryBuilder.RunFacts(
                "2027-01-15 08:00:00",
                "2027-01-15 08:01:30",
                60,
                false,
                window,
                terminals,
                1_000_000L * d.newOrders(),
                new SummaryBuilder.ServerCost(
                        99,
                        -1,
                        RunSummary.ServerState.of(
                                Map.of(
                                        "Innodb_rows_read",
                                        12_000L,
                                        "Innodb_buffer_pool_read_requests",
                                        1000L,
                                        "Innodb_buffer_pool_reads",
                                        10L),
                                8,
                                3,
                                1L << 30,
                                1L << 29,
                                d.newOrders())),
                new RunSummary.Environment("MariaDB", "CJ", "RR", "c", ""),
                new RunSummary.DriverShare(START, 30, List.of()),
                spread);
        Tally.Deferred deferred = new Tally.Deferred(0, 0, 0, 0, 0, 2, new Histogram(3));
        MergedTally tally = new MergedTally(60, terminals, spread, types, Map.of(), logs, deferred, 0, 1, 0);
        SummaryPart part = TpccParts.of(
                new TpccParts.Inputs(
                        10,
                        d.from(),
                        d.to(),
                        d.audit(),
                        "123/456/789",
                        new Sections.MixPlan(List.of(44.4, 43.3, 4.1, 4.1, 4.1), 1000),
                        List.of(new Sections.Departure(
                                "keying",
                                "no keying or think time (keyingTimeMultiplier=0," + " thinkTimeMultiplier=0)")),
                        new Sections.MixCounts(1000, d.remoteLines(), 0, 0, 0),
                        0,
                        0,
                        d.newOrders(),
                        0),
                tally,
                deferred,
                List.of());
        RunSummary summary = SummaryBuilder.build(
                facts,
                types,
                new RunSummary.Faults(1, 1, 0, 0, 0, 0, List.of(), List.of()),
                List.of(SummaryBuilder.endpointLine("db1:3306", d.newOrders(), 0, 1, 1, 1)),
                part,
                "tpcc",
                logs);
        Files.writeString(result.getParent().resolve("summary.json"), SummaryJson.write(summary));
        Files.writeString(
                result.getParent().resolve("run.properties"),
                "warehouses=10\nrunWarehouseFrom=" + d.from() + "\npassword=*****\n");
        return result.getParent();
    }

    static Driver driver(String name, int from, int to, long latencyMicros) {
        return new Driver(name, from, to, START, 600, latencyMicros, 5, new Sections.Audit(600, 600, 0, 0, 20, true));
    }
}
