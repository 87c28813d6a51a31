package io.tpcbench.schema;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code tpcbench_build}: what tpcbench's builds created in the connection's database, per family
 * of tables (a workload's, or several workloads' that share them, as sysbench's scripts do): the
 * tables, each with the workload that built it, and the keys whose values later commands must
 * respect. A build records a table before it creates it (only a name that does not exist yet), so
 * a build killed at any point leaves a record its destroy can use; destroy drops only what is listed.
 * The DDL is {@code sql.<db>/} or {@code sql.common/tpcbenchBuild.sql}.
 */
public final class BuildRecord {
    public static final String TABLE = "tpcbench_build";
    private static final String TABLE_ITEM = "table";
    private static final String KEY_ITEM = "key";

    private static final String SELECT_FAMILY = """
            SELECT item, name, value, recorded FROM tpcbench_build WHERE family = ? ORDER BY recorded, name
            """;
    private static final String SELECT_FAMILIES = """
            SELECT DISTINCT family FROM tpcbench_build WHERE item = 'table' ORDER BY family
            """;
    private static final String UPSERT = """
            REPLACE INTO tpcbench_build (family, item, name, value, recorded) VALUES (?, ?, ?, ?, ?)
            """;
    private static final String DELETE_ONE = """
            DELETE FROM tpcbench_build WHERE family = ? AND item = ? AND name = ?
            """;
    private static final String DELETE_FAMILY = """
            DELETE FROM tpcbench_build WHERE family = ?
            """;
    private static final String COUNT = """
            SELECT COUNT(*) FROM tpcbench_build
            """;

    private final String family;
    private final Map<String, String> tables;
    private final Map<String, String> keys;
    private final Optional<LocalDateTime> built;

    private BuildRecord(
            String family, Map<String, String> tables, Map<String, String> keys, Optional<LocalDateTime> built) {
        this.family = family;
        this.tables = tables;
        this.keys = keys;
        this.built = built;
    }

    /** The record of {@code family} (empty when no build of it is recorded, or there is no record at all). */
    public static BuildRecord read(Connection c, String family) throws SQLException {
        Map<String, String> tables = new LinkedHashMap<>();
        Map<String, String> keys = new LinkedHashMap<>();
        LocalDateTime first = null;
        if (Catalog.exists(c, TABLE)) {
            try (PreparedStatement ps = c.prepareStatement(SELECT_FAMILY)) {
                ps.setString(1, family);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        (rs.getString(1).equals(TABLE_ITEM) ? tables : keys).put(rs.getString(2), rs.getString(3));
                        LocalDateTime at = rs.getTimestamp(4).toLocalDateTime();
                        first = first == null || at.isBefore(first) ? at : first;
                    }
                }
            }
        }
        return new BuildRecord(family, tables, keys, Optional.ofNullable(first));
    }

    /** The families with recorded tables, for a message that says what the database does hold. */
    public static List<String> families(Connection c) throws SQLException {
        List<String> out = new ArrayList<>();
        if (Catalog.exists(c, TABLE)) {
            try (PreparedStatement ps = c.prepareStatement(SELECT_FAMILIES);
                    ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
        }
        return out;
    }

    /** Creates the record table when it is missing ({@code createDdl}: the statement of tpcbenchBuild.sql). */
    public static void ensure(Connection c, String createDdl) throws SQLException {
        if (!Catalog.exists(c, TABLE)) {
            try (Statement s = c.createStatement()) {
                s.execute(createDdl);
            }
        }
    }

    /** Records {@code names} as tables of this family that {@code workload} builds (autocommit). */
    public void addTables(Connection c, Collection<String> names, String workload, LocalDateTime at)
            throws SQLException {
        upsert(
                c,
                TABLE_ITEM,
                names.stream().collect(LinkedHashMap::new, (m, n) -> m.put(n, workload), Map::putAll),
                at);
    }

    /** Records the build's values of the keys later commands must respect. */
    public void putKeys(Connection c, Map<String, String> values, LocalDateTime at) throws SQLException {
        upsert(c, KEY_ITEM, values, at);
    }

    private void upsert(Connection c, String item, Map<String, String> values, LocalDateTime at) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(UPSERT)) {
            for (Map.Entry<String, String> e : values.entrySet()) {
                ps.setString(1, family);
                ps.setString(2, item);
                ps.setString(3, e.getKey());
                ps.setString(4, e.getValue());
                ps.setTimestamp(5, Timestamp.valueOf(at));
                ps.addBatch();
            }
            ps.executeBatch();
        }
        commit(c);
    }

    /** Removes recorded tables from the record (they were not created, or are dropped). */
    public void removeTables(Connection c, Collection<String> names) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(DELETE_ONE)) {
            for (String name : names) {
                ps.setString(1, family);
                ps.setString(2, TABLE_ITEM);
                ps.setString(3, name);
                ps.addBatch();
            }
            ps.executeBatch();
        }
        commit(c);
    }

    /** Forgets this family, and drops the record table when no family is left in it. */
    public void forget(Connection c) throws SQLException {
        if (!Catalog.exists(c, TABLE)) {
            return;
        }
        try (PreparedStatement ps = c.prepareStatement(DELETE_FAMILY)) {
            ps.setString(1, family);
            ps.executeUpdate();
        }
        commit(c);
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(COUNT)) {
            rs.next();
            if (rs.getLong(1) == 0) {
                s.execute("DROP TABLE IF EXISTS " + TABLE);
            }
        }
    }

    private static void commit(Connection c) throws SQLException {
        if (!c.getAutoCommit()) {
            c.commit();
        }
    }

    public String family() {
        return family;
    }

    /** The recorded tables, in the order they were recorded. */
    public List<String> tables() {
        return List.copyOf(tables.keySet());
    }

    /** The workload whose build recorded {@code table}, if it is recorded. */
    public Optional<String> builtBy(String table) {
        return Optional.ofNullable(tables.get(table));
    }

    /** The build's values of the keys later commands must respect. */
    public Map<String, String> keys() {
        return Map.copyOf(keys);
    }

    /** When the build was first recorded. */
    public Optional<LocalDateTime> built() {
        return built;
    }

    public boolean isEmpty() {
        return tables.isEmpty() && keys.isEmpty();
    }
}
