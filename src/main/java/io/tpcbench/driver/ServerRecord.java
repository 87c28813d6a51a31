package io.tpcbench.driver;

import io.tpcbench.config.OutputFailures;
import io.tpcbench.metrics.ServerStatus;
import io.tpcbench.report.RunSummary;
import io.tpcbench.report.SummaryBuilder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import javax.sql.DataSource;

/**
 * The server's state at the window's edges, kept in the result directory: its global variables at
 * the start ({@code data/server_variables.csv}), the change of its global status over the window
 * ({@code data/server_status.csv}: every whole-number counter at the start and the end), and what
 * the summary makes of them ({@link RunSummary.ServerState}). A file that cannot be written is one
 * of the run's {@link OutputFailures}.
 */
final class ServerRecord {
    static final String VARIABLES_CSV = "server_variables.csv";
    static final String STATUS_CSV = "server_status.csv";
    private static final String BUFFER_POOL = "innodb_buffer_pool_size";

    private final Path dataDir;
    private final OutputFailures failures;
    private ServerLoad.Reading start;
    private OptionalLong cpuAtWindowEnd = OptionalLong.empty();
    private long bufferPoolBytes = -1;

    ServerRecord(Path dataDir, OutputFailures failures) {
        this.dataDir = dataDir;
        this.failures = failures;
    }

    /**
     * Reads the variables and then the status at the window's start (the status last, so that the
     * server's CPU is read as close as may be to the driver's) and writes the variables.
     */
    void atStart(DataSource ds) throws SQLException {
        Map<String, String> variables;
        try (Connection c = ds.getConnection()) {
            variables = ServerLoad.variables(c);
            if (!c.getAutoCommit()) {
                c.commit();
            }
        }
        start = ServerLoad.read(ds);
        String pool = variables.get(BUFFER_POOL);
        bufferPoolBytes = pool != null && pool.matches("\\d{1,18}") ? Long.parseLong(pool) : -1;
        List<String> lines = new ArrayList<>(List.of("name,value"));
        variables.forEach((k, v) -> lines.add(k + "," + csv(v)));
        write(VARIABLES_CSV, lines);
    }

    /**
     * Reads the server's CPU at the instant the window ends, from /proc and without a query, at the
     * same moment as the driver's own: the two CPU figures per transaction cover the same interval.
     */
    void windowEnds() {
        if (start != null) {
            cpuAtWindowEnd = start.cpuNow();
        }
    }

    /**
     * Reads the status at the window's end, writes the counters' change and returns the window's
     * cost; unknown when the start was not read.
     */
    SummaryBuilder.ServerCost atEnd(DataSource ds) throws SQLException {
        if (start == null) {
            return SummaryBuilder.ServerCost.UNKNOWN;
        }
        ServerLoad.Reading end = ServerLoad.read(ds);
        long schemaBytes;
        try (Connection c = ds.getConnection()) {
            schemaBytes = ServerLoad.schemaBytes(c);
            if (!c.getAutoCommit()) {
                c.commit();
            }
        }
        List<String> lines = new ArrayList<>(List.of("name,start,end,change"));
        end.status().forEach((k, v) -> {
            Long s = start.status().get(k);
            if (s != null) {
                lines.add(k + "," + s + "," + v + "," + (v - s));
            }
        });
        write(STATUS_CSV, lines);
        OptionalLong endCpu = cpuAtWindowEnd.isPresent() ? cpuAtWindowEnd : end.cpuNanos();
        long cpu = start.cpuNanos().isPresent() && endCpu.isPresent()
                ? endCpu.getAsLong() - start.cpuNanos().getAsLong()
                : -1;
        RunSummary.ServerState state = RunSummary.ServerState.of(
                ServerStatus.window(start.status(), end.status()),
                end.status().getOrDefault(ServerStatus.THREADS_CONNECTED, 0L),
                end.status().getOrDefault(ServerStatus.THREADS_RUNNING, 0L),
                bufferPoolBytes,
                schemaBytes,
                0);
        return new SummaryBuilder.ServerCost(end.statements() - start.statements(), cpu, state);
    }

    private static String csv(String v) {
        if (v == null) {
            return "";
        }
        return v.contains(",") || v.contains("\"") || v.contains("\n") ? "\"" + v.replace("\"", "\"\"") + "\"" : v;
    }

    private void write(String name, List<String> lines) {
        try {
            Files.write(dataDir.resolve(name), lines, StandardCharsets.UTF_8);
        } catch (IOException e) {
            failures.failed(dataDir.resolve(name), e);
        }
    }
}
