package io.tpcbench.workload.lineitem;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * InnoDB's bytes on disk, measured: each table's tablespace file as the file system allocates it
 * (information_schema's INNODB_SYS_TABLESPACES.ALLOCATED_SIZE on MariaDB, INNODB_TABLESPACES on
 * MySQL 8: {@code du}'s figure, holes of page compression left out), read after FLUSH TABLES ...
 * FOR EXPORT has written the tables' dirty pages (a page still in the buffer pool has no
 * compressed size on disk yet). Each index's share: its pages (mysql.innodb_index_stats 'size',
 * exact after ANALYZE TABLE) at the physical page size (KEY_BLOCK_SIZE for ROW_FORMAT=COMPRESSED),
 * scaled by the file's allocated / logical size where page compression punched holes.
 */
final class InnodbSizes {
    /** MariaDB's view, then MySQL 8's: the physical page size, the logical and the allocated file size. */
    private static final List<String> TABLESPACE = List.of("""
            SELECT PAGE_SIZE, FILE_SIZE, ALLOCATED_SIZE FROM information_schema.INNODB_SYS_TABLESPACES
            WHERE NAME = CONCAT(DATABASE(), '/', ?)
            """, """
            SELECT IF(ZIP_PAGE_SIZE > 0, ZIP_PAGE_SIZE, PAGE_SIZE), FILE_SIZE, ALLOCATED_SIZE
            FROM information_schema.INNODB_TABLESPACES WHERE NAME = CONCAT(DATABASE(), '/', ?)
            """);

    private static final String PAGES = """
            SELECT index_name, stat_value FROM mysql.innodb_index_stats
            WHERE database_name = DATABASE() AND table_name = ? AND stat_name = 'size' ORDER BY index_name = 'PRIMARY' DESC
            """;

    private InnodbSizes() {}

    /** The tables measured, or why they could not be (then the caller falls back to the estimates). */
    static Sizes.Measured measure(Connection c, List<String> tables) throws SQLException {
        String flushed = flush(c, tables);
        Sizes.analyze(c, tables);
        List<TableSize> out = new ArrayList<>();
        for (String table : tables) {
            long[] file = tablespace(c, table);
            if (file == null) {
                return Sizes.Measured.notMeasured("InnoDB's tablespace views do not show " + table
                        + " (innodb_file_per_table=OFF, or no PROCESS privilege)");
            }
            long pageSize = file[0];
            double holes = file[1] > 0 ? Math.min(1.0, (double) file[2] / file[1]) : 1.0;
            Map<String, Long> indexes = new LinkedHashMap<>();
            try (PreparedStatement ps = c.prepareStatement(PAGES)) {
                ps.setString(1, table);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        indexes.put(rs.getString(1), Math.round(rs.getLong(2) * pageSize * holes));
                    }
                }
            } catch (SQLException e) {
                // no SELECT on mysql.innodb_index_stats: the table's size without its split
            }
            out.add(new TableSize(table, file[2], 0, indexes));
        }
        return new Sizes.Measured(
                out,
                "the tablespace files' allocated bytes (INNODB_SYS_TABLESPACES.ALLOCATED_SIZE) " + flushed
                        + "; an index: its pages (mysql.innodb_index_stats 'size') at the physical page size,"
                        + " less page compression's holes; the rest is the files' free extents and headers");
    }

    /** FLUSH TABLES ... FOR EXPORT writes the tables' dirty pages, then UNLOCK TABLES releases them. */
    private static String flush(Connection c, List<String> tables) {
        try (Statement s = c.createStatement()) {
            try {
                s.execute("FLUSH TABLES " + String.join(", ", tables) + " FOR EXPORT");
            } finally {
                s.execute("UNLOCK TABLES");
            }
            return "after FLUSH TABLES ... FOR EXPORT";
        } catch (SQLException e) {
            return "not flushed (" + e.getMessage() + "): pages still in the buffer pool are not counted as compressed";
        }
    }

    /** {physical page size, file size, allocated size} of the table's tablespace, or null when no view shows it. */
    private static long[] tablespace(Connection c, String table) {
        for (String sql : TABLESPACE) {
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                ps.setString(1, table);
                try (ResultSet rs = ps.executeQuery()) {
                    if (rs.next()) {
                        return new long[] {rs.getLong(1), rs.getLong(2), rs.getLong(3)};
                    }
                }
            } catch (SQLException e) {
                // this server has the other view, or neither
            }
        }
        return null;
    }
}
