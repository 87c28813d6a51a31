package io.tpcbench.report;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The summary as text: BenchmarkSQL's closing block verbatim in form, then the table and the verdicts. */
public final class TextSummary {
    private TextSummary() {}

    public static List<String> lines(RunSummary s) {
        List<String> l = new ArrayList<>();
        String interrupted = s.interrupted() ? " (interrupted: the window ends at the interrupt)" : "";
        if (s.tpcc()) {
            l.add("Term-00, ");
            l.add(String.format(Locale.ROOT, "Term-00, Measured tpmC (NewOrders) = %.2f", s.tpmC()));
            l.add(String.format(Locale.ROOT, "Term-00, Measured tpmTOTAL = %.2f", s.tpmTotal()));
            l.add("Term-00, Session Start     = " + s.sessionStart());
            l.add("Term-00, Session End       = " + s.sessionEnd());
            l.add("Term-00, Transaction Count = " + s.transactionCount());
            l.add(String.format(Locale.ROOT, "Measured %.1f s%s over %d warehouse(s) with %d terminal(s);"
                    + " efficiency %.1f%% of 12.86 tpmC per warehouse", s.measuredSecs(), interrupted,
                    s.warehouses(), s.terminals(), s.efficiencyPct()));
        } else {
            l.addAll(s.workloadLines());
            l.add("");
            l.add(String.format(Locale.ROOT, "workload=%s: measured %.1f s%s with %d terminal(s), session %s to %s",
                    s.workload(), s.measuredSecs(), interrupted, s.terminals(), s.sessionStart(), s.sessionEnd()));
        }
        share(s).ifPresent(l::add);
        l.add("Server " + s.environment().serverVersion() + ", JDBC driver " + s.environment().jdbcDriverVersion()
                + ", isolation " + s.environment().isolationLevel());
        if (!s.environment().statements().isEmpty()) {
            l.add("Statements: " + s.environment().statements());
        }
        if (!s.environment().commit().isEmpty()) {
            l.add("Commit: " + s.environment().commit());
        }
        boolean merged = s.share() != null && !s.share().drivers().isEmpty();
        l.add(String.format(Locale.ROOT, "Driver CPU %.3f ms per transaction (%s)", s.driverCpuMsPerTxn(), merged
                ? "the drivers' user + system time in their windows, averaged over their transactions"
                : "user + system time of this process in the window"));
        l.add(String.format(Locale.ROOT, "Server %.2f statements per transaction (the server's count, all clients)%s",
                s.server().statementsPerTxn(), Double.isNaN(s.server().cpuMsPerTxn()) ? ""
                        : String.format(Locale.ROOT, ", CPU %.3f ms per transaction (its process on this host)%s",
                                s.server().cpuMsPerTxn(), merged || s.server().cpuMsPerTxn() <= 0 ? ""
                                        : String.format(Locale.ROOT, "; driver / server CPU %.2f",
                                                s.driverCpuMsPerTxn() / s.server().cpuMsPerTxn()))));
        RunSummary.ServerState st = s.server().state();
        if (st != null) {
            l.add("Server state: buffer pool hit ratio " + Figures.hitRatio(st) + "; " + Figures.memory(st));
            l.add("Server per transaction: " + Figures.perTxn(st) + "; " + Figures.locks(st)
                    + " (data/server_status.csv)");
        }
        l.add("");
        l.add(String.format(Locale.ROOT, "%-13s %9s %7s %7s %6s %6s %8s %8s %8s %8s %9s %7s", "transaction",
                "count", "rollbk", "retried", "failed", "late", "p50 ms", "p90 ms", "p95 ms", "p99 ms", "max ms",
                "mix %"));
        for (RunSummary.TypeLine t : s.types()) {
            l.add(String.format(Locale.ROOT, "%-13s %9d %7d %7d %6d %6s %8.1f %8.1f %8.1f %8.1f %9.1f %7.2f", t.name(),
                    t.completed(), t.rolledBack(), t.retried(), t.failed(), t.lateAfterMs() > 0 ? Long.toString(t.late())
                            : "-", t.p50Ms(), t.p90Ms(), t.p95Ms(), t.p99Ms(), t.maxMs(), t.sharePct()));
        }
        lateLine(s).ifPresent(l::add);
        if (s.tpcc()) {
            tpccLines(s).forEach(l::add);
        }
        RunSummary.Faults f = s.faults();
        l.add(String.format(Locale.ROOT, "Connection faults (whole session): %d lost, %d reconnected; in-doubt"
                + " commits: %d committed, %d rolled back, %d unresolved%s", f.connectionLosses(), f.reconnects(),
                f.inDoubtCommitted(), f.inDoubtRolledBack(), f.inDoubtUnresolved(), s.tpcc() ? String.format(
                        Locale.ROOT, "; committed in the session: %d New-Orders, %d Payments", f.committedNewOrders(),
                        f.committedPayments()) : ""));
        if (f.partialCommits() > 0) {
            l.add("Partial commits: " + f.partialCommits() + " transaction(s) found in the database in part after a lost"
                    + " connection: a consistency fault, run run/runCheck.sh");
        }
        errorLines(f).forEach(l::add);
        if (!f.cancelled().isEmpty()) {
            l.add("Cancelled after the drain (drainSecs): " + String.join(", ", f.cancelled()));
        }
        for (RunSummary.DriverLine driver : s.share() == null ? List.<RunSummary.DriverLine>of() : s.share().drivers()) {
            l.add(s.tpcc() ? driverLine(driver) : String.format(Locale.ROOT, "Driver %s (%d terminals): %.2f per"
                    + " minute, %d failed, %s p90 %.1f ms, driver CPU %.3f ms per transaction", driver.name(),
                    driver.terminals(), driver.tpmTotal(), driver.failed(), s.headlineKind(), driver.newOrderP90Ms(),
                    driver.driverCpuMsPerTxn()));
        }
        if (s.endpoints().size() > 1) {
            for (RunSummary.EndpointLine e : s.endpoints()) {
                l.add(String.format(Locale.ROOT, "Endpoint %s: %d transactions (tpmTOTAL %.2f), %d retried, %d failed,"
                        + " %d connection(s) lost", e.name(), e.completed(), e.tpmTotal(), e.retried(), e.failed(),
                        e.connectionLosses()));
            }
        }
        l.add("");
        if (s.spread() != null) {
            l.add("Terminals served: " + s.spread().describe());
        }
        if (s.compliance() != null) {
            l.add("Configuration: " + s.compliance().statement());
        }
        for (RunSummary.Verdict v : s.verdicts()) {
            l.add(String.format(Locale.ROOT, "%-4s  %-44s %s  (limit %s)", v.status(), v.name(), v.measured(),
                    v.limit()));
        }
        return l;
    }

