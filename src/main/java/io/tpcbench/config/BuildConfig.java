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
        int warehouses,
        int loadWorkers,
        int loadWarehouseFrom,
        int loadWarehouseTo,
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

    /** True when this loader owns every warehouse (and so also loads ITEM and bmsql_config). */
    public boolean loadsAllWarehouses() {
        return loadWarehouseFrom == 1 && loadWarehouseTo == warehouses;
    }

    public int warehousesToLoad() {
        return loadWarehouseTo - loadWarehouseFrom + 1;
    }
}
