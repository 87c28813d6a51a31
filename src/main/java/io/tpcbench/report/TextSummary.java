package io.tpcbench.report;

import io.tpcbench.workload.DriverLine;
import io.tpcbench.workload.SummaryText;
import io.tpcbench.workload.TypeLine;
import io.tpcbench.workload.Verdict;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The summary as text: the workload's opening block (BenchmarkSQL's closing block for TPC-C), the
 * engine's lines of the server and the driver, the kinds' table, the workload's lines after it, the
 * faults, the drivers and endpoints, and the verdicts.
 */
public final class TextSummary {
    private TextSummary() {}

    public static List<String> lines(RunSummary s) {
        SummaryText text = s.part().text();
        List<String> l = new ArrayList<>(text.opening(overview(s)));
        share(s).ifPresent(l::add);
        l.addAll(costLines(s));
        l.add("");
        l.add(String.format(
                Locale.ROOT, "%-13s %9s %7s %7s %6s %6s %8s %8s %8s %8s %9s %7s", Figures.TYPE_HEADERS.toArray()));
        for (TypeLine t : s.types()) {
            l.add(String.format(
                    Locale.ROOT,
                    "%-13s %9d %7d %7d %6d %6s %8.1f %8.1f %8.1f %8.1f %9.1f %7.2f",
                    t.name(),
                    t.completed(),
                    t.rolledBack(),
                    t.retried(),
                    t.failed(),
                    t.lateAfterMs() > 0 ? Long.toString(t.late()) : "-",
                    t.p50Ms(),
                    t.p90Ms(),
                    t.p95Ms(),
                    t.p99Ms(),
                    t.maxMs(),
                    t.sharePct()));
        }
        lateLine(s).ifPresent(l::add);
        l.addAll(text.afterTable());
        l.addAll(faultLines(s, text));
        List<DriverLine> drivers = s.share() == null ? List.of() : s.share().drivers();
        for (int i = 0; i < drivers.size(); i++) {
            l.add(text.driverLine(i, drivers.get(i), s.headlineKind()));
        }
        if (s.endpoints().size() > 1) {
            for (RunSummary.EndpointLine e : s.endpoints()) {
                l.add(String.format(
                        Locale.ROOT,
                        "Endpoint %s: %d transactions (tpmTOTAL %.2f), %d retried, %d failed,"
                                + " %d connection(s) lost",
                        e.name(),
                        e.completed(),
                        e.tpmTotal(),
                        e.retried(),
                        e.failed(),
                        e.connectionLosses()));
            }
        }
        l.add("");
        if (s.spread() != null) {
            l.add("Terminals served: " + s.spread().describe());
        }
        l.addAll(text.beforeVerdicts());
        for (Verdict v : s.verdicts()) {
            l.add(String.format(
                    Locale.ROOT, "%-4s  %-44s %s  (limit %s)", v.status(), v.name(), v.measured(), v.limit()));
        }
        return l;
    }

    /** The facts of the engine's part the workload's words quote. */
    static SummaryText.Overview overview(RunSummary s) {
        return new SummaryText.Overview(
                s.workload(),
                s.sessionStart(),
                s.sessionEnd(),
                s.measuredSecs(),
                s.interrupted(),
                s.terminals(),
                s.tpmTotal(),
                s.transactionCount(),
                s.types(),
                Figures.failed(s),
                startAt(s),
                merged(s));
    }

