package io.tpcbench.report;

import io.tpcbench.workload.DriverLine;
import io.tpcbench.workload.SummaryText;
import io.tpcbench.workload.TypeLine;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A run's figures as the pages show them: the type table, the mix line, the environment rows. */
final class Figures {
    static final List<String> TYPE_HEADERS = List.of(
            "transaction",
            "count",
            "rollbk",
            "retried",
            "failed",
            "late",
            "p50 ms",
            "p90 ms",
            "p95 ms",
            "p99 ms",
            "max ms",
            "mix %");

    private Figures() {}

    /**
     * A run's headline cards: the workload's (led by its headline), or the engine's: its first two
     * figures, the units, each kind's p95, failures.
     */
    static List<SummaryText.Card> cards(RunSummary s) {
        List<SummaryText.Card> own = s.part().text().cards(TextSummary.overview(s), s.verdicts());
        if (!own.isEmpty()) {
            return own;
        }
        List<SummaryText.Card> cards = new ArrayList<>();
        s.workloadFigures().entrySet().stream()
                .limit(2)
                .forEach(e -> cards.add(
                        new SummaryText.Card(e.getKey(), String.format(Locale.ROOT, "%,.2f", e.getValue()), "")));
        cards.add(new SummaryText.Card("transactions", String.format(Locale.ROOT, "%,d", s.transactionCount()), ""));
        s.types().forEach(t -> cards.add(new SummaryText.Card(t.name() + " p95", ms(t.p95Ms()), "")));
        cards.add(new SummaryText.Card("failed", Long.toString(failed(s)), failed(s) > 0 ? "fail" : "pass"));
        return cards;
    }

    /** The cards after the first (the headline, which a comparison shows on its own), failures and verdicts left to rows of their own. */
    static List<String> comparedCards(RunSummary s) {
        return cards(s).stream()
                .skip(1)
                .map(SummaryText.Card::name)
                .filter(n -> !n.equals("failed") && !n.equals("verdicts"))
                .toList();
    }

    /** The value of a run's card {@code name}, {@code -} when it has none. */
    static String card(RunSummary s, String name) {
        return cards(s).stream()
                .filter(c -> c.name().equals(name))
                .map(SummaryText.Card::value)
                .findFirst()
                .orElse("-");
    }

    static String whole(double d) {
        return String.format(Locale.ROOT, "%,.0f", d);
    }

    static String ms(double d) {
        return Double.isFinite(d) ? String.format(Locale.ROOT, "%,.1f ms", d) : "-";
    }

    /** The buffer pool's logical reads over the window that did not go to disk. */
    static String hitRatio(RunSummary.ServerState st) {
        return Double.isNaN(st.bufferPoolHitPct())
                ? "n/a (no InnoDB buffer pool reads)"
                : String.format(Locale.ROOT, "%.2f %%", st.bufferPoolHitPct());
    }

    /** The schema's data and indexes against the buffer pool: does the data fit in memory. */
    static String memory(RunSummary.ServerState st) {
        return String.format(
                Locale.ROOT,
                "data fits in memory: %s (the schema's data and indexes %s, InnoDB buffer" + " pool %s)",
                st.dataFitsInMemory(),
                mib(st.dataBytes()),
                st.bufferPoolBytes() < 0 ? "unknown" : mib(st.bufferPoolBytes()));
    }

    /** The server's work per completed transaction (or query, or event). */
    static String perTxn(RunSummary.ServerState st) {
        return String.format(
                Locale.ROOT,
                "%.2f fsyncs, %.2f log writes, %.1f rows read, %.1f rows written," + " %.1f handler reads",
                st.fsyncsPerTxn(),
                st.logWritesPerTxn(),
                st.rowsReadPerTxn(),
                st.rowsWrittenPerTxn(),
                st.handlerReadsPerTxn());
    }

    /** Row lock waits and deadlocks over the window, threads at its end. */
    static String locks(RunSummary.ServerState st) {
        return String.format(
                Locale.ROOT,
                "%,d row lock waits, %,d deadlocks; %d threads connected, %d running at" + " the end",
                st.rowLockWaits(),
                st.deadlocks(),
                st.threadsConnected(),
                st.threadsRunning());
    }

    private static String mib(long bytes) {
        return String.format(Locale.ROOT, "%,.1f MiB", bytes / 1048576.0);
    }

    /** A number without trailing zeros ({@code 5}, {@code 0.25}). */
    static String plain(double d) {
        return BigDecimal.valueOf(d).stripTrailingZeros().toPlainString();
    }

    private static String one(double d) {
        return String.format(Locale.ROOT, "%.1f", d);
    }

    /** Failed transactions of every type and of the deferred Delivery. */
    static long failed(RunSummary s) {
        return s.types().stream().mapToLong(TypeLine::failed).sum()
                + s.part().text().deferredFailed();
    }

