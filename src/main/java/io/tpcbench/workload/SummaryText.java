package io.tpcbench.workload;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A workload's words in the summary and the report the engine draws: its opening block, what it
 * says after the kinds' table, on the faults line, per driver of a merged result and before the
 * verdicts, and on the report page its cards, rows and notes. The engine prints its own lines
 * around them, and draws its defaults where a workload says nothing.
 */
public interface SummaryText {
    /**
     * The facts of the engine's part that a workload's words quote: the session, the window's
     * seconds, the terminals, the throughput, the kinds' lines, the failed units, the agreed
     * {@code startAt} (text, empty when none) and whether the result merges several drivers.
     */
    record Overview(
            String workload,
            String sessionStart,
            String sessionEnd,
            double measuredSecs,
            boolean interrupted,
            int terminals,
            double tpmTotal,
            long transactionCount,
            List<TypeLine> types,
            long failed,
            String startAt,
            boolean merged) {
        /** The note of an interrupted window, empty otherwise. */
        public String interruptedNote() {
            return interrupted ? " (interrupted: the window ends at the interrupt)" : "";
        }
    }

    /** A headline card of the report page; {@code status} is {@code pass}, {@code fail} or empty. */
    record Card(String name, String value, String status) {}

    /** The opening block. */
    List<String> opening(Overview o);

    /** What part of the data a merged result's drivers covered (TPC-C: their home warehouses), empty if nothing to say. */
    default String coverage() {
        return "";
    }

    /** The lines after the kinds' table. */
    default List<String> afterTable() {
        return List.of();
    }

    /** Appended to the connection faults line. */
    default String faultsNote() {
        return "";
    }

    /** The line of driver {@code index} of a merged result; {@code firstKind} names the kind of its p90. */
    default String driverLine(int index, DriverLine d, String firstKind) {
        return String.format(
                Locale.ROOT,
                "Driver %s (%d terminals): %.2f per minute, %d failed, %s p90 %.1f ms,"
                        + " driver CPU %.3f ms per transaction",
                d.name(),
                d.terminals(),
                d.tpmTotal(),
                d.failed(),
                firstKind,
                d.newOrderP90Ms(),
                d.driverCpuMsPerTxn());
    }

    /** The lines just before the verdicts. */
    default List<String> beforeVerdicts() {
        return List.of();
    }

    /** The workload's own closing block, as the report page shows it when the workload has no verdicts. */
    default List<String> block() {
        return List.of();
    }

    /** Completed units beyond the kinds' (TPC-C's deferred Deliveries). */
    default long deferredCompleted() {
        return 0;
    }

    /** Failed units beyond the kinds' (TPC-C's deferred Deliveries). */
    default long deferredFailed() {
        return 0;
    }

    /** The scale the report's first line names before the terminals ({@code "4 warehouse(s), "}), or nothing. */
    default String scale() {
        return "";
    }

    /**
     * The name of the headline figure when it is the first kind's rate per minute (TPC-C's
     * {@code tpmC}): the report's throughput chart marks it; empty otherwise.
     */
    default String firstKindRate() {
        return "";
    }

    /** The first kind's key in CSV column names ({@code newOrder} of {@code newOrderP90Ms}); empty: none. */
    default String firstKindKey() {
        return "";
    }

    /** The report's headline cards; none: the engine's (the first figures, the units, each kind's p95, failures). */
    default List<Card> cards(Overview o, List<Verdict> verdicts) {
        return List.of();
    }

    /**
     * The workload's own tables on the report page, under its heading; none: its closing block as
     * text there. A workload with tables keeps its closing block on the page too, folded away.
     */
    default List<PageTable> pageTables() {
        return List.of();
    }

    /** The workload's own bar charts on the report page, after its tables. */
    default List<PageBars> pageBars() {
        return List.of();
    }

    /** The workload's own charts of its interval figures over the run's time, after its bars. */
    default List<PageLines> pageLines() {
        return List.of();
    }

    /** The workload's own timelines of its units on the report page, after its other charts. */
    default List<PageTimeline> pageTimelines() {
        return List.of();
    }

    /** What the pages call the run's terminals, plural (sysbench's threads, TPC-H's query streams). */
    default String terminalsName() {
        return "terminal(s)";
    }

    /** The engine's sections the report page shows for this workload: all unless it says otherwise. */
    default Set<PageCommon> pageCommon() {
        return EnumSet.allOf(PageCommon.class);
    }

    /**
     * Whether the engine's per-kind charts (units per minute, mean by kind, response time over time
     * and its distribution) draw the kind of latency log {@code kind} ({@code NEW_ORDER}): every kind
     * by default; a workload whose kinds differ by orders of magnitude draws some in its own charts
     * (CH-benCHmark's queries, beside TPC-C's transactions).
     */
    default boolean charted(String kind) {
        return true;
    }

    /**
     * Figures of the workload's ({@link SummaryPart#figures()} keys, with the names a chart gives
     * them) that a sweep draws against the swept key beside the headline: CH-benCHmark's QphH, so
     * that one sweep shows what each side costs the other; none by default.
     */
    default Map<String, String> sweepFigures() {
        return Map.of();
    }

    /** The note the report page puts above the verdicts. */
    default String verdictsNote() {
        return "";
    }

    /** Rows the report's kind table shows after the kinds (TPC-C's Delivery-BG). */
    default List<List<String>> moreTypeRows() {
        return List.of();
    }

    /** The sentence under the report's kind table; empty: the engine's line of the workload's figures. */
    default String tableNote() {
        return "";
    }

    /** Rows of the report's table of the database, driver and faults that are the workload's (figure, value). */
    default List<List<String>> environmentRows() {
        return List.of();
    }

    /** The report's row of driver {@code index} of a merged result (its value cell). */
    default String driverRow(int index, DriverLine d, String firstKind, String p90) {
        return String.format(
                Locale.ROOT,
                "%d terminals: %,.0f per minute, %d failed, %s p90 %s, CPU %.3f ms per" + " transaction",
                d.terminals(),
                d.tpmTotal(),
                d.failed(),
                firstKind,
                p90,
                d.driverCpuMsPerTxn());
    }

    /** A workload's own closing block ({@code lines}), then the engine's line of the session. */
    static SummaryText closing(List<String> lines) {
        List<String> copy = List.copyOf(lines);
        return new SummaryText() {
            @Override
            public List<String> opening(Overview o) {
                List<String> l = new ArrayList<>(copy);
                l.add("");
                l.add(String.format(
                        Locale.ROOT,
                        "workload=%s: measured %.1f s%s with %d terminal(s), session %s to %s",
                        o.workload(),
                        o.measuredSecs(),
                        o.interruptedNote(),
                        o.terminals(),
                        o.sessionStart(),
                        o.sessionEnd()));
                return l;
            }

            @Override
            public List<String> block() {
                return copy;
            }
        };
    }
}
