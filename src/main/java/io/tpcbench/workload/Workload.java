package io.tpcbench.workload;

import io.tpcbench.config.TpcConfig;
import io.tpcbench.config.WorkloadKeys;
import io.tpcbench.report.RunSummary;
import io.tpcbench.report.SummaryBuilder;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import java.util.Optional;

/**
 * A workload: one package under {@code io.tpcbench.workload} that says what its transactions or
 * queries are and how a terminal draws the next one; the shared engine does everything else
 * (connections and endpoints, terminals and pacing, the warm-up and the window, retries, latency
 * histograms, interval lines, the result directory). {@link Workloads} maps {@code workload=} to
 * one; the engine names no workload anywhere else.
 */
public interface Workload {
    /** The value of {@code workload=} that selects it. */
    String name();

    /** Its props keys beyond the engine's, and their checks. */
    WorkloadKeys keys();

    /** Its kinds of transactions or queries, in their display order ({@link Kind#ordinal()}). */
    List<? extends Kind> kinds();

    /** Its database steps: build, load, check, destroy. */
    Steps steps();

    /**
     * Whether the run's connections start in autocommit mode: for a workload whose units send
     * their own BEGIN and COMMIT, or none (sysbench's), so that no unit pays a round trip to switch
     * it; TPC-C's transactions run with autocommit off.
     */
    default boolean autoCommit() {
        return false;
    }

    /**
     * The workload's part of a summary merged from several drivers' ({@code mergeResults.sh}):
     * its closing lines and figures from theirs, its first kind's merged latencies, their
     * terminals together and the merged window. TPC-C's sections are the merge's own.
     */
    default SummaryBuilder.WorkloadPart mergePart(List<RunSummary> drivers, Histogram latencies,
            RunSummary.TerminalSpread spread, double windowSecs) {
        return SummaryBuilder.WorkloadPart.of(List.of(), Map.of());
    }

    /** Prepares a run on a built database; fails with a clear message when it is not built for this workload. */
    RunPlan prepareRun(RunSetup setup) throws Exception;

    /** The kind the background workers' work is measured under ({@link Deferrer}), if the workload defers any. */
    default Optional<Kind> deferredKind() {
        return Optional.empty();
    }

    /** The background workers of its deferred work under {@code config} (none unless it defers any). */
    default int deferredWorkers(TpcConfig config) {
        return 0;
    }
}
