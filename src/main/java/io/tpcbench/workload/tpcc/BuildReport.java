package io.tpcbench.workload.tpcc;

import io.tpcbench.config.ConfigPrinter;
import io.tpcbench.config.DirectoryPattern;
import io.tpcbench.config.OutputException;
import io.tpcbench.config.OutputLocation;
import io.tpcbench.config.SecretMask;
import io.tpcbench.load.LoadStats;
import io.tpcbench.workload.Context;
import io.tpcbench.workload.tpcc.load.Loader;
import io.tpcbench.workload.tpcc.schema.Table;
import io.tpcbench.workload.tpcc.schema.TableSizes;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Per table: rows and raw bytes generated next to the database's data and index bytes, and the
 * ratio raw/data (the compression ratio in storage-engine comparisons). Printed after a build and
 * kept in the build directory with the masked config and the build's console transcript.
 */
final class BuildReport {
    private final LoadStats stats;
    private final Map<String, TableSizes.Size> sizes;

    private BuildReport(LoadStats stats, Map<String, TableSizes.Size> sizes) {
        this.stats = stats;
        this.sizes = sizes;
    }

    static BuildReport measure(Context session, Loader.Result load) throws Exception {
        try (Connection c = session.connections().open()) {
            return new BuildReport(load.stats(), TableSizes.read(c));
        }
    }

    List<String> lines() {
        List<String> lines = new ArrayList<>();
        lines.add(String.format(
                Locale.ROOT,
                "%-18s %12s %10s %10s %10s %8s",
                "table",
                "rows",
                "raw MB",
                "data MB",
                "index MB",
                "raw/data"));
        long rows = 0;
        long raw = 0;
        long data = 0;
        long index = 0;
        for (Table t : Table.values()) {
            TableSizes.Size s = sizes.getOrDefault(t.sqlName(), new TableSizes.Size(0, 0));
            lines.add(row(t.sqlName(), stats.rows(t), stats.rawBytes(t), s.dataBytes(), s.indexBytes()));
            rows += stats.rows(t);
            raw += stats.rawBytes(t);
            data += s.dataBytes();
            index += s.indexBytes();
        }
        lines.add(row("total", rows, raw, data, index));
        return lines;
    }

    private static String row(String name, long rows, long raw, long data, long index) {
        return String.format(
                Locale.ROOT,
                "%-18s %,12d %10.1f %10.1f %10.1f %8s",
                name,
                rows,
                raw / 1e6,
                data / 1e6,
                index / 1e6,
                data == 0 ? "-" : String.format(Locale.ROOT, "%.2f", (double) raw / data));
    }

    private String csv() {
        StringBuilder sb = new StringBuilder("table,rows,raw_bytes,data_bytes,index_bytes\n");
        for (Table t : Table.values()) {
            TableSizes.Size s = sizes.getOrDefault(t.sqlName(), new TableSizes.Size(0, 0));
            sb.append(t.sqlName())
                    .append(',')
                    .append(stats.rows(t))
                    .append(',')
                    .append(stats.rawBytes(t))
                    .append(',')
                    .append(s.dataBytes())
                    .append(',')
                    .append(s.indexBytes())
                    .append('\n');
        }
        return sb.toString();
    }

    /**
     * Checks, before the build's long work, that its report can go to {@code buildDirectory}: a new
     * directory (an earlier build's report is never overwritten) in one that takes files.
     */
    static void checkDirectory(Context session, ZonedDateTime started) {
        OutputLocation.fresh("buildDirectory", directory(session, started));
    }

    private static Path directory(Context session, ZonedDateTime started) {
        return DirectoryPattern.format(session.config().build().buildDirectory(), started);
    }

    void write(Context session, ZonedDateTime started, List<String> transcript) {
        Path dir = directory(session, started);
        Path file = dir;
        try {
            Files.createDirectories(dir);
            file = dir.resolve("build.properties");
            Files.writeString(file, ConfigPrinter.asProperties(session.config()), StandardCharsets.UTF_8);
            file = dir.resolve("sizes.csv");
            Files.writeString(file, csv(), StandardCharsets.UTF_8);
            file = dir.resolve("build.log");
            SecretMask mask = SecretMask.of(session.config());
            Files.write(file, transcript.stream().map(mask::mask).toList(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new OutputException(file, e);
        }
        session.out().accept("Build report written to " + dir.toAbsolutePath());
    }
}
