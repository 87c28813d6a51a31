package io.tpcbench.workload;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The workloads' parts of summaries as the engine's report reads and merges them: the command
 * line hands one to the report, which names no workload ({@code cli.Workloads} looks each up by
 * its name).
 */
public interface SummaryParts {
    /** The part of a {@code summary.json} of {@code workload}, read from its whole tree. */
    SummaryPart read(String workload, Map<String, Object> json);

    /**
     * Why several drivers' results of {@code workload} ({@code names}: their directories' names) are
     * not one measurement, as far as their parts tell; empty when they are.
     */
    List<String> problems(String workload, List<SummaryPart> drivers, List<String> names);

    /**
     * The merged part of several drivers' results of {@code workload}: their parts in order and the
     * merged tally.
     */
    SummaryPart merge(String workload, List<SummaryPart> drivers, Tally merged);

    /**
     * Whether the drivers' windows of {@code workload} end together (set by {@code runMins}), so
     * that ends far apart mean different measurements; false for a workload whose terminals end
     * with their work (TPC-H's streams), whose merged window ends with the last.
     */
    boolean windowsEndTogether(String workload);

    /** The kinds of {@code workload} in order (a summary written before it listed its latency logs). */
    List<? extends Kind> kinds(String workload);

    /** The kind of {@code workload}'s deferred work, if it defers any. */
    Optional<Kind> deferredKind(String workload);

    /** The workload of a summary that names none (written before there were others): the default one. */
    String defaultWorkload();
}
