package io.tpcbench.it;

import static io.tpcbench.it.TransactionFixture.count;
import static io.tpcbench.it.TransactionFixture.tx;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tpcbench.it.TransactionFixture.Mode;
import io.tpcbench.workload.tpcc.tx.CustomerSelector;
import io.tpcbench.workload.tpcc.tx.NewOrderInput;
import io.tpcbench.workload.tpcc.tx.OrderStatus;
import io.tpcbench.workload.tpcc.tx.TxResult;
import java.nio.file.Path;
import java.sql.Connection;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Order-Status on a real database (TPC-C 2.6), sent every way a run sends it. */
class OrderStatusIT {
    @BeforeAll
    static void build(@TempDir Path dir) throws Exception {
        TransactionFixture.build(dir);
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void orderStatusIsReadOnly(Mode s) throws Exception {
        long orders = count("SELECT COUNT(*) FROM bmsql_oorder");
        try (Connection c = tx(s)) {
            s.tx().orderStatus(c, new OrderStatus.Input(1, 1, new CustomerSelector(null, 10)));
        }
        assertEquals(orders, count("SELECT COUNT(*) FROM bmsql_oorder"));
    }

    /** TPC-C 2.6.2.2: the customer's latest order, with all its lines, even after a newer order of another customer. */
    @ParameterizedTest
    @EnumSource(Mode.class)
    void orderStatusShowsTheCustomersLatestOrderWithItsLines(Mode s) throws Exception {
        try (Connection c = tx(s)) {
            s.tx().newOrder(
                            c,
                            new NewOrderInput(
                                    2,
                                    3,
                                    42,
                                    new int[] {601, 602, 603, 604, 605, 606},
                                    new int[] {2, 2, 2, 2, 2, 2},
                                    new int[] {1, 1, 1, 1, 1, 1}));
            s.tx().newOrder(
                            c,
                            new NewOrderInput(
                                    2,
                                    3,
                                    43,
                                    new int[] {607, 608, 609, 610, 611},
                                    new int[] {2, 2, 2, 2, 2},
                                    new int[] {1, 1, 1, 1, 1}));
        }
        long latest = count("SELECT MAX(o_id) FROM bmsql_oorder WHERE o_w_id = 2 AND o_d_id = 3 AND o_c_id = 42");
        TxResult.OrderStatusDone done;
        try (Connection c = tx(s)) {
            done = s.tx().orderStatus(c, new OrderStatus.Input(2, 3, new CustomerSelector(null, 42)));
        }
        assertEquals(latest, done.orderId());
        assertEquals(6, done.lines());
    }
}