    /** TPC-C's lines after the table: deferred Delivery, its backlog, the mix, the database audit. */
    private static List<String> tpccLines(RunSummary s) {
        List<String> l = new ArrayList<>();
        RunSummary.DeferredDelivery d = s.delivery();
        l.add(String.format(Locale.ROOT, "%-13s %9d %7s %7s %6d %6s %8s %8.1f %8s %8s %9.1f   (queue to completion;"
                        + " %d with skipped districts, %d districts skipped)", "Delivery-BG", d.completed(), "-", "-",
                d.failed(), "-", "-", d.p90Ms(), "-", "-", d.maxMs(), d.skippedDeliveries(), d.skippedDistricts()));
        l.add(backlogLine(d));
        l.add(String.format(Locale.ROOT, "New-Order rollbacks %.2f%%, remote order lines %.2f%%, remote payments"
                        + " %.2f%%, customers by last name %.2f%%", s.mix().newOrderRollbackPct(),
                s.mix().remoteOrderLinePct(), s.mix().remotePaymentPct(), s.mix().byNamePct()));
        if (s.audit() != null) {
            l.add(String.format(Locale.ROOT, "Database counters: %d New-Orders committed (driver: %d), %d Payments"
                            + " (driver: %d)", s.audit().dbNewOrders(), s.audit().driverNewOrders(),
                    s.audit().dbPayments(), s.audit().driverPayments()));
        }
        return l;
    }

