package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.zaxxer.hikari.HikariDataSource;
import io.tpcbench.workload.tpcc.check.ConditionResult;
import io.tpcbench.workload.tpcc.check.ConsistencyChecker;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each of the twelve consistency conditions of TPC-C 3.3.2 catches its own violation: on a fresh
 * warehouse, one corruption per condition, written so that the spec's arithmetic leaves every
 * other condition true (a gap in NEW-ORDER, say, comes with its order delivered out of turn, as a
 * Delivery would have done it), then undone. Only that condition fails.
 */
class ConsistencyConditionsIT {
    private static final String DB = "it_conditions";
    /** The order of district 1 that the corruptions of conditions 3, 6 and 7 use: undelivered. */
    private static final String ORDER = "o_w_id = 1 AND o_d_id = 1 AND o_id = 2500";

    private static final String LINES = "ol_w_id = 1 AND ol_d_id = 1 AND ol_o_id = 2500";
    private static final String ITS_CUSTOMER =
            "c_w_id = 1 AND c_d_id = 1 AND c_id = (SELECT o_c_id FROM bmsql_oorder" + " WHERE " + ORDER + ")";
    private static final String ITS_TOTAL = "(SELECT SUM(ol_amount) FROM bmsql_order_line WHERE " + LINES + ")";

    @TempDir
    static Path dir;

    private static HikariDataSource pool;