    static List<List<String>> typeRows(RunSummary s) {
        List<List<String>> rows = new ArrayList<>();
        for (TypeLine t : s.types()) {
            rows.add(List.of(
                    t.name(),
                    Long.toString(t.completed()),
                    Long.toString(t.rolledBack()),
                    Long.toString(t.retried()),
                    Long.toString(t.failed()),
                    t.lateAfterMs() > 0 ? Long.toString(t.late()) : "-",
                    one(t.p50Ms()),
                    one(t.p90Ms()),
                    one(t.p95Ms()),
                    one(t.p99Ms()),
                    one(t.maxMs()),
                    String.format(Locale.ROOT, "%.2f", t.sharePct())));
        }
        rows.addAll(s.part().text().moreTypeRows());
        return rows;
    }

    /** The workload's sentence under the kinds' table, or its figures. */
    static String tableNote(RunSummary s) {
        String note = s.part().text().tableNote();
        return !note.isEmpty()
                ? note
                : String.join(
                        ", ",
                        s.workloadFigures().entrySet().stream()
                                .map(e -> e.getKey()
                                        + " "
                                        + String.format(
                                                Locale.ROOT,
                                                e.getValue() == Math.rint(e.getValue()) ? "%,.0f" : "%,.2f",
                                                e.getValue()))
                                .toList());
    }

    static List<List<String>> environmentRows(RunSummary s) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("server", s.environment().serverVersion()));
        rows.add(List.of("JDBC driver", s.environment().jdbcDriverVersion()));
        rows.add(List.of("isolation", s.environment().isolationLevel()));
        if (s.spread() != null) {
            rows.add(List.of("terminals served", s.spread().describe()));
        }
        if (!s.environment().statements().isEmpty()) {
            rows.add(List.of("statements", s.environment().statements()));
        }
        if (!s.environment().commit().isEmpty()) {
            rows.add(List.of("commit", s.environment().commit()));
        }
        for (RunSummary.ErrorLine e : s.faults() == null
                ? List.<RunSummary.ErrorLine>of()
                : s.faults().errors()) {
            rows.add(List.of(
                    "error " + e.code() + (e.meaning().isEmpty() ? "" : " (" + e.meaning() + ")"),
                    e.retried() + " retried, " + e.failed() + " failed"));
        }
        if (s.faults() != null && s.faults().partialCommits() > 0) {
            rows.add(List.of("partial commits", s.faults().partialCommits() + " (a consistency fault)"));
        }
        if (s.faults() != null && !s.faults().cancelled().isEmpty()) {
            rows.add(List.of(
                    "cancelled after the drain", String.join(", ", s.faults().cancelled())));
        }
        rows.add(List.of("driver CPU per transaction", String.format(Locale.ROOT, "%.3f ms", s.driverCpuMsPerTxn())));
        rows.add(List.of(
                "server statements per transaction",
                String.format(Locale.ROOT, "%.2f", s.server().statementsPerTxn())));
        rows.add(List.of(
                "server CPU per transaction",
                Double.isNaN(s.server().cpuMsPerTxn())
                        ? "not measured (the server is not on the driver's host)"
                        : String.format(Locale.ROOT, "%.3f ms", s.server().cpuMsPerTxn())));
        RunSummary.ServerState st = s.server().state();
        if (st != null) {
            rows.add(List.of("server buffer pool hit ratio", hitRatio(st)));
            rows.add(List.of("server data in memory", memory(st)));
            rows.add(List.of("server work per transaction", perTxn(st)));
            rows.add(List.of("server locks and threads", locks(st)));
        }
        rows.addAll(s.part().text().environmentRows());
        for (RunSummary.EndpointLine e :
                s.endpoints().size() > 1 ? s.endpoints() : List.<RunSummary.EndpointLine>of()) {
            rows.add(List.of(
                    "endpoint " + e.name(),
                    String.format(
                            Locale.ROOT,
                            "%,d transactions (tpmTOTAL %,.0f)," + " %d retried, %d failed, %d connection(s) lost",
                            e.completed(),
                            e.tpmTotal(),
                            e.retried(),
                            e.failed(),
                            e.connectionLosses())));
        }
        List<DriverLine> drivers = s.share() == null ? List.of() : s.share().drivers();
        for (int i = 0; i < drivers.size(); i++) {
            DriverLine d = drivers.get(i);
            rows.add(List.of(
                    "driver " + d.name(), s.part().text().driverRow(i, d, s.headlineKind(), ms(d.newOrderP90Ms()))));
        }
        RunSummary.Faults f = s.faults();
        rows.add(List.of(
                "connection faults (whole session)",
                String.format(
                        Locale.ROOT,
                        "%d lost, %d reconnected;" + " in-doubt commits: %d committed, %d rolled back, %d unresolved",
                        f.connectionLosses(),
                        f.reconnects(),
                        f.inDoubtCommitted(),
                        f.inDoubtRolledBack(),
                        f.inDoubtUnresolved())));
        return rows;
    }
}
