package io.tpcbench.config;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What {@code runDatabaseBuild} creates and loads. {@code dataNodes} ({@code host:port}) are the
 * servers under a sharding layer's head ({@code sharding=spider}): every DDL step runs on them as
 * written and on the head in the variant; {@code loadIntoDataNodes} sends the rows straight to
 * the node that holds them instead of through the head. {@code force} lets a destroy drop tables of
 * the workload's names that no recorded build created.
 */
public record BuildConfig(
        int loadWorkers,
        OptionalLong seed,
        int loadBatchRows,
        int loadCommitRows,
        Optional<Path> fileLocation,
        String csvNullValue,
        Optional<Path> textCorpus,
        boolean foreignKeys,
        int checkWorkers,
        String buildDirectory,
        String sharding,
        int partitions,
        List<String> dataNodes,
        boolean loadIntoDataNodes,
        boolean force) {

    public BuildConfig {
        dataNodes = List.copyOf(dataNodes);
    }
}
