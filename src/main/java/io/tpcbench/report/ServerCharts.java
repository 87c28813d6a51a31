package io.tpcbench.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jfree.data.xy.XYSeries;

/**
 * The database server over the session, from {@code data/server_status_intervals.csv} (sampled
 * every report interval): the rows it read and wrote per second, its buffer pool reads from disk,
 * fsyncs and row lock waits per second, and its threads. None when the file is missing (a result
 * of an older tpcbench, or a merge).
 */
final class ServerCharts {
    static final String CSV = "data/server_status_intervals.csv";

    private ServerCharts() {}

    static List<ChartImage> of(RunResult run) {
        Path csv = run.dir().resolve(CSV);
        if (!Files.isRegularFile(csv)) {
            return List.of();
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ReportException(csv + " cannot be read: " + e.getMessage(), e);
        }
        if (lines.size() < 2) {
            return List.of();
        }
        List<String> header = List.of(lines.get(0).split(","));
        List<String[]> rows = lines.subList(1, lines.size()).stream()
                .map(l -> l.split(",", -1))
                .toList();
        String every = "sampled every reportIntervalSecs from SHOW GLOBAL STATUS";
        List<ChartImage> charts = new ArrayList<>();
        boolean innodbRows = has(header, rows, "Innodb_rows_read_per_sec");
        add(
                charts,
                run,
                "server_rows",
                "Rows on the database server",
                (innodbRows
                                ? "Rows InnoDB read, inserted," + " updated and deleted"
                                : "Rows read (Rows_read) and the handlers' row writes, updates and deletes")
                        + " per second, " + every,
                "rows/s",
                innodbRows
                        ? series(
                                header,
                                rows,
                                List.of(
                                        "Innodb_rows_read",
                                        "Innodb_rows_inserted",
                                        "Innodb_rows_updated",
                                        "Innodb_rows_deleted"),
                                List.of("read", "inserted", "updated", "deleted"))
                        : series(
                                header,
                                rows,
                                List.of("Rows_read", "Handler_write", "Handler_update", "Handler_delete"),
                                List.of("read", "written", "updated", "deleted")));
        add(
                charts,
                run,
                "server_io",
                "Buffer pool misses, fsyncs and lock waits",
                "Buffer pool reads that went to" + " disk, data and log fsyncs and row lock waits per second, " + every,
                "per s",
                series(
                        header,
                        rows,
                        List.of(
                                "Innodb_buffer_pool_reads",
                                "Innodb_data_fsyncs",
                                "Innodb_os_log_fsyncs",
                                "Innodb_row_lock_waits"),
                        List.of("buffer pool reads from disk", "data fsyncs", "log fsyncs", "row lock waits")));
        add(
                charts,
                run,
                "server_threads",
                "Threads of the database server",
                "Threads connected and running (all" + " clients), " + every,
                "threads",
                gauges(header, rows));
        return charts;
    }

    /** The chart, unless the server had none of its counters. */
    private static void add(
            List<ChartImage> charts,
            RunResult run,
            String id,
            String title,
            String caption,
            String unit,
            List<XYSeries> series) {
        if (!series.isEmpty()) {
            charts.add(RunCharts.timeChart(run, id, title, caption, unit, series));
        }
    }

    private static List<XYSeries> series(
            List<String> header, List<String[]> rows, List<String> counters, List<String> names) {
        List<XYSeries> all = new ArrayList<>();
        for (int i = 0; i < counters.size(); i++) {
            column(header, rows, counters.get(i) + "_per_sec", names.get(i)).ifPresent(all::add);
        }
        return all;
    }

    private static List<XYSeries> gauges(List<String> header, List<String[]> rows) {
        List<XYSeries> all = new ArrayList<>();
        column(header, rows, "Threads_connected", "connected").ifPresent(all::add);
        column(header, rows, "Threads_running", "running").ifPresent(all::add);
        return all;
    }

    /** Whether the server had the column's counter (its cells are not all empty). */
    private static boolean has(List<String> header, List<String[]> rows, String name) {
        int at = header.indexOf(name);
        return at >= 0 && rows.stream().anyMatch(r -> r.length > at && !r[at].isEmpty());
    }

    /** One column against the seconds since the session started; none when the server lacks the counter. */
    private static Optional<XYSeries> column(List<String> header, List<String[]> rows, String name, String label) {
        int at = header.indexOf(name);
        if (!has(header, rows, name)) {
            return Optional.empty();
        }
        XYSeries s = new XYSeries(label);
        for (String[] r : rows) {
            if (r.length > at && !r[at].isEmpty()) {
                ChartStyle.add(s, Long.parseLong(r[0]) / 1000.0, Double.parseDouble(r[at]));
            }
        }
        return Optional.of(s);
    }
}
