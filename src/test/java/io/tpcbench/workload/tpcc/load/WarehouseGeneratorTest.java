package io.tpcbench.workload.tpcc.load;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.gen.NURandConstants;
import io.tpcbench.gen.RandomText;
import io.tpcbench.workload.tpcc.random.LastNames;
import io.tpcbench.workload.tpcc.schema.Table;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The generated data of one warehouse against TPC-C 4.3.3.1. */
class WarehouseGeneratorTest {
    private static final LocalDateTime NOW = LocalDateTime.of(2026, 1, 1, 12, 0);
    private static final LoadContext CTX =
            new LoadContext(42, new NURandConstants(100, 200, 300), new RandomText(), NOW);
    private static CapturingSink sink;

    @BeforeAll
    static void generate() throws Exception {
        sink = new CapturingSink();
        new WarehouseGenerator(CTX, sink, 3).generate();
    }

    private static Object v(Object[] row, Table t, String col) {
        return sink.value(row, t, col);
    }

    @Test
    void cardinalities() {
        assertEquals(1, sink.of(Table.WAREHOUSE).size());
        assertEquals(10, sink.of(Table.DISTRICT).size());
        assertEquals(30_000, sink.of(Table.CUSTOMER).size());
        assertEquals(30_000, sink.of(Table.HISTORY).size());
        assertEquals(30_000, sink.of(Table.ORDER).size());
        assertEquals(9_000, sink.of(Table.NEW_ORDER).size());
        assertEquals(100_000, sink.of(Table.STOCK).size());
        int lines = sink.of(Table.ORDER).stream()
                .mapToInt(o -> (Integer) v(o, Table.ORDER, "o_ol_cnt"))
                .sum();
        assertEquals(lines, sink.of(Table.ORDER_LINE).size());
        assertTrue(Math.abs(lines - 300_000) < 3_000, "order lines " + lines);
        assertEquals(1, sink.finishedJobs);
    }

    @Test
    void stockComesFirstAndTheWarehouseRowLast() {
        // the markers a resumed load relies on (LoadState): STOCK = started, WAREHOUSE = complete
        assertEquals(Table.STOCK, sink.order.get(0));
        assertEquals(Table.WAREHOUSE, sink.order.get(sink.order.size() - 1));
    }

    @Test
    void warehouseAndDistrictValues() {
        Object[] w = sink.of(Table.WAREHOUSE).get(0);
        assertEquals(3, v(w, Table.WAREHOUSE, "w_id"));
        assertEquals(new BigDecimal("300000.00"), CapturingSink.decimal(v(w, Table.WAREHOUSE, "w_ytd")));
        BigDecimal tax = CapturingSink.decimal(v(w, Table.WAREHOUSE, "w_tax"));
        assertTrue(tax.signum() >= 0 && tax.compareTo(new BigDecimal("0.2000")) <= 0);
        assertTrue(((String) v(w, Table.WAREHOUSE, "w_zip")).matches("[0-9]{4}11111"));
        for (Object[] d : sink.of(Table.DISTRICT)) {
            assertEquals(new BigDecimal("30000.00"), CapturingSink.decimal(v(d, Table.DISTRICT, "d_ytd")));
            assertEquals(3001, v(d, Table.DISTRICT, "d_next_o_id"));
        }
    }

    @Test
    void customersFollowClause4331() {
        int bc = 0;
        for (Object[] c : sink.of(Table.CUSTOMER)) {
            assertEquals(0, v(c, Table.CUSTOMER, "c_delivery_cnt"));
            assertEquals(1, v(c, Table.CUSTOMER, "c_payment_cnt"));
            assertEquals(new BigDecimal("-10.00"), CapturingSink.decimal(v(c, Table.CUSTOMER, "c_balance")));
            assertEquals(new BigDecimal("10.00"), CapturingSink.decimal(v(c, Table.CUSTOMER, "c_ytd_payment")));
            assertEquals(new BigDecimal("50000.00"), CapturingSink.decimal(v(c, Table.CUSTOMER, "c_credit_lim")));
            assertEquals("OE", v(c, Table.CUSTOMER, "c_middle"));
            assertEquals(NOW, v(c, Table.CUSTOMER, "c_since"));
            BigDecimal disc = CapturingSink.decimal(v(c, Table.CUSTOMER, "c_discount"));
            assertTrue(disc.signum() >= 0 && disc.compareTo(new BigDecimal("0.5000")) <= 0);
            int len = ((String) v(c, Table.CUSTOMER, "c_data")).length();
            assertTrue(len >= 300 && len <= 500);
            assertEquals(16, ((String) v(c, Table.CUSTOMER, "c_phone")).length());
            bc += "BC".equals(v(c, Table.CUSTOMER, "c_credit")) ? 1 : 0;
        }
        assertTrue(bc > 2_600 && bc < 3_400, "BC customers " + bc);
    }

