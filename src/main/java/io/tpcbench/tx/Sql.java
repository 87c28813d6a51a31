package io.tpcbench.tx;

import io.tpcbench.db.SqlErrors;
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

    /**
     * Commits a transaction that wrote something; a connection lost during the commit becomes an
     * {@link InDoubtException} carrying {@code result} and the evidence of its writes.
     */
    static <R> R commit(Connection c, R result, InDoubtException.Evidence evidence) throws SQLException {
        try {
            c.commit();
            return result;
        } catch (SQLException e) {
            throw SqlErrors.classify(e) == SqlErrors.Kind.CONNECTION_LOST ? new InDoubtException(result, evidence, e)
                    : e;
        }
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
