package io.tpcbench.workload.lineitem;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.stream.IntStream;

/**
 * The tables' bytes on disk against the raw bytes of their rows (the report's compression table:
 * raw / stored), per index as the report gives them, information_schema's estimate beside them,
 * and the engine's cache against the stored size. InnoDB's and MyRocks' stored bytes are measured
 * ({@link InnodbSizes}, {@link RocksdbSizes}); another engine's are information_schema's data and
 * index lengths, said to be so. {@code rawPerTable} is the raw bytes of the rows one table holds
 * now (0 while the tables are empty).
 */
record Sizes(String engine, String method, List<TableSize> tables, long rawPerTable, OptionalLong bufferPool) {
    private static final String LENGTHS = """
            SELECT table_name, engine, data_length + index_length FROM information_schema.tables
            WHERE table_schema = DATABASE() AND table_name LIKE 'lineitem%'
            """;
    /** summary.json's section of the sizes. */
    static final String SECTION = "lineitemSizes";

    /** What an engine measured: each table's stored bytes and its indexes' (estimated left 0), or why it could not. */
    record Measured(List<TableSize> tables, String method) {
        static Measured notMeasured(String why) {
            return new Measured(null, why);
        }
    }

    /** The sizes of lineitem1..lineitem{@code tables}; {@code compact}: MyRocks compacts before (compactForSizes). */
    static Sizes read(Connection c, int tables, long rawPerTable, boolean compact) throws SQLException {
        List<String> names =
                IntStream.rangeClosed(1, tables).mapToObj(LineitemTables::name).toList();
        Map<String, String> engines = new HashMap<>();
        lengths(c, engines);
        String engine = engines.getOrDefault(names.get(0), "");
        Measured m = switch (engine.toUpperCase(Locale.ROOT)) {
            case "INNODB" -> InnodbSizes.measure(c, names);
            case "ROCKSDB" -> RocksdbSizes.measure(c, names, compact);
            default -> {
                analyze(c, names);
                yield Measured.notMeasured("ENGINE=" + engine + " has no file-level view here");
            }
        };
        Map<String, Long> estimates = lengths(c, engines);
        List<TableSize> out = new ArrayList<>();
        if (m.tables() == null) {
            for (String t : names) {
                out.add(new TableSize(t, estimates.getOrDefault(t, 0L), estimates.getOrDefault(t, 0L), Map.of()));
            }
        } else {
            for (TableSize t : m.tables()) {
                out.add(new TableSize(t.name(), t.stored(), estimates.getOrDefault(t.name(), 0L), t.indexes()));
            }
        }
        String method = m.tables() == null
                ? "information_schema's data and index lengths, an estimate (" + m.method() + ")"
                : m.method();
        return new Sizes(engine, method, out, rawPerTable, bufferPool(c, engine));
    }

    /** ANALYZE TABLE: InnoDB's index pages and MyRocks' statistics as they are now. */
    static void analyze(Connection c, List<String> tables) throws SQLException {
        try (Statement s = c.createStatement()) {
            for (String t : tables) {
                s.execute("ANALYZE TABLE " + t);
            }
        }
    }

    /** information_schema's data + index length of each table ({@code engines}: each one's engine). */
    private static Map<String, Long> lengths(Connection c, Map<String, String> engines) throws SQLException {
        Map<String, Long> out = new HashMap<>();
        try (PreparedStatement ps = c.prepareStatement(LENGTHS);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                engines.put(rs.getString(1), rs.getString(2));
                out.put(rs.getString(1), rs.getLong(3));
            }
        }
        return out;
    }

    /** The engine's cache of data: InnoDB's buffer pool, MyRocks' block cache. */
    private static OptionalLong bufferPool(Connection c, String engine) {
        String variable = rocksdb(engine) ? "@@rocksdb_block_cache_size" : "@@innodb_buffer_pool_size";
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT " + variable)) {
            return rs.next() ? OptionalLong.of(rs.getLong(1)) : OptionalLong.empty();
        } catch (SQLException e) {
            return OptionalLong.empty();
        }
    }

    private static boolean rocksdb(String engine) {
        return engine.equalsIgnoreCase("ROCKSDB");
    }

    long stored() {
        return tables.stream().mapToLong(TableSize::stored).sum();
    }

    long estimated() {
        return tables.stream().mapToLong(TableSize::estimated).sum();
    }

    long raw() {
        return rawPerTable * tables.size();
    }

    /** Each index's stored bytes over every table, the primary key first as the engine lists it. */
    Map<String, Long> indexes() {
        Map<String, Long> out = new LinkedHashMap<>();
        tables.forEach(t -> t.indexes().forEach((name, bytes) -> out.merge(name, bytes, Long::sum)));
        return out;
    }

    /** Stored bytes no index holds (InnoDB's free extents and file headers) over every table. */
    long unassigned() {
        return tables.stream()
                .filter(t -> !t.indexes().isEmpty())
                .mapToLong(TableSize::unassigned)
                .sum();
    }

    /** raw / stored: above 1 the engine stores the rows in less than their text (the report's 3.4 for TerarkDB). */
    double ratio() {
        return stored() == 0 || raw() == 0 ? 0 : (double) raw() / stored();
    }

    /** The lines of the summary and the build: the totals, how stored was measured, the indexes, the cache. */
    List<String> lines() {
        List<String> lines = new ArrayList<>();
        lines.add(String.format(
                Locale.ROOT,
                "Sizes (%s, %d table(s)): raw %s, stored %s (information_schema's estimate %s): %s",
                engine,
                tables.size(),
                mb(raw()),
                mb(stored()),
                mb(estimated()),
                raw() == 0
                        ? "no compression ratio (the tables hold no rows yet)"
                        : String.format(Locale.ROOT, "compression ratio raw/stored %.2f", ratio())));
        lines.add("  stored: " + method);
        Map<String, Long> indexes = indexes();
        if (!indexes.isEmpty()) {
            lines.add(String.format(Locale.ROOT, "  %-28s %12s %7s", "index (all tables)", "stored", "share"));
            indexes.forEach((name, bytes) -> lines.add(row(name, bytes)));
            if (unassigned() != 0) {
                lines.add(row("(free extents and headers)", unassigned()));
            }
        }
        bufferPool.ifPresent(bp -> lines.add(String.format(
                Locale.ROOT,
                "%s %s against %s stored: data fits in memory: %s",
                rocksdb(engine) ? "Block cache" : "Buffer pool",
                mb(bp),
                mb(stored()),
                bp >= stored() ? "yes" : "no")));
        return lines;
    }

    private String row(String name, long bytes) {
        return String.format(
                Locale.ROOT, "  %-28s %12s %6.1f%%", name, mb(bytes), stored() == 0 ? 0.0 : 100.0 * bytes / stored());
    }

    /** summary.json's section: the totals, the method, each index's and each table's bytes. */
    Map<String, Object> section() {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("engine", engine);
        s.put("method", method);
        s.put("rawBytes", raw());
        s.put("storedBytes", stored());
        s.put("estimatedBytes", estimated());
        s.put("indexes", indexes());
        s.put("unassignedBytes", unassigned());
        List<Map<String, Object>> perTable = new ArrayList<>();
        for (TableSize t : tables) {
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("name", t.name());
            one.put("storedBytes", t.stored());
            one.put("estimatedBytes", t.estimated());
            one.put("indexes", t.indexes());
            perTable.add(one);
        }
        s.put("tables", perTable);
        return s;
    }

    static String mb(long bytes) {
        return String.format(Locale.ROOT, "%,.1f MB", bytes / 1_048_576.0);
    }
}
