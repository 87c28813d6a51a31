package io.tpcbench.it;

import static io.tpcbench.it.TransactionFixture.DB;
import static io.tpcbench.it.TransactionFixture.count;
import static io.tpcbench.it.TransactionFixture.tx;
import static io.tpcbench.it.TransactionFixture.value;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tpcbench.it.TransactionFixture.Mode;
import io.tpcbench.workload.tpcc.tx.Delivery;
import java.nio.file.Path;
import java.sql.Connection;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Delivery's effects on a real database (TPC-C 2.7), sent every way a run sends it. */
class DeliveryIT {
    @BeforeAll
    static void build(@TempDir Path dir) throws Exception {
        TransactionFixture.build(dir);
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void deliveryDeliversTheOldestNewOrderOfEveryDistrictAndSkipsEmptyOnes(Mode s) throws Exception {
        TransactionFixture.markDelivered(DB, 2, 10, 10);
        long oldest = count("SELECT MIN(no_o_id) FROM bmsql_new_order WHERE no_w_id = 2 AND no_d_id = 3");
        long cId = count("SELECT o_c_id FROM bmsql_oorder WHERE o_w_id = 2 AND o_d_id = 3 AND o_id = ?", oldest);
        long balance = value("SELECT c_balance FROM bmsql_customer WHERE c_w_id = 2 AND c_d_id = 3 AND c_id = ?", cId);
        long amount = value(
                "SELECT SUM(ol_amount) FROM bmsql_order_line WHERE ol_w_id = 2 AND ol_d_id = 3" + " AND ol_o_id = ?",
                oldest);
        long deliveries = count(
                "SELECT c_delivery_cnt FROM bmsql_customer WHERE c_w_id = 2 AND c_d_id = 3" + " AND c_id = ?", cId);
        Delivery.Done done;
        try (Connection c = tx(s)) {
            done = s.tx().delivery(c, new Delivery.Input(2, 7));
        }
        assertEquals(1, done.skippedDistricts());
        assertEquals(9, done.delivered().size());
        assertEquals(
                0,
                count(
                        "SELECT COUNT(*) FROM bmsql_new_order WHERE no_w_id = 2 AND no_d_id = 3" + " AND no_o_id = ?",
                        oldest));
        assertEquals(
                7, count("SELECT o_carrier_id FROM bmsql_oorder WHERE o_w_id = 2 AND o_d_id = 3 AND o_id = ?", oldest));
        assertEquals(
                0,
                count(
                        "SELECT COUNT(*) FROM bmsql_order_line WHERE ol_w_id = 2 AND ol_d_id = 3"
                                + " AND ol_o_id = ? AND ol_delivery_d IS NULL",
                        oldest));
        assertEquals(
                balance + amount,
                value("SELECT c_balance FROM bmsql_customer WHERE c_w_id = 2 AND c_d_id = 3" + " AND c_id = ?", cId));
        assertEquals(
                deliveries + 1,
                count(
                        "SELECT c_delivery_cnt FROM bmsql_customer WHERE c_w_id = 2" + " AND c_d_id = 3 AND c_id = ?",
                        cId));
    }
}
