package io.tpcbench.config;

import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalLong;

/** What {@code runDatabaseBuild} creates and loads. */
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
        int partitions) {

    /** True when this loader owns every warehouse (and so also loads ITEM and bmsql_config). */
    public boolean loadsAllWarehouses() {
        return loadWarehouseFrom == 1 && loadWarehouseTo == warehouses;
    }

    public int warehousesToLoad() {
        return loadWarehouseTo - loadWarehouseFrom + 1;
    }
}
