package io.tpcbench.workload.tpch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** TPC-H 5.4's metrics, worked by hand: the intervals' rounding, the 1000x rule, Ts, and the three metrics. */
class TpchMetricsTest {
    @ParameterizedTest(name = "{0} s counts {1} s")
    @CsvSource({"23.714, 23.71", "23.715, 23.72", "0.004, 0.01", "0.005, 0.01", "0.0151, 0.02", "120, 120"})
    void intervalsRoundToTheHundredthAndNeverToZero(double seconds, double counted) {
        assertEquals(counted, TpchMetrics.interval(seconds), 1e-12);
    }

    @Test
    void tsRoundsUpToTheNextHundredth() {
        // 5.3.6.2's own examples
        assertEquals(923.75, TpchMetrics.throughputInterval(923.741), 1e-12);
        assertEquals(923.75, TpchMetrics.throughputInterval(923.749), 1e-12);
        assertEquals(923.75, TpchMetrics.throughputInterval(923.75), 1e-12);
    }

    @Test
    void powerIsTheInverseGeometricMeanOfTheTwentyFourIntervalsTimesSf() {
        double[] tenSeconds = new double[22];
        Arrays.fill(tenSeconds, 10);
        assertEquals(360.0, TpchMetrics.power(1, tenSeconds, 10, 10), 1e-9);
        assertEquals(3600.0, TpchMetrics.power(10, tenSeconds, 10, 10), 1e-9);
        // RF1 at 40 s, RF2 at 2.5 s: their product is 100, as two 10 s intervals
        assertEquals(360.0, TpchMetrics.power(1, tenSeconds, 40, 2.5), 1e-9);
    }

    @Test
    void queryIntervalsUnderTheLongestOverAThousandCountAsThat() {
        double[] q = new double[22];
        Arrays.fill(q, 20);
        q[5] = 0.004; // counts 0.01 s; 20 / 0.01 = 2000 > 1000, so it counts 20 / 1000 = 0.02 s (5.4.1.4)
        double expected = 3600 * Math.exp(-(21 * Math.log(20) + Math.log(0.02) + 2 * Math.log(10)) / 24);
        assertEquals(expected, TpchMetrics.power(1, q, 10, 10), 1e-9);
        // the refresh intervals are not raised: a 0.01 s RF1 stays 0.01 s
        double tinyRefresh =
                3600 * Math.exp(-(21 * Math.log(20) + Math.log(0.02) + Math.log(0.01) + Math.log(10)) / 24);
        assertEquals(tinyRefresh, TpchMetrics.power(1, q, 0.001, 10), 1e-9);
        // at most 1000 times the shortest: nothing is raised
        q[5] = 0.02;
        double untouched = 3600 * Math.exp(-(21 * Math.log(20) + Math.log(0.02) + 2 * Math.log(10)) / 24);
        assertEquals(untouched, TpchMetrics.power(1, q, 10, 10), 1e-9);
    }

    @Test
    void throughputAndQphH() {
        assertEquals(1584.0, TpchMetrics.throughput(1, 2, 100), 1e-9);
        assertEquals(15.84, TpchMetrics.throughput(0.01, 2, 100), 1e-9);
        OptionalDouble qphH = TpchMetrics.qphH(OptionalDouble.of(360), OptionalDouble.of(1584));
        assertEquals(Math.sqrt(360 * 1584.0), qphH.getAsDouble(), 1e-9);
        assertFalse(TpchMetrics.qphH(OptionalDouble.empty(), OptionalDouble.of(1584))
                .isPresent());
        assertEquals(755.1, TpchMetrics.reported(qphH.getAsDouble()), 1e-12);
    }

    @ParameterizedTest(name = "SF {0}: at least {1} streams")
    @CsvSource({"0.01, 2", "1, 2", "10, 3", "50, 4", "100, 5", "1000, 7", "100000, 11"})
    void theFewestStreamsFollowTable11(double sf, int streams) {
        assertEquals(streams, TpchMetrics.minStreams(sf));
    }
}