    /** Which drivers and warehouses the result covers, when not one driver on every warehouse. */
    static Optional<String> share(RunSummary s) {
        RunSummary.DriverShare share = s.share();
        if (share == null) {
            return Optional.empty();
        }
        String startAt = share.startAtEpochMillis() == 0 ? ""
                : ", window from the agreed startAt=" + Instant.ofEpochMilli(share.startAtEpochMillis());
        if (!share.drivers().isEmpty()) {
            return Optional.of("Merged from " + share.drivers().size() + " drivers (" + String.join(", ",
                    share.drivers().stream().map(RunSummary.DriverLine::name).toList()) + ")" + (s.tpcc()
                            ? ", home warehouses " + share.warehouseFrom() + "-" + share.warehouseTo() : "") + startAt);
        }
        if (!s.tpcc()) {
            return Optional.empty();
        }
        if (share.warehouseFrom() != 1 || share.warehouseTo() != s.warehouses() || !startAt.isEmpty()) {
            return Optional.of("This driver's terminals live in warehouses " + share.warehouseFrom() + "-"
                    + share.warehouseTo() + " of " + s.warehouses() + startAt
                    + " (merge the drivers' result directories with run/mergeResults.sh)");
        }
        return Optional.empty();
    }

    /** One driver of a merged result, as its own summary said. */
    /** Deferred Delivery's requests of the window and where they ended, and its queue. */
    static String backlogLine(RunSummary.DeferredDelivery d) {
        return String.format(Locale.ROOT, "Deferred Delivery: %d queued in the window, %d completed, %d failed, %d left"
                + " over (not completed by its end); queue %d at the start, %d at the end (%d workers)", d.queued(),
                d.completed(), d.failed(), d.leftOver(), d.backlogAtStart(), d.backlogAtEnd(), d.workers());
    }

    /**
     * What {@code late} means in the table: the kinds' response time limits (tpcc-mysql's sc/lt/rt/fl
     * are count, late, retried, failed here); nothing when no kind has a limit.
     */
    static Optional<String> lateLine(RunSummary s) {
        List<String> limits = s.types().stream().filter(t -> t.lateAfterMs() > 0).map(t -> String.format(Locale.ROOT,
                "%s %s s", t.name(), Figures.plain(t.lateAfterMs() / 1000))).toList();
        if (limits.isEmpty()) {
            return Optional.empty();
        }
        long late = s.types().stream().mapToLong(RunSummary.TypeLine::late).sum();
        return Optional.of(String.format(Locale.ROOT, "Late: %d completed above the response time limit (%s)", late,
                String.join(", ", limits)));
    }

    /** The window's retries and failures by engine error code, one line per code. */
    static List<String> errorLines(RunSummary.Faults f) {
        return f.errors().stream().map(e -> String.format(Locale.ROOT, "Error %d%s: %d retried, %d failed", e.code(),
                e.meaning().isEmpty() ? "" : " (" + e.meaning() + ")", e.retried(), e.failed())).toList();
    }

    static String driverLine(RunSummary.DriverLine d) {
        return String.format(Locale.ROOT, "Driver %s (warehouses %d-%d, %d terminals): tpmC %.2f, tpmTOTAL %.2f,"
                        + " %d failed, New-Order p90 %.1f ms, driver CPU %.3f ms per transaction", d.name(),
                d.warehouseFrom(), d.warehouseTo(), d.terminals(), d.tpmC(), d.tpmTotal(), d.failed(),
                d.newOrderP90Ms(), d.driverCpuMsPerTxn());
    }
}
