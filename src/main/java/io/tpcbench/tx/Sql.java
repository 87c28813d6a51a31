package io.tpcbench.tx;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** Small JDBC helpers shared by the transactions. */
final class Sql {
    private Sql() {}

    static ResultSet single(PreparedStatement ps, String what) throws SQLException {
        ResultSet rs = ps.executeQuery();
        if (!rs.next()) {
            rs.close();
            throw new SQLException(what + " not found: the database is not a complete TPC-C population");
        }
        return rs;
    }

    static void setInts(PreparedStatement ps, int... values) throws SQLException {
        setIntsFrom(ps, 1, values);
    }

    static void setIntsFrom(PreparedStatement ps, int first, int... values) throws SQLException {
        for (int i = 0; i < values.length; i++) {
            ps.setInt(first + i, values[i]);
        }
    }

    static int update(Connection c, String sql, int... params) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            setInts(ps, params);
            return ps.executeUpdate();
        }
    }
}
