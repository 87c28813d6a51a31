package io.tpcbench.workload.tpcc.tx;

import io.tpcbench.db.InDoubtException;
import io.tpcbench.db.SqlErrors;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** Small JDBC helpers shared by the transactions. */
final class Sql {
    private Sql() {}

    /** The error for a row every TPC-C population has. */
    static SQLException missing(String what) {
        return new SQLException(what + " not found: the database is not a complete TPC-C population");
    }

    /**
     * Commits a transaction that wrote something; a connection lost during the commit becomes an
     * {@link InDoubtException} carrying {@code result} and the evidence of its writes.
     */
    static <R> R commit(Connection c, R result, InDoubtException.Evidence evidence) throws SQLException {
        try {
            c.commit();
            return result;
        } catch (SQLException e) {
            throw inDoubtIfLost(e, result, evidence);
        }
    }

    /** {@code e}, or the in-doubt outcome it means when it is a lost connection. */
    static SQLException inDoubtIfLost(SQLException e, Object result, InDoubtException.Evidence evidence) {
        return SqlErrors.classify(e) == SqlErrors.Kind.CONNECTION_LOST ? new InDoubtException(result, evidence, e) : e;
    }

    /** The single count {@code sql} returns for {@code ints} then {@code tail} as parameters. */
    static boolean exists(Connection c, String sql, int[] ints, Object... tail) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            setInts(ps, ints);
            for (int i = 0; i < tail.length; i++) {
                ps.setObject(ints.length + 1 + i, tail[i]);
            }
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() && rs.getLong(1) > 0;
            }
        }
    }

    /** The one row of counts {@code sql} returns for {@code params}, each column as a long (NULL as 0). */
    static long[] counts(Connection c, String sql, Object... params) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                ps.setObject(i + 1, params[i]);
            }
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    throw new SQLException("the evidence query returned no row: " + sql);
                }
                long[] row = new long[rs.getMetaData().getColumnCount()];
                for (int i = 0; i < row.length; i++) {
                    row[i] = rs.getLong(i + 1);
                }
                return row;
            }
        }
    }

    private static void setInts(PreparedStatement ps, int... values) throws SQLException {
        for (int i = 0; i < values.length; i++) {
            ps.setInt(i + 1, values[i]);
        }
    }
}