    @BeforeAll
    static void built() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.built(dir, DB, 1);
        pool = new HikariDataSource();
        pool.setJdbcUrl(db.url(DB));
        pool.setUsername(db.user);
        pool.setPassword(db.password);
        pool.setMaximumPoolSize(4);
    }

    @AfterAll
    static void closed() {
        pool.close();
    }

    /** A condition, the statements that break it alone, and those that undo them. */
    static Stream<Arguments> corruptions() {
        return Stream.of(
                Arguments.of(
                        1,
                        List.of(
                                "UPDATE bmsql_warehouse SET w_ytd = w_ytd + 1 WHERE w_id = 1",
                                // its HISTORY row keeps 3.3.2.8; district 99 and customer 99999 do not exist
                                "INSERT INTO bmsql_history (h_c_id, h_c_d_id, h_c_w_id, h_d_id, h_w_id, h_date, h_amount, h_data)"
                                        + " VALUES (99999, 99, 1, 99, 1, NOW(), 1.00, 'corrupt')"),
                        List.of(
                                "UPDATE bmsql_warehouse SET w_ytd = w_ytd - 1 WHERE w_id = 1",
                                "DELETE FROM bmsql_history WHERE h_data = 'corrupt'")),
                Arguments.of(
                        2,
                        List.of("UPDATE bmsql_district SET d_next_o_id = d_next_o_id + 1 WHERE d_w_id = 1 AND"
                                + " d_id = 1"),
                        List.of("UPDATE bmsql_district SET d_next_o_id = d_next_o_id - 1 WHERE"
                                + " d_w_id = 1 AND d_id = 1")),
                // a gap in NEW-ORDER: order 2500 delivered out of turn, as a Delivery would have
                Arguments.of(
                        3,
                        List.of(
                                "UPDATE bmsql_customer SET c_balance = c_balance + " + ITS_TOTAL + " WHERE "
                                        + ITS_CUSTOMER,
                                "UPDATE bmsql_order_line SET ol_delivery_d = NOW() WHERE " + LINES,
                                "UPDATE bmsql_oorder SET o_carrier_id = 1 WHERE " + ORDER,
                                "DELETE FROM bmsql_new_order WHERE no_w_id = 1 AND no_d_id = 1 AND no_o_id = 2500"),
                        List.of(
                                "INSERT INTO bmsql_new_order (no_w_id, no_d_id, no_o_id) VALUES (1, 1, 2500)",
                                "UPDATE bmsql_oorder SET o_carrier_id = NULL WHERE " + ORDER,
                                "UPDATE bmsql_customer SET c_balance = c_balance - " + ITS_TOTAL + " WHERE "
                                        + ITS_CUSTOMER,
                                "UPDATE bmsql_order_line SET ol_delivery_d = NULL WHERE " + LINES)),
                // a line of an order that does not exist
                Arguments.of(
                        4,
                        List.of("INSERT INTO bmsql_order_line (ol_w_id, ol_d_id, ol_o_id, ol_number, ol_i_id,"
                                + " ol_delivery_d, ol_amount, ol_supply_w_id, ol_quantity, ol_dist_info)"
                                + " VALUES (1, 1, 9999, 1, 1, NULL, 0, 1, 1, 'corrupt')"),
                        List.of("DELETE FROM bmsql_order_line WHERE ol_w_id = 1 AND ol_d_id = 1 AND ol_o_id = 9999")),
                // a NEW-ORDER row for a delivered order, just below the undelivered ones
                Arguments.of(
                        5,
                        List.of("INSERT INTO bmsql_new_order (no_w_id, no_d_id, no_o_id) VALUES (1, 1, 2100)"),
                        List.of("DELETE FROM bmsql_new_order WHERE no_w_id = 1 AND no_d_id = 1 AND no_o_id = 2100")),
                // one order counts a line too many, the next one too few: the district's sum holds
                Arguments.of(
                        6,
                        List.of(
                                "UPDATE bmsql_oorder SET o_ol_cnt = o_ol_cnt + 1 WHERE " + ORDER,
                                "UPDATE bmsql_oorder SET o_ol_cnt = o_ol_cnt - 1 WHERE o_w_id = 1 AND o_d_id = 1 AND o_id = 2501"),
                        List.of(
                                "UPDATE bmsql_oorder SET o_ol_cnt = o_ol_cnt - 1 WHERE " + ORDER,
                                "UPDATE bmsql_oorder SET o_ol_cnt = o_ol_cnt + 1 WHERE o_w_id = 1 AND o_d_id = 1"
                                        + " AND o_id = 2501")),
                // a line of an undelivered order dated, its amount kept aside (a dated line counts in 3.3.2.10)
                Arguments.of(
                        7,
                        List.of(
                                "CREATE TABLE corrupt_amount AS SELECT ol_amount FROM bmsql_order_line WHERE " + LINES
                                        + " AND ol_number = 1",
                                "UPDATE bmsql_order_line SET ol_amount = 0, ol_delivery_d = NOW()" + " WHERE " + LINES
                                        + " AND ol_number = 1"),
                        List.of(
                                "UPDATE bmsql_order_line SET ol_delivery_d = NULL, ol_amount = (SELECT ol_amount FROM"
                                        + " corrupt_amount) WHERE " + LINES + " AND ol_number = 1",
                                "DROP TABLE corrupt_amount")),
                // a HISTORY row of the warehouse in a district and for a customer that do not exist
                Arguments.of(
                        8,
                        List.of("INSERT INTO bmsql_history (h_c_id, h_c_d_id, h_c_w_id, h_d_id, h_w_id, h_date,"
                                + " h_amount, h_data) VALUES (99999, 99, 1, 99, 1, NOW(), 1.00, 'corrupt')"),
                        List.of("DELETE FROM bmsql_history WHERE h_data = 'corrupt'")),
                // a payment moved between two districts' D_YTD: the warehouse's sum holds
                Arguments.of(
                        9,
                        List.of(
                                "UPDATE bmsql_district SET d_ytd = d_ytd + 1 WHERE d_w_id = 1 AND d_id = 1",
                                "UPDATE bmsql_district SET d_ytd = d_ytd - 1 WHERE d_w_id = 1 AND d_id = 2"),
                        List.of(
                                "UPDATE bmsql_district SET d_ytd = d_ytd - 1 WHERE d_w_id = 1 AND d_id = 1",
                                "UPDATE bmsql_district SET d_ytd = d_ytd + 1 WHERE d_w_id = 1 AND d_id = 2")),
                // balance and year-to-date payment moved together: 3.3.2.12's sum holds
                Arguments.of(
                        10,
                        List.of("UPDATE bmsql_customer SET c_balance = c_balance + 1, c_ytd_payment ="
                                + " c_ytd_payment - 1 WHERE c_w_id = 1 AND c_d_id = 1 AND c_id = 1"),
                        List.of("UPDATE bmsql_customer SET c_balance = c_balance - 1, c_ytd_payment = c_ytd_payment + 1"
                                + " WHERE c_w_id = 1 AND c_d_id = 1 AND c_id = 1")),
                // a delivered order 0 with one line of no amount: every other condition's sums hold
                Arguments.of(
                        11,
                        List.of(
                                "INSERT INTO bmsql_oorder (o_w_id, o_d_id, o_id, o_c_id, o_carrier_id, o_ol_cnt,"
                                        + " o_all_local, o_entry_d) VALUES (1, 1, 0, 1, 1, 1, 1, NOW())",
                                "INSERT INTO bmsql_order_line (ol_w_id, ol_d_id, ol_o_id, ol_number, ol_i_id, ol_delivery_d,"
                                        + " ol_amount, ol_supply_w_id, ol_quantity, ol_dist_info)"
                                        + " VALUES (1, 1, 0, 1, 1, NOW(), 0, 1, 1, 'corrupt')"),
                        List.of(
                                "DELETE FROM bmsql_order_line WHERE ol_w_id = 1 AND ol_d_id = 1 AND ol_o_id = 0",
                                "DELETE FROM bmsql_oorder WHERE o_w_id = 1 AND o_d_id = 1 AND o_id = 0")),
                Arguments.of(
                        12,
                        List.of("UPDATE bmsql_customer SET c_ytd_payment = c_ytd_payment + 1 WHERE c_w_id = 1"
                                + " AND c_d_id = 1 AND c_id = 1"),
                        List.of("UPDATE bmsql_customer SET c_ytd_payment ="
                                + " c_ytd_payment - 1 WHERE c_w_id = 1 AND c_d_id = 1 AND c_id = 1")));
    }

    @ParameterizedTest(name = "3.3.2.{0}")
    @MethodSource("corruptions")
    void eachConditionCatchesItsOwnViolationAlone(int condition, List<String> corrupt, List<String> undo)
            throws Exception {
        run(corrupt);
        try {
            assertEquals(Set.of(condition), failing(), "only 3.3.2." + condition + " fails");
        } finally {
            run(undo);
        }
        assertEquals(Set.of(), failing(), "undone, every condition holds again");
    }

    @Test
    void theFreshWarehousePassesAllTwelve() throws Exception {
        List<ConditionResult> results = new ConsistencyChecker(pool, 2).check(1);
        assertEquals(
                12,
                results.stream()
                        .filter(r -> r.status() == ConditionResult.Status.PASS)
                        .count(),
                results.toString());
    }

    private static void run(List<String> statements) throws Exception {
        try (Connection c = pool.getConnection();
                Statement s = c.createStatement()) {
            for (String sql : statements) {
                s.execute(sql);
            }
        }
    }

    private static Set<Integer> failing() throws Exception {
        Set<Integer> failing = new TreeSet<>();
        for (ConditionResult r : new ConsistencyChecker(pool, 2).check(1)) {
            if (r.status() == ConditionResult.Status.FAIL) {
                failing.add(r.number());
            }
        }
        return failing;
    }
}
