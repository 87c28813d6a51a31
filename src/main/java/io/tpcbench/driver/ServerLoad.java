package io.tpcbench.driver;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.OptionalLong;
import javax.sql.DataSource;

/**
 * What the run costs the database server, read at the window's start and end: the statements it
 * executed ({@code Questions} of SHOW GLOBAL STATUS, all clients) and, when the server runs on this
 * host and its pid file is readable, the CPU time of its process from /proc. Every round trip the
 * driver saves is saved twice, here and in the driver.
 */
final class ServerLoad {
    private static final String STATUS = """
            SHOW GLOBAL STATUS WHERE Variable_name = 'Questions'
            """;
    private static final String PID_FILE = """
            SELECT @@pid_file
            """;
    /** Linux reports /proc times in USER_HZ ticks, fixed at 100 per second for user space. */
    private static final long NANOS_PER_TICK = 10_000_000L;

    /** One reading; {@code cpuNanos} is empty when the server's process cannot be read. */
    record Reading(long statements, OptionalLong cpuNanos) {}

    private ServerLoad() {}

    static Reading read(DataSource ds) throws SQLException {
        try (Connection c = ds.getConnection()) {
            long statements;
            String pidFile;
            try (PreparedStatement ps = c.prepareStatement(STATUS); ResultSet rs = ps.executeQuery()) {
                statements = rs.next() ? rs.getLong(2) : 0;
            }
            try (PreparedStatement ps = c.prepareStatement(PID_FILE); ResultSet rs = ps.executeQuery()) {
                pidFile = rs.next() ? rs.getString(1) : null;
            }
            if (!c.getAutoCommit()) {
                c.commit();
            }
            return new Reading(statements, pidFile == null ? OptionalLong.empty() : processCpu(Path.of(pidFile)));
        }
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
