package io.tpcbench.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tpcbench.workload.Kind;
import io.tpcbench.workload.tpcc.TransactionType;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Units slower than their kind's response time limit are counted late, per kind and per interval. */
class LateCountsTest {
    private enum Query implements Kind {
        Q;

        @Override
        public String displayName() {
            return "Query";
        }

        @Override
        public String shortName() {
            return "Q";
        }
    }

    @Test
    void tpccKindsAreLateAboveClause5253sLimits() {
        RunStats stats = new RunStats(List.of(TransactionType.values()), List.of("conn"), 0);
        stats.completed(TransactionType.NEW_ORDER, 5_000_000, false);
        stats.completed(TransactionType.NEW_ORDER, 5_000_001, false);
        stats.completed(TransactionType.STOCK_LEVEL, 19_000_000, false);
        stats.completed(TransactionType.STOCK_LEVEL, 20_500_000, false);
        LatencyTotals totals = new LatencyTotals(stats);
        assertEquals(List.of(1L, 0L, 0L, 0L, 1L), totals.drain().late(), "5 s is not late, 5.000001 s is");
        stats.completed(TransactionType.PAYMENT, 6_000_000, true);
        assertEquals(List.of(0L, 1L, 0L, 0L, 0L), totals.drain().late(), "each interval has its own");
        assertEquals(1, stats.of(TransactionType.NEW_ORDER).late());
        assertEquals(5_000_000, stats.of(TransactionType.NEW_ORDER).lateAfterMicros());
    }

    @Test
    void aKindWithoutALimitIsNeverLateUnlessOneIsSet() {
        RunStats none = new RunStats(List.of(Query.values()), List.of("conn"), 0);
        none.completed(Query.Q, 3_000_000_000L, false);
        assertEquals(0, none.of(Query.Q).late());
        RunStats limited = new RunStats(List.of(Query.values()), List.of("conn"), 0.25);
        limited.completed(Query.Q, 250_000, false);
        limited.completed(Query.Q, 250_001, false);
        assertEquals(1, limited.of(Query.Q).late());
        RunStats tpcc = new RunStats(List.of(TransactionType.values()), List.of("conn"), 1);
        tpcc.completed(TransactionType.STOCK_LEVEL, 2_000_000, false);
        assertEquals(1, tpcc.of(TransactionType.STOCK_LEVEL).late(), "responseTimeLimitSecs replaces 5.2.5.3's");
    }
}