    @Test
    void firstThousandCustomersCoverEveryLastNameInEveryDistrict() {
        for (int d = 1; d <= 10; d++) {
            final int district = d;
            Set<String> names = sink.of(Table.CUSTOMER).stream()
                    .filter(c -> v(c, Table.CUSTOMER, "c_d_id").equals(district)
                            && (Integer) v(c, Table.CUSTOMER, "c_id") <= 1000)
                    .map(c -> (String) v(c, Table.CUSTOMER, "c_last"))
                    .collect(Collectors.toSet());
            assertEquals(1000, names.size());
        }
        Object[] c371 = sink.of(Table.CUSTOMER).get(371);
        assertEquals(372, v(c371, Table.CUSTOMER, "c_id"));
        assertEquals(LastNames.of(371), v(c371, Table.CUSTOMER, "c_last"));
    }

    @Test
    void historyRowPerCustomer() {
        for (Object[] h : sink.of(Table.HISTORY)) {
            assertEquals(new BigDecimal("10.00"), CapturingSink.decimal(v(h, Table.HISTORY, "h_amount")));
            assertEquals(3, v(h, Table.HISTORY, "h_w_id"));
            assertEquals(v(h, Table.HISTORY, "h_d_id"), v(h, Table.HISTORY, "h_c_d_id"));
            int len = ((String) v(h, Table.HISTORY, "h_data")).length();
            assertTrue(len >= 12 && len <= 24);
        }
    }

    @Test
    void orderCustomersArePermutationsPerDistrict() {
        for (int d = 1; d <= 10; d++) {
            final int district = d;
            int[] cids = sink.of(Table.ORDER).stream()
                    .filter(o -> v(o, Table.ORDER, "o_d_id").equals(district))
                    .mapToInt(o -> (Integer) v(o, Table.ORDER, "o_c_id"))
                    .sorted()
                    .toArray();
            assertArrayEquals(IntStream.rangeClosed(1, 3000).toArray(), cids);
        }
    }

    @Test
    void deliveredAndUndeliveredOrders() {
        for (Object[] o : sink.of(Table.ORDER)) {
            int oId = (Integer) v(o, Table.ORDER, "o_id");
            Object carrier = v(o, Table.ORDER, "o_carrier_id");
            if (oId < 2101) {
                assertTrue((Integer) carrier >= 1 && (Integer) carrier <= 10);
            } else {
                assertNull(carrier);
            }
            int cnt = (Integer) v(o, Table.ORDER, "o_ol_cnt");
            assertTrue(cnt >= 5 && cnt <= 15);
            assertEquals(1, v(o, Table.ORDER, "o_all_local"));
        }
        for (Object[] l : sink.of(Table.ORDER_LINE)) {
            int oId = (Integer) v(l, Table.ORDER_LINE, "ol_o_id");
            BigDecimal amount = CapturingSink.decimal(v(l, Table.ORDER_LINE, "ol_amount"));
            if (oId < 2101) {
                assertEquals(NOW, v(l, Table.ORDER_LINE, "ol_delivery_d"));
                assertEquals(0, amount.signum());
            } else {
                assertNull(v(l, Table.ORDER_LINE, "ol_delivery_d"));
                assertTrue(amount.compareTo(new BigDecimal("0.01")) >= 0
                        && amount.compareTo(new BigDecimal("9999.99")) <= 0);
            }
            assertEquals(3, v(l, Table.ORDER_LINE, "ol_supply_w_id"));
            assertEquals(5, v(l, Table.ORDER_LINE, "ol_quantity"));
            assertEquals(24, ((String) v(l, Table.ORDER_LINE, "ol_dist_info")).length());
        }
        Set<Integer> newOrders = new HashSet<>();
        sink.of(Table.NEW_ORDER).forEach(n -> newOrders.add((Integer) v(n, Table.NEW_ORDER, "no_o_id")));
        assertEquals(900, newOrders.size());
        assertTrue(newOrders.stream().allMatch(o -> o >= 2101 && o <= 3000));
    }

    @Test
    void stockFollowsClause4331() {
        int original = 0;
        for (Object[] s : sink.of(Table.STOCK)) {
            int q = (Integer) v(s, Table.STOCK, "s_quantity");
            assertTrue(q >= 10 && q <= 100);
            assertEquals(0, v(s, Table.STOCK, "s_ytd"));
            assertEquals(0, v(s, Table.STOCK, "s_order_cnt"));
            assertEquals(0, v(s, Table.STOCK, "s_remote_cnt"));
            String data = (String) v(s, Table.STOCK, "s_data");
            assertTrue(data.length() >= 26 && data.length() <= 50);
            original += data.contains("ORIGINAL") ? 1 : 0;
            assertEquals(24, ((String) v(s, Table.STOCK, "s_dist_10")).length());
        }
        assertTrue(original > 9_500 && original < 10_500, "ORIGINAL in " + original);
    }

    @Test
    void sameSeedSameRows() throws Exception {
        CapturingSink again = new CapturingSink();
        new WarehouseGenerator(CTX, again, 3).generate();
        for (Table t : List.of(Table.CUSTOMER, Table.ORDER_LINE, Table.STOCK)) {
            for (int i = 0; i < sink.of(t).size(); i += 997) {
                assertArrayEquals(sink.of(t).get(i), again.of(t).get(i));
            }
        }
    }
}
