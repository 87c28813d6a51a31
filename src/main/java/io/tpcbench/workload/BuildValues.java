package io.tpcbench.workload;

import io.tpcbench.db.DatabaseException;
import io.tpcbench.schema.Catalog;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a workload's build recorded in its own table of names and values ({@code tpch_build},
 * {@code lineitem_build}): the keys later commands must agree with.
 */
public final class BuildValues {
    private BuildValues() {}

    /**
     * The values of {@code table}, by name; fails with {@code table} and {@code missing} (what to
     * do about it) when the database holds no such table.
     */
    public static Map<String, String> read(Connection c, String table, String missing) throws SQLException {
        if (!Catalog.exists(c, table)) {
            throw new DatabaseException(table + " is missing: " + missing);
        }
        Map<String, String> values = new LinkedHashMap<>();
        // the table is the workload's constant, never a value from outside
        try (PreparedStatement ps = c.prepareStatement("SELECT name, value FROM " + table);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                values.put(rs.getString(1), rs.getString(2));
            }
        }
        return values;
    }
}
