package io.tpcbench.workload.lineitem;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;

/**
 * The tables' size on disk against the raw bytes of their rows (the report's compression ratio:
 * raw / stored), and the buffer pool against the stored size: information_schema's data and index
 * lengths, read after ANALYZE TABLE (InnoDB's are statistics) and, for MyRocks, after its
 * memtables are flushed (rows still in memory have no size on disk yet). {@code rawPerTable} is
 * the raw bytes of the rows one table holds now (0 while the tables are empty).
 */
record Sizes(List<Table> tables, long rawPerTable, OptionalLong bufferPool, String engine) {
    private static final String LENGTHS = """
            SELECT table_name, engine, data_length, index_length FROM information_schema.tables
            WHERE table_schema = DATABASE() AND table_name = ?
            """;

    /** One table's stored data and index bytes. */
    record Table(String name, long data, long index) {}

    static Sizes read(Connection c, int tables, long rawPerTable) throws SQLException {
        String engine = "";
        try (Statement s = c.createStatement()) {
            for (int t = 1; t <= tables; t++) {
                s.execute("ANALYZE TABLE " + LineitemTables.name(t));
            }
            try {
                s.execute("SET GLOBAL rocksdb_force_flush_memtable_now = 1");
            } catch (SQLException e) {
                // no MyRocks on this server: nothing to flush
            }
        }
        List<Table> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(LENGTHS)) {
            for (int t = 1; t <= tables; t++) {
                ps.setString(1, LineitemTables.name(t));
                try (ResultSet rs = ps.executeQuery()) {
                    if (rs.next()) {
                        engine = rs.getString(2);
                        out.add(new Table(rs.getString(1), rs.getLong(3), rs.getLong(4)));
                    }
                }
            }
        }
        return new Sizes(out, rawPerTable, bufferPool(c, engine), engine);
    }

    /** The engine's cache of data: InnoDB's buffer pool, MyRocks' block cache. */
    private static OptionalLong bufferPool(Connection c, String engine) {
        String variable =
                engine.equalsIgnoreCase("ROCKSDB") ? "@@rocksdb_block_cache_size" : "@@innodb_buffer_pool_size";
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT " + variable)) {
            return rs.next() ? OptionalLong.of(rs.getLong(1)) : OptionalLong.empty();
        } catch (SQLException e) {
            return OptionalLong.empty();
        }
    }

    long stored() {
        return tables.stream().mapToLong(t -> t.data + t.index).sum();
    }

    long raw() {
        return rawPerTable * tables.size();
    }

    /** raw / stored: above 1 the engine stores the rows in less than their text (the report's 3.4 for TerarkDB). */
    double ratio() {
        return stored() == 0 || raw() == 0 ? 0 : (double) raw() / stored();
    }

    /** The lines of the summary and the build. */
    List<String> lines() {
        List<String> lines = new ArrayList<>();
        long data = tables.stream().mapToLong(Table::data).sum();
        long index = tables.stream().mapToLong(Table::index).sum();
        lines.add(String.format(
                Locale.ROOT,
                "Sizes (%s, %d table(s)): raw %s, stored %s (data %s, indexes %s): %s",
                engine,
                tables.size(),
                mb(raw()),
                mb(stored()),
                mb(data),
                mb(index),
                raw() == 0
                        ? "no compression ratio (the tables hold no rows yet)"
                        : String.format(Locale.ROOT, "compression ratio raw/stored %.2f", ratio())));
        bufferPool.ifPresent(bp -> lines.add(String.format(
                Locale.ROOT,
                "%s %s against %s stored: data fits in" + " memory: %s",
                engine.equalsIgnoreCase("ROCKSDB") ? "Block cache" : "Buffer pool",
                mb(bp),
                mb(stored()),
                bp >= stored() ? "yes" : "no")));
        return lines;
    }

    static String mb(long bytes) {
        return String.format(Locale.ROOT, "%,.1f MB", bytes / 1_048_576.0);
    }
}
