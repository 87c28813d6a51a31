package io.tpcbench.workload;

import io.tpcbench.config.TpcConfig;
import io.tpcbench.config.WorkloadKeys;
import java.util.List;
import java.util.Map;
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
     * from their parts, in order, and the merged tally (their counts, latency logs, terminals and
     * window). By default none: no closing lines, no figures.
     */
    default SummaryPart mergePart(List<SummaryPart> drivers, Tally merged) {
        return SummaryPart.of(
                List.of(),
                Map.of(),
                merged.types().stream().mapToLong(TypeLine::completed).sum()
                        / Math.max(merged.measuredSecs(), 1e-9)
                        * 60);
    }

    /**
     * Why several drivers' results ({@code names}: their directories' names) are not one
     * measurement of this workload, as far as their parts tell; empty when they are.
     */
    default List<String> mergeProblems(List<SummaryPart> drivers, List<String> names) {
        return List.of();
    }

    /** The workload's part of a {@code summary.json} it wrote, read from the file's whole tree. */
    default SummaryPart readPart(Map<String, Object> json) {
        return SummaryPart.read(json);
    }

    /** Prepares a run on a built database; fails with a clear message when it is not built for this workload. */
    RunPlan prepareRun(RunSetup setup) throws Exception;

    /** The kind the background workers' work is measured under ({@link Deferrer}), if the workload defers any. */
    default Optional<Kind> deferredKind() {
        return Optional.empty();
    }

    /**
     * Where the run's terminals sit ({@link Seats}): the partition each one's work writes, by which
     * the engine sizes each endpoint's pool under {@code endpointAffinity=warehouse}. None by default.
     */
    default Seats seats(TpcConfig config) {
        return Seats.NONE;
    }

    /**
     * How {@code runDrivers.sh} splits a run among {@code drivers} machines, one share each: by
     * default the terminals alone; a workload scaled by its data splits that too (TPC-C: each
     * driver's terminals live in a warehouse range of their own).
     */
    default List<DriverShare> splitRun(TpcConfig config, int drivers) {
        return DriverShare.terminalsOnly(drivers, config.run().terminals());
    }

    /**
     * How {@code runDrivers.sh ... load} splits the build among {@code drivers} machines, one share
     * each (TPC-C: warehouse ranges); empty, the default, for a workload that builds from one
     * machine only ({@code run/runDatabaseBuild.sh}).
     */
    default Optional<List<DriverShare>> splitLoad(TpcConfig config, int drivers) {
        return Optional.empty();
    }

    /**
     * How many distinct statement texts one connection of a run under {@code config} may send, when
     * that may be more than the engine's statement caches hold by default (512): the caches are then
     * sized to hold them all, so that no statement is parsed or prepared on the server twice.
     * 0, the default: the default caches hold them.
     */
    default int statementTexts(TpcConfig config) {
        return 0;
    }

    /** Its ACID tests ({@code run/runAcid.sh}) under {@code config}; none by default. */
    default Optional<AcidSuite> acid(TpcConfig config) {
        return Optional.empty();
    }

    /**
     * The terminals the engine starts for a run under {@code config}, each with its own source of
     * work ({@link WorkloadRun#terminal}): {@code terminals} by default; a workload that runs others
     * beside them adds those (CH-benCHmark's analytical query streams, after the TPC-C terminals).
     * The pools are sized for all of them.
     */
    default int terminals(TpcConfig config) {
        return config.run().terminals();
    }

    /** The background workers of its deferred work under {@code config} (none unless it defers any). */
    default int deferredWorkers(TpcConfig config) {
        return 0;
    }
}