    /** The server, the statements and the commit, and the costs per unit of the driver and the server. */
    private static List<String> costLines(RunSummary s) {
        List<String> l = new ArrayList<>();
        l.add("Server " + s.environment().serverVersion() + ", JDBC driver "
                + s.environment().jdbcDriverVersion() + ", isolation "
                + s.environment().isolationLevel());
        if (!s.environment().statements().isEmpty()) {
            l.add("Statements: " + s.environment().statements());
        }
        if (!s.environment().commit().isEmpty()) {
            l.add("Commit: " + s.environment().commit());
        }
        boolean merged = merged(s);
        l.add(String.format(
                Locale.ROOT,
                "Driver CPU %.3f ms per transaction (%s)",
                s.driverCpuMsPerTxn(),
                merged
                        ? "the drivers' user + system time in their windows, averaged over their transactions"
                        : "user + system time of this process in the window"));
        l.add(String.format(
                Locale.ROOT,
                "Server %.2f statements per transaction (the server's count, all clients)%s",
                s.server().statementsPerTxn(),
                Double.isNaN(s.server().cpuMsPerTxn())
                        ? ""
                        : String.format(
                                Locale.ROOT,
                                ", CPU %.3f ms per transaction (its process on this host)%s",
                                s.server().cpuMsPerTxn(),
                                merged || s.server().cpuMsPerTxn() <= 0
                                        ? ""
                                        : String.format(
                                                Locale.ROOT,
                                                "; driver / server CPU %.2f",
                                                s.driverCpuMsPerTxn()
                                                        / s.server().cpuMsPerTxn()))));
        RunSummary.ServerState st = s.server().state();
        if (st != null) {
            l.add("Server state: buffer pool hit ratio " + Figures.hitRatio(st) + "; " + Figures.memory(st));
            l.add("Server per transaction: " + Figures.perTxn(st) + "; " + Figures.locks(st)
                    + " (data/server_status.csv)");
        }
        return l;
    }

    /** The session's connection faults, partial commits, errors by code and statements cancelled. */
    private static List<String> faultLines(RunSummary s, SummaryText text) {
        List<String> l = new ArrayList<>();
        RunSummary.Faults f = s.faults();
        l.add(String.format(
                Locale.ROOT,
                "Connection faults (whole session): %d lost, %d reconnected; in-doubt"
                        + " commits: %d committed, %d rolled back, %d unresolved%s",
                f.connectionLosses(),
                f.reconnects(),
                f.inDoubtCommitted(),
                f.inDoubtRolledBack(),
                f.inDoubtUnresolved(),
                text.faultsNote()));
        if (f.partialCommits() > 0) {
            l.add("Partial commits: " + f.partialCommits()
                    + " transaction(s) found in the database in part after a lost"
                    + " connection: a consistency fault, run run/runCheck.sh");
        }
        l.addAll(errorLines(f));
        if (!f.cancelled().isEmpty()) {
            l.add("Cancelled after the drain (drainSecs): " + String.join(", ", f.cancelled()));
        }
        return l;
    }

    private static boolean merged(RunSummary s) {
        return s.share() != null && !s.share().drivers().isEmpty();
    }

    /** The agreed startAt as the summary's lines quote it, empty when none. */
    private static String startAt(RunSummary s) {
        return s.share() == null || s.share().startAtEpochMillis() == 0
                ? ""
                : ", window from the agreed startAt="
                        + Instant.ofEpochMilli(s.share().startAtEpochMillis());
    }

    /** Which drivers (and what part of the data) a merged result covers. */
    static Optional<String> share(RunSummary s) {
        if (!merged(s)) {
            return Optional.empty();
        }
        String coverage = s.part().text().coverage();
        return Optional.of("Merged from " + s.share().drivers().size() + " drivers ("
                + String.join(
                        ", ", s.share().drivers().stream().map(DriverLine::name).toList()) + ")"
                + (coverage.isEmpty() ? "" : ", " + coverage) + startAt(s));
    }

    /**
     * What {@code late} means in the table: the kinds' response time limits (tpcc-mysql's sc/lt/rt/fl
     * are count, late, retried, failed here); nothing when no kind has a limit.
     */
    static Optional<String> lateLine(RunSummary s) {
        List<String> limits = s.types().stream()
                .filter(t -> t.lateAfterMs() > 0)
                .map(t -> String.format(Locale.ROOT, "%s %s s", t.name(), Figures.plain(t.lateAfterMs() / 1000)))
                .toList();
        if (limits.isEmpty()) {
            return Optional.empty();
        }
        long late = s.types().stream().mapToLong(TypeLine::late).sum();
        return Optional.of(String.format(
                Locale.ROOT, "Late: %d completed above the response time limit (%s)", late, String.join(", ", limits)));
    }

    /** The window's retries and failures by engine error code, one line per code. */
    static List<String> errorLines(RunSummary.Faults f) {
        return f.errors().stream()
                .map(e -> String.format(
                        Locale.ROOT,
                        "Error %d%s: %d retried, %d failed",
                        e.code(),
                        e.meaning().isEmpty() ? "" : " (" + e.meaning() + ")",
                        e.retried(),
                        e.failed()))
                .toList();
    }
}
