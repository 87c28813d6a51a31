package io.tpcbench.workload.lineitem;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * MyRocks' bytes on disk, measured: its memtables flushed (and, with {@code compactForSizes}, the
 * tables' column families compacted), every SST file that holds rows of the tables
 * (information_schema's ROCKSDB_DDL joined with ROCKSDB_INDEX_FILE_MAP) shared among the indexes
 * it holds by their key-value bytes in it. An SST's bytes: the file's size when the server's data
 * directory is on this host, else its data, index and filter blocks as ROCKSDB_SST_PROPS gives them
 * (the file less its footer and small meta blocks).
 */
final class RocksdbSizes {
    private static final String MAP = """
            SELECT d.TABLE_NAME, d.INDEX_NAME, d.CF, m.SST_NAME, m.DATA_SIZE
            FROM information_schema.ROCKSDB_DDL d JOIN information_schema.ROCKSDB_INDEX_FILE_MAP m
              ON m.COLUMN_FAMILY = d.COLUMN_FAMILY AND m.INDEX_NUMBER = d.INDEX_NUMBER
            WHERE d.TABLE_SCHEMA = DATABASE() AND d.TABLE_NAME LIKE 'lineitem%'
            """;
    /** Every SST's key-value bytes of all indexes (other tables' too) and its blocks' bytes. */
    private static final String SSTS = """
            SELECT m.SST_NAME, SUM(m.DATA_SIZE), MAX(p.DATA_BLOCK_SIZE + p.INDEX_BLOCK_SIZE + p.FILTER_BLOCK_SIZE)
            FROM information_schema.ROCKSDB_INDEX_FILE_MAP m
            JOIN information_schema.ROCKSDB_SST_PROPS p ON p.SST_NAME = m.SST_NAME
            GROUP BY m.SST_NAME
            """;

    /** One index's key-value bytes in one SST file. */
    record Share(String table, String index, String sst, long data) {}

    private RocksdbSizes() {}

    static Sizes.Measured measure(Connection c, List<String> tables, boolean compact) throws SQLException {
        Set<String> wanted = new HashSet<>(tables);
        List<Share> shares = new ArrayList<>();
        Set<String> families = new HashSet<>();
        try (Statement s = c.createStatement()) {
            s.execute("SET GLOBAL rocksdb_force_flush_memtable_now = 1");
            if (compact) {
                for (String cf : families(s, wanted)) {
                    s.execute("SET GLOBAL rocksdb_compact_cf = '" + cf.replace("'", "''") + "'");
                }
            }
            Sizes.analyze(c, tables);
            try (ResultSet rs = s.executeQuery(MAP)) {
                while (rs.next()) {
                    if (wanted.contains(rs.getString(1))) {
                        shares.add(
                                new Share(rs.getString(1), rs.getString(2), sstName(rs.getString(4)), rs.getLong(5)));
                        families.add(rs.getString(3));
                    }
                }
            }
            Map<String, Long> sstData = new HashMap<>();
            Map<String, Long> sstBytes = new HashMap<>();
            try (ResultSet rs = s.executeQuery(SSTS)) {
                while (rs.next()) {
                    sstData.put(sstName(rs.getString(1)), rs.getLong(2));
                    sstBytes.put(sstName(rs.getString(1)), rs.getLong(3));
                }
            }
            Optional<Path> files = localFiles(c);
            String source = "their blocks' bytes (ROCKSDB_SST_PROPS: data, index and filter blocks)";
            if (files.isPresent()) {
                int unread = 0;
                Set<String> ours = new HashSet<>();
                shares.forEach(share -> ours.add(share.sst()));
                for (String sst : ours) {
                    try {
                        sstBytes.put(sst, Files.size(files.get().resolve(sst)));
                    } catch (IOException e) {
                        unread++; // compacted away between the two reads, or not readable: its blocks' bytes stand
                    }
                }
                source = "the files' sizes in " + files.get()
                        + (unread == 0 ? "" : " (" + unread + " of " + ours.size() + " by their blocks' bytes)");
            }
            Map<String, Map<String, Long>> byTable = apportion(shares, sstBytes, sstData);
            Map<String, Long> oursData = new HashMap<>();
            shares.forEach(share -> oursData.merge(share.sst(), share.data(), Long::sum));
            long mixed = oursData.entrySet().stream()
                    .filter(e -> sstData.getOrDefault(e.getKey(), 0L) > e.getValue())
                    .count();
            List<TableSize> out = new ArrayList<>();
            for (String table : tables) {
                Map<String, Long> indexes = byTable.getOrDefault(table, Map.of());
                long stored =
                        indexes.values().stream().mapToLong(Long::longValue).sum();
                out.add(new TableSize(table, stored, 0, indexes));
            }
            return new Sizes.Measured(
                    out,
                    "the SST files holding the tables' rows after a memtable flush"
                            + (compact ? " and a full compaction of " + String.join(", ", families) : "")
                            + ", at " + source + ", each shared among its indexes by their key-value bytes"
                            + " (ROCKSDB_INDEX_FILE_MAP)"
                            + (mixed == 0
                                    ? ""
                                    : "; " + mixed + " of " + oursData.size() + " file(s) also hold other tables'"
                                            + " rows, whose share assumes they compress as these do"));
        }
    }

    /** The column families the tables' indexes are in (the default one unless a COMMENT names another). */
    private static Set<String> families(Statement s, Set<String> wanted) throws SQLException {
        Set<String> out = new HashSet<>();
        try (ResultSet rs = s.executeQuery(
                "SELECT TABLE_NAME, CF FROM information_schema.ROCKSDB_DDL WHERE TABLE_SCHEMA = DATABASE()")) {
            while (rs.next()) {
                if (wanted.contains(rs.getString(1))) {
                    out.add(rs.getString(2));
                }
            }
        }
        return out;
    }

    /**
     * Each table's indexes' bytes: every SST's {@code bytes} shared among the indexes in it by
     * their key-value bytes ({@code data}: the sum over every index the file holds).
     */
    static Map<String, Map<String, Long>> apportion(
            List<Share> shares, Map<String, Long> sstBytes, Map<String, Long> sstData) {
        Map<String, Map<String, Double>> exact = new LinkedHashMap<>();
        for (Share s : shares) {
            long all = sstData.getOrDefault(s.sst(), 0L);
            if (all > 0 && sstBytes.containsKey(s.sst())) {
                exact.computeIfAbsent(s.table(), t -> new LinkedHashMap<>())
                        .merge(s.index(), (double) sstBytes.get(s.sst()) * s.data() / all, Double::sum);
            }
        }
        Map<String, Map<String, Long>> out = new LinkedHashMap<>();
        exact.forEach((table, indexes) -> {
            Map<String, Long> rounded = new LinkedHashMap<>();
            indexes.forEach((index, bytes) -> rounded.put(index, Math.round(bytes)));
            out.put(table, rounded);
        });
        return out;
    }

    /** The map's SST names are "000013.sst" or "/000013.sst". */
    private static String sstName(String name) {
        return name.startsWith("/") ? name.substring(1) : name;
    }

    /** The server's RocksDB directory when the server runs on this host (the same host name, the directory here). */
    private static Optional<Path> localFiles(Connection c) {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT @@hostname, @@datadir, @@rocksdb_datadir")) {
            if (!rs.next() || !rs.getString(1).equals(InetAddress.getLocalHost().getHostName())) {
                return Optional.empty();
            }
            Path dir = Path.of(rs.getString(2)).resolve(rs.getString(3)).normalize();
            return Files.isDirectory(dir) && Files.isExecutable(dir) ? Optional.of(dir) : Optional.empty();
        } catch (SQLException | IOException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
