package io.tpcbench.workload;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * A workload's run, prepared before the result directory exists: what it adds to
 * {@code run.properties} and to the console, its scales for {@code data/runInfo.csv}, and the run
 * itself once the directory is there.
 */
public interface RunPlan {
    /** Lines of {@code key=value} added to {@code run.properties}; none by default. */
    default List<String> properties() {
        return List.of();
    }

    /** Lines said on the console before the terminals start. */
    List<String> describe();

    /** The scale the run ran on (TPC-C: the database's warehouses). */
    int scale();

    /**
     * The partitions this driver's terminals live in, {@code data/runInfo.csv}'s
     * {@code runWarehouses} (BenchmarkSQL's column; TPC-C: the home warehouses of
     * {@code runWarehouseFrom..runWarehouseTo}); 1 for a workload without home partitions.
     */
    default int runScale() {
        return 1;
    }

    /**
     * How the workload's statements travel, when it says so itself; else the engine's statement
     * mode says (TPC-C's trips and where its COMMIT goes).
     */
    default Optional<String> statements() {
        return Optional.empty();
    }

    /**
     * The keying and think time multipliers of {@code data/runInfo.csv}'s columns (BenchmarkSQL's),
     * for a workload with keying and think times; 0 and 0 otherwise.
     */
    default List<Double> timeMultipliers() {
        return List.of(0.0, 0.0);
    }

    /** The run, writing what it writes itself into {@code dataDir}. */
    WorkloadRun start(Path dataDir) throws IOException;
}
