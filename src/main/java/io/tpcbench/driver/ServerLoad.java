package io.tpcbench.driver;

import io.tpcbench.metrics.ProcessCpu;
import io.tpcbench.metrics.ServerStatus;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalLong;
import javax.sql.DataSource;

/**
 * What the run costs the database server, read at the window's start and end: its global status
 * (the statements it executed, all clients: {@link ServerStatus#statements}; rows, buffer pool reads, fsyncs,
 * lock waits: {@link ServerStatus}) and, when the server runs on this host and its pid file is
 * readable, the CPU time of its process from /proc. Every round trip the driver saves is saved
 * twice, here and in the driver. Also its global variables and the size of the run's schema.
 */
final class ServerLoad {
    private static final String STATUS = """
            SHOW GLOBAL STATUS
            """;
    private static final String VARIABLES = """
            SHOW GLOBAL VARIABLES
            """;
    /** The data and indexes of the connection's schema (the run's tables), as the server estimates them. */
    private static final String SCHEMA_BYTES = """
            SELECT COALESCE(SUM(DATA_LENGTH + INDEX_LENGTH), 0) FROM information_schema.TABLES
            WHERE TABLE_SCHEMA = DATABASE()
            """;

    private static final String PID_FILE = """
            SELECT @@pid_file
            """;

    /**
     * One reading: the global status's whole-number values, and the server's CPU ({@code cpuNanos}
     * empty when its process cannot be read).
     */
    record Reading(Map<String, Long> status, OptionalLong cpuNanos, Path pidFile) {
        long statements() {
            return ServerStatus.statements(status);
        }

        /** The server's CPU now, from /proc without a query, when it could be read at this reading. */
        OptionalLong cpuNow() {
            return cpuNanos.isPresent() ? processCpu(pidFile) : OptionalLong.empty();
        }
    }

    private ServerLoad() {}

    static Reading read(DataSource ds) throws SQLException {
        try (Connection c = ds.getConnection()) {
            Map<String, Long> status = ServerStatus.numeric(status(c));
            String pidFile;
            try (PreparedStatement ps = c.prepareStatement(PID_FILE);
                    ResultSet rs = ps.executeQuery()) {
                pidFile = rs.next() ? rs.getString(1) : null;
            }
            if (!c.getAutoCommit()) {
                c.commit();
            }
            Path path = pidFile == null ? null : Path.of(pidFile);
            return new Reading(status, path == null ? OptionalLong.empty() : processCpu(path), path);
        }
    }

    /** SHOW GLOBAL STATUS, name to value. */
    static Map<String, String> status(Connection c) throws SQLException {
        return nameValues(c, STATUS);
    }

    /** SHOW GLOBAL VARIABLES, name to value (null for NULL), in the server's order. */
    static Map<String, String> variables(Connection c) throws SQLException {
        return nameValues(c, VARIABLES);
    }

    /** The bytes of data and indexes in the connection's schema. */
    static long schemaBytes(Connection c) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(SCHEMA_BYTES);
                ResultSet rs = ps.executeQuery()) {
            return rs.next() ? rs.getLong(1) : 0;
        }
    }

    private static Map<String, String> nameValues(Connection c, String sql) throws SQLException {
        Map<String, String> m = new LinkedHashMap<>();
        try (PreparedStatement ps = c.prepareStatement(sql);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                m.put(rs.getString(1), rs.getString(2));
            }
        }
        return m;
    }

    /**
     * User + system CPU of the process whose pid the file holds, if it is a MySQL-family server on
     * this host (its pid file readable and its /proc entry a mysqld or mariadbd).
     */
    static OptionalLong processCpu(Path pidFile) {
        try {
            long pid = Long.parseLong(
                    Files.readString(pidFile, StandardCharsets.US_ASCII).strip());
            Path proc = Path.of("/proc", Long.toString(pid));
            String comm = Files.readString(proc.resolve("comm"), StandardCharsets.US_ASCII)
                    .strip();
            if (!comm.equals("mariadbd") && !comm.equals("mysqld")) {
                return OptionalLong.empty();
            }
            return OptionalLong.of(
                    ProcessCpu.cpuTicks(Files.readString(proc.resolve("stat"), StandardCharsets.US_ASCII))
                            * ProcessCpu.NANOS_PER_TICK);
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
    }
}
