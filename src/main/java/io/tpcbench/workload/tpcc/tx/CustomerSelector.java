package io.tpcbench.workload.tpcc.tx;

import io.tpcbench.gen.TpccRandom;
import io.tpcbench.workload.tpcc.random.LastNames;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The customer of Payment and Order-Status: 60% by last name, 40% by C_ID (TPC-C 2.5.1.2,
 * 2.6.1.2). By name, the rows are sorted by C_FIRST and the one at position ceil(n/2) is taken.
 */
public record CustomerSelector(String lastName, int customerId) {
    private static final String BY_NAME = """
            SELECT c_id FROM bmsql_customer
            WHERE c_w_id = ? AND c_d_id = ? AND c_last = ?
            ORDER BY c_first
            """;

    public static CustomerSelector random(TpccRandom r) {
        return r.uniform(1, 100) <= 60
                ? new CustomerSelector(LastNames.of(r.lastNameNumber()), 0)
                : new CustomerSelector(null, r.customerId());
    }

    public boolean byName() {
        return lastName != null;
    }

    /** The C_ID to use; by name, the midpoint row (TPC-C 2.5.2.2). */
    public int resolve(Connection c, int wId, int dId) throws SQLException {
        if (!byName()) {
            return customerId;
        }
        List<Integer> ids = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(BY_NAME)) {
            ps.setInt(1, wId);
            ps.setInt(2, dId);
            ps.setString(3, lastName);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    ids.add(rs.getInt(1));
                }
            }
        }
        if (ids.isEmpty()) {
            throw new SQLException("no customer named " + lastName + " in warehouse " + wId + " district " + dId
                    + ": the database does not hold the 1000 last names of TPC-C 4.3.2.3");
        }
        return ids.get(midpoint(ids.size()) - 1);
    }

    /** ceil(n/2), 1-based. */
    static int midpoint(int n) {
        return (n + 1) / 2;
    }
}
