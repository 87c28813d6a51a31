package io.tpcbench.workload.tpch;

import io.tpcbench.config.ConfigException;
import io.tpcbench.workload.Context;
import io.tpcbench.workload.tpch.refresh.UpdateFiles;
import io.tpcbench.workload.tpch.refresh.UpdateSets;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * {@code run/runLoader.sh PROPS refreshSets=N..M fileLocation=DIR}: dbgen's update sets written
 * as {@code dbgen -s SF -U M} writes them (TPC-H 4.2.4, 2.6.3, 2.7.3), for users who run the
 * refresh functions with their own tools; a file already there is never replaced.
 */
final class UpdateSetWriter {
    private UpdateSetWriter() {}

    static void write(Context ctx) throws IOException {
        TpchOptions o = TpchOptions.of(ctx.config().effective());
        Path dir = ctx.config()
                .build()
                .fileLocation()
                .orElseThrow(() -> new ConfigException("TPC-H's run/runLoader.sh writes dbgen's update sets as files:"
                        + " set fileLocation=DIR and refreshSets=N or FIRST..LAST (the database is loaded by"
                        + " run/runDatabaseBuild.sh)"));
        if (o.refreshSets().isEmpty()) {
            throw new ConfigException("TPC-H's run/runLoader.sh writes dbgen's update sets into fileLocation=" + dir
                    + ": say which with refreshSets=N or FIRST..LAST");
        }
        UpdateSets sets = new UpdateSets(o.scaleFactor());
        int[] range = o.refreshSetRange(sets.sets());
        Files.createDirectories(dir);
        UpdateFiles files = new UpdateFiles(sets);
        long t0 = System.nanoTime();
        for (int set = range[0]; set <= range[1]; set++) {
            try {
                files.write(set, dir);
            } catch (FileAlreadyExistsException e) {
                throw new ConfigException(e.getFile() + " exists: tpcbench never replaces a file; remove it or choose"
                        + " another fileLocation");
            }
            ctx.out()
                    .accept(String.format(
                            Locale.ROOT,
                            "update set %d of %d..%d: orders.tbl.u%d, lineitem.tbl.u%d, delete.%d (%,d orders)",
                            set,
                            range[0],
                            range[1],
                            set,
                            set,
                            set,
                            sets.ordersPerSet()));
        }
        ctx.out()
                .accept(String.format(
                        Locale.ROOT,
                        "Wrote update sets %d..%d at SF %s into %s in %.1f s, as dbgen -s %s -U %d writes them",
                        range[0],
                        range[1],
                        o.scaleText(),
                        dir,
                        (System.nanoTime() - t0) / 1e9,
                        o.scaleText(),
                        range[1]));
    }
}
