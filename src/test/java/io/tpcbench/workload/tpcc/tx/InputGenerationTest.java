package io.tpcbench.workload.tpcc.tx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.gen.NURandConstants;
import io.tpcbench.gen.TpccRandom;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/** The terminals' inputs against TPC-C 2.4.1, 2.5.1, 2.6.1, 2.7.1 and 2.8.1. */
class InputGenerationTest {
    private final TpccRandom r = new TpccRandom(5, new NURandConstants(100, 200, 300));

    @Test
    void newOrderHasOnePercentRollbacksOnTheLastLineAndOnePercentRemoteLines() {
        int n = 200_000;
        int rollbacks = 0;
        long lines = 0;
        long remote = 0;
        for (int i = 0; i < n; i++) {
            NewOrderInput in = NewOrderInput.generate(r, 3, 10);
            assertTrue(in.lines() >= 5 && in.lines() <= 15);
            assertTrue(in.dId() >= 1 && in.dId() <= 10);
            for (int l = 0; l < in.lines(); l++) {
                assertTrue(in.quantities()[l] >= 1 && in.quantities()[l] <= 10);
                if (in.itemIds()[l] == NewOrderInput.UNUSED_ITEM_ID) {
                    assertEquals(in.lines() - 1, l, "the unused item is on the last line");
                    rollbacks++;
                } else {
                    assertTrue(in.itemIds()[l] >= 1 && in.itemIds()[l] <= 100_000);
                }
                assertTrue(in.supplyWIds()[l] >= 1 && in.supplyWIds()[l] <= 10);
            }
            lines += in.lines();
            remote += in.remoteLines();
        }
        assertTrue(Math.abs(100.0 * rollbacks / n - 1) < 0.1, "rollbacks " + rollbacks);
        assertTrue(Math.abs(100.0 * remote / lines - 1) < 0.1, "remote lines " + remote + " of " + lines);
    }

    @Test
    void remoteWarehouseIsNeverHomeAndCoversAllOthers() {
        int[] seen = new int[6];
        for (int i = 0; i < 10_000; i++) {
            int w = NewOrderInput.otherWarehouse(r, 3, 5);
            assertNotEquals(3, w);
            seen[w]++;
        }
        for (int w : new int[] {1, 2, 4, 5}) {
            assertTrue(seen[w] > 2_300, "warehouse " + w + ": " + seen[w]);
        }
    }

    @Test
    void singleWarehouseHasNoRemoteLinesOrPayments() {
        for (int i = 0; i < 5_000; i++) {
            assertEquals(0, NewOrderInput.generate(r, 1, 1).remoteLines());
            assertEquals(1, Payment.generate(r, 1, 1).cWId());
        }
    }

    @Test
    void paymentIsFifteenPercentRemoteAndSixtyPercentByName() {
        int n = 100_000;
        int remote = 0;
        int byName = 0;
        for (int i = 0; i < n; i++) {
            Payment.Input in = Payment.generate(r, 2, 4);
            remote += in.remote() ? 1 : 0;
            byName += in.customer().byName() ? 1 : 0;
            if (!in.remote()) {
                assertEquals(in.dId(), in.cDId(), "a home customer is of the same district");
            }
            assertTrue(in.amount().compareTo(new BigDecimal("1.00")) >= 0
                    && in.amount().compareTo(new BigDecimal("5000.00")) <= 0);
        }
        assertTrue(Math.abs(100.0 * remote / n - 15) < 0.5, "remote " + remote);
        assertTrue(Math.abs(100.0 * byName / n - 60) < 0.5, "by name " + byName);
    }

    @Test
    void midpointIsCeilingOfHalf() {
        assertEquals(1, CustomerSelector.midpoint(1));
        assertEquals(1, CustomerSelector.midpoint(2));
        assertEquals(2, CustomerSelector.midpoint(3));
        assertEquals(2, CustomerSelector.midpoint(4));
        assertEquals(3, CustomerSelector.midpoint(5));
    }

    @Test
    void stockLevelUsesTheTerminalsDistrictAndAThresholdOf10To20() {
        for (int i = 0; i < 1000; i++) {
            StockLevel.Input in = StockLevel.generate(r, 2, 7);
            assertEquals(7, in.dId());
            assertTrue(in.threshold() >= 10 && in.threshold() <= 20);
        }
        Delivery.Input d = Delivery.generate(r, 4);
        assertTrue(d.carrierId() >= 1 && d.carrierId() <= 10);
    }
}
