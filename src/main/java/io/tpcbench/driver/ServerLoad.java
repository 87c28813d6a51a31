package io.tpcbench.driver;

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
 * (the statements it executed, {@code Questions}, all clients; rows, buffer pool reads, fsyncs,
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
    /** Linux reports /proc times in USER_HZ ticks, fixed at 100 per second for user space. */
    private static final long NANOS_PER_TICK = 10_000_000L;

    /**
     * One reading: the global status's whole-number values, and the server's CPU ({@code cpuNanos}
     * empty when its process cannot be read).
     */
    record Reading(Map<String, Long> status, OptionalLong cpuNanos) {
        long statements() {
            return status.getOrDefault(ServerStatus.QUESTIONS, 0L);
        }
    }

    private ServerLoad() {}

    static Reading read(DataSource ds) throws SQLException {
        try (Connection c = ds.getConnection()) {
            Map<String, Long> status = ServerStatus.numeric(status(c));
            String pidFile;
            try (PreparedStatement ps = c.prepareStatement(PID_FILE); ResultSet rs = ps.executeQuery()) {
                pidFile = rs.next() ? rs.getString(1) : null;
            }
            if (!c.getAutoCommit()) {
                c.commit();
            }
            return new Reading(status, pidFile == null ? OptionalLong.empty() : processCpu(Path.of(pidFile)));
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
        try (PreparedStatement ps = c.prepareStatement(SCHEMA_BYTES); ResultSet rs = ps.executeQuery()) {
            return rs.next() ? rs.getLong(1) : 0;
        }
    }

    private static Map<String, String> nameValues(Connection c, String sql) throws SQLException {
        Map<String, String> m = new LinkedHashMap<>();
        try (PreparedStatement ps = c.prepareStatement(sql); ResultSet rs = ps.executeQuery()) {
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
            long pid = Long.parseLong(Files.readString(pidFile, StandardCharsets.US_ASCII).strip());
            Path proc = Path.of("/proc", Long.toString(pid));
            String comm = Files.readString(proc.resolve("comm"), StandardCharsets.US_ASCII).strip();
            if (!comm.equals("mariadbd") && !comm.equals("mysqld")) {
                return OptionalLong.empty();
            }
            return OptionalLong.of(cpuTicks(Files.readString(proc.resolve("stat"), StandardCharsets.US_ASCII))
                    * NANOS_PER_TICK);
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
    }

    /** utime + stime of a /proc/PID/stat line (fields 14 and 15; the name in parentheses may hold spaces). */
    static long cpuTicks(String stat) {
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        // f[0] is field 3 (state), so fields 14 and 15 are f[11] and f[12]
        return Long.parseLong(f[11]) + Long.parseLong(f[12]);
    }
}
