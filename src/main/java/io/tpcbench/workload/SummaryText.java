package io.tpcbench.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A workload's lines in the summary the engine prints: its opening block, what it says after the
 * kinds' table, on the faults line, per driver of a merged result, and before the verdicts. The
 * engine prints its own lines around them.
 */
public interface SummaryText {
    /**
     * The facts of the engine's part that a workload's lines quote: the session, the window's
     * seconds, the terminals, the throughput, the agreed {@code startAt} (text, empty when none)
     * and whether the result merges several drivers.
     */
    record Overview(String workload, String sessionStart, String sessionEnd, double measuredSecs, boolean interrupted,
            int terminals, double tpmTotal, long transactionCount, String startAt, boolean merged) {
        /** The note of an interrupted window, empty otherwise. */
        public String interruptedNote() {
            return interrupted ? " (interrupted: the window ends at the interrupt)" : "";
        }
    }

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
        return String.format(Locale.ROOT, "Driver %s (%d terminals): %.2f per minute, %d failed, %s p90 %.1f ms,"
                + " driver CPU %.3f ms per transaction", d.name(), d.terminals(), d.tpmTotal(), d.failed(), firstKind,
                d.newOrderP90Ms(), d.driverCpuMsPerTxn());
    }

    /** The lines just before the verdicts. */
    default List<String> beforeVerdicts() {
        return List.of();
    }

    /** A workload's own closing block ({@code lines}), then the engine's line of the session. */
    static SummaryText closing(List<String> lines) {
        List<String> copy = List.copyOf(lines);
        return o -> {
            List<String> l = new ArrayList<>(copy);
            l.add("");
            l.add(String.format(Locale.ROOT, "workload=%s: measured %.1f s%s with %d terminal(s), session %s to %s",
                    o.workload(), o.measuredSecs(), o.interruptedNote(), o.terminals(), o.sessionStart(),
                    o.sessionEnd()));
            return l;
        };
    }
}
