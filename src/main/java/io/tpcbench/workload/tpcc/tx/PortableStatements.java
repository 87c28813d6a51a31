package io.tpcbench.workload.tpcc.tx;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.Collections;

/** The statements of the portable mode: each a plain prepared statement and its own round trip, as the peers send them. */
final class PortableStatements {
    private PortableStatements() {}

    static ResultSet one(ResultSet rs, String what) throws SQLException {
        if (!rs.next()) {
            throw new SQLException(what + " not found");
        }
        return rs;
    }

    /** The rows of {@code sql}; closing them closes the statement. */
    static ResultSet query(Connection c, String sql, Object... params) throws SQLException {
        PreparedStatement ps = bind(c.prepareStatement(sql), params);
        ps.closeOnCompletion();
        return ps.executeQuery();
    }

    static void update(Connection c, String sql, Object... params) throws SQLException {
        try (PreparedStatement ps = bind(c.prepareStatement(sql), params)) {
            ps.executeUpdate();
        }
    }

    /** Binds with the typed setters the peers use. */
    private static PreparedStatement bind(PreparedStatement ps, Object[] params) throws SQLException {
        for (int i = 0; i < params.length; i++) {
            switch (params[i]) {
                case Integer v -> ps.setInt(i + 1, v);
                case BigDecimal v -> ps.setBigDecimal(i + 1, v);
                case String v -> ps.setString(i + 1, v);
                case LocalDateTime v -> ps.setObject(i + 1, v);
                default -> throw new IllegalArgumentException("unexpected parameter " + params[i]);
            }
        }
        return ps;
    }

    static Integer[] boxed(int[] values) {
        return Arrays.stream(values).boxed().toArray(Integer[]::new);
    }

    static String marks(int n, String one) {
        return String.join(", ", Collections.nCopies(n, one));
    }
}
