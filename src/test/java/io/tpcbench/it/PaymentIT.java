package io.tpcbench.it;

import static io.tpcbench.it.TransactionFixture.DB;
import static io.tpcbench.it.TransactionFixture.count;
import static io.tpcbench.it.TransactionFixture.tx;
import static io.tpcbench.it.TransactionFixture.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.gen.NURandConstants;
import io.tpcbench.gen.TpccRandom;
import io.tpcbench.it.TransactionFixture.Mode;
import io.tpcbench.workload.tpcc.random.LastNames;
import io.tpcbench.workload.tpcc.tx.CustomerSelector;
import io.tpcbench.workload.tpcc.tx.Payment;
import io.tpcbench.workload.tpcc.tx.TxResult;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Payment's effects on a real database (TPC-C 2.5), sent every way a run sends it. */
class PaymentIT {
    @BeforeAll
    static void build(@TempDir Path dir) throws Exception {
        TransactionFixture.build(dir);
    }

    private static final String HISTORY_DATA_OF_1234 =
            "SELECT COUNT(*) FROM bmsql_history JOIN bmsql_warehouse ON w_id = h_w_id"
                    + " JOIN bmsql_district ON d_w_id = h_w_id AND d_id = h_d_id WHERE h_c_w_id = 2 AND h_c_d_id = 5"
                    + " AND h_c_id = 1234 AND h_data = CONCAT(w_name, '    ', d_name)";

    @ParameterizedTest
    @EnumSource(Mode.class)
    void paymentMovesTheFourBalancesAndWritesHistory(Mode s) throws Exception {
        long wYtd = value("SELECT w_ytd FROM bmsql_warehouse WHERE w_id = 1");
        long dYtd = value("SELECT d_ytd FROM bmsql_district WHERE d_w_id = 1 AND d_id = 3");
        long balance = value("SELECT c_balance FROM bmsql_customer WHERE c_w_id = 2 AND c_d_id = 5 AND c_id = 1234");
        long paid = value("SELECT c_ytd_payment FROM bmsql_customer WHERE c_w_id = 2 AND c_d_id = 5 AND c_id = 1234");
        long history = count("SELECT COUNT(*) FROM bmsql_history");
        // TPC-C 2.5.2.2: H_DATA is W_NAME, four spaces, D_NAME
        long named = count(HISTORY_DATA_OF_1234);
        long payments =
                count("SELECT c_payment_cnt FROM bmsql_customer WHERE c_w_id = 2 AND c_d_id = 5" + " AND c_id = 1234");
        Payment.Input in = new Payment.Input(1, 3, 2, 5, new CustomerSelector(null, 1234), new BigDecimal("123.45"));
        try (Connection c = tx(s)) {
            assertTrue(s.tx().payment(c, in).remote());
        }
        assertEquals(wYtd + 12345, value("SELECT w_ytd FROM bmsql_warehouse WHERE w_id = 1"));
        assertEquals(dYtd + 12345, value("SELECT d_ytd FROM bmsql_district WHERE d_w_id = 1 AND d_id = 3"));
        assertEquals(
                balance - 12345,
                value("SELECT c_balance FROM bmsql_customer WHERE c_w_id = 2 AND c_d_id = 5" + " AND c_id = 1234"));
        assertEquals(
                paid + 12345,
                value("SELECT c_ytd_payment FROM bmsql_customer WHERE c_w_id = 2 AND c_d_id = 5" + " AND c_id = 1234"));
        assertEquals(
                payments + 1,
                count("SELECT c_payment_cnt FROM bmsql_customer WHERE c_w_id = 2 AND c_d_id = 5" + " AND c_id = 1234"));
        assertEquals(history + 1, count("SELECT COUNT(*) FROM bmsql_history"));
        assertEquals(named + 1, count(HISTORY_DATA_OF_1234));
        assertEquals(
                12345,
                value("SELECT h_amount FROM bmsql_history WHERE h_c_w_id = 2 AND h_c_d_id = 5"
                        + " AND h_c_id = 1234 AND h_w_id = 1 AND h_d_id = 3"));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void badCreditPaymentPrependsToCData(Mode s) throws Exception {
        int cId;
        try (Connection c = TestDatabase.get().connect(DB);
                Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT c_id FROM bmsql_customer WHERE c_w_id = 2 AND c_d_id = 1"
                        + " AND c_credit = 'BC' ORDER BY c_id LIMIT 1")) {
            assertTrue(rs.next());
            cId = rs.getInt(1);
        }
        TxResult.PaymentDone done;
        try (Connection c = tx(s)) {
            done = s.tx().payment(
                            c, new Payment.Input(2, 1, 2, 1, new CustomerSelector(null, cId), new BigDecimal("7.50")));
        }
        // TPC-C 2.5.3.3: the terminal shows the first 200 characters of the new C_DATA
        assertTrue(done.customerData().startsWith(cId + " 1 2 1 2 7.50 | "), done.customerData());
        assertTrue(done.customerData().length() <= 200);
        try (Connection c = TestDatabase.get().connect(DB);
                Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(
                        "SELECT c_data FROM bmsql_customer WHERE c_w_id = 2 AND c_d_id = 1" + " AND c_id = " + cId)) {
            assertTrue(rs.next());
            String data = rs.getString(1);
            assertTrue(data.startsWith(cId + " 1 2 1 2 7.50 | "), data);
            assertTrue(data.length() <= 500);
        }
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void byNamePicksTheMidpointSortedByFirstName(Mode s) throws Exception {
        TpccRandom r = new TpccRandom(1, new NURandConstants(0, 0, 0));
        for (int attempt = 0; attempt < 20; attempt++) {
            String last = LastNames.of(r.uniform(0, 999));
            List<Integer> ids = new ArrayList<>();
            try (Connection c = TestDatabase.get().connect(DB);
                    PreparedStatement ps = c.prepareStatement("SELECT c_id FROM bmsql_customer WHERE c_w_id = 1"
                            + " AND c_d_id = 6 AND c_last = ? ORDER BY c_first")) {
                ps.setString(1, last);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        ids.add(rs.getInt(1));
                    }
                }
            }
            int expected = ids.get((ids.size() + 1) / 2 - 1);
            long before = count(
                    "SELECT c_payment_cnt FROM bmsql_customer WHERE c_w_id = 1 AND c_d_id = 6" + " AND c_id = ?",
                    expected);
            try (Connection c = tx(s)) {
                assertTrue(s.tx().payment(
                                c, new Payment.Input(1, 6, 1, 6, new CustomerSelector(last, 0), new BigDecimal("1.00")))
                        .byName());
            }
            assertEquals(
                    before + 1,
                    count(
                            "SELECT c_payment_cnt FROM bmsql_customer WHERE c_w_id = 1 AND c_d_id = 6"
                                    + " AND c_id = ?",
                            expected),
                    last + " among " + ids);
        }
    }
}
