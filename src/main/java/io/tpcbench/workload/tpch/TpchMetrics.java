package io.tpcbench.workload.tpch;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Arrays;
import java.util.OptionalDouble;

/**
 * TPC-H's metrics (5.4) from its timing intervals (5.3.7), by the rules of revision 3.0.1: every
 * interval rounded to the nearest 0.01 s, one under 0.005 s counted as 0.01 s (5.3.7.5); Ts
 * rounded up to the next 0.01 s (5.3.6.2); the metrics rounded to the nearest 0.1 when printed
 * (5.4.1.2, 5.4.2.2, 5.4.3.2).
 */
final class TpchMetrics {
    /** 5.3.4's Table 11: the fewest query streams of a throughput test, by scale factor. */
    private static final double[][] MIN_STREAMS = {
        {1, 2}, {10, 3}, {30, 4}, {100, 5}, {300, 6}, {1000, 7}, {3000, 8}, {10_000, 9}, {30_000, 10}, {100_000, 11}
    };

    private TpchMetrics() {}

    /** A timing interval as the metrics take it (5.3.7.5): to the nearest 0.01 s, at least 0.01 s. */
    static double interval(double seconds) {
        double rounded =
                BigDecimal.valueOf(seconds).setScale(2, RoundingMode.HALF_UP).doubleValue();
        return Math.max(rounded, 0.01);
    }

    /** Ts (5.3.6.2): rounded up to the next 0.01 s. */
    static double throughputInterval(double seconds) {
        return BigDecimal.valueOf(seconds).setScale(2, RoundingMode.CEILING).doubleValue();
    }

    /**
     * Power@Size (5.4.1.1): 3600 x SF over the geometric mean of the 22 query intervals and the two
     * refresh intervals of the power test. When the longest query interval is more than 1000 times
     * the shortest, query intervals under the longest / 1000 count as the longest / 1000 (5.4.1.4;
     * the refresh intervals are not raised).
     */
    static double power(double sf, double[] queries, double rf1, double rf2) {
        if (queries.length != 22) {
            throw new IllegalArgumentException("Power@Size takes 22 query intervals, not " + queries.length);
        }
        double[] q = Arrays.stream(queries).map(TpchMetrics::interval).toArray();
        double max = Arrays.stream(q).max().orElseThrow();
        double min = Arrays.stream(q).min().orElseThrow();
        if (max / min > 1000) {
            double floor = interval(max / 1000);
            q = Arrays.stream(q).map(v -> Math.max(v, floor)).toArray();
        }
        double logs = Arrays.stream(q).map(Math::log).sum() + Math.log(interval(rf1)) + Math.log(interval(rf2));
        return 3600 * sf * Math.exp(-logs / 24);
    }

    /** Throughput@Size (5.4.2.1): S x 22 x 3600 / Ts x SF, Ts in seconds. */
    static double throughput(double sf, int streams, double tsSeconds) {
        return streams * 22 * 3600 / throughputInterval(tsSeconds) * sf;
    }

    /** QphH@Size (5.4.3.1): the geometric mean of Power@Size and Throughput@Size. */
    static OptionalDouble qphH(OptionalDouble power, OptionalDouble throughput) {
        return power.isPresent() && throughput.isPresent()
                ? OptionalDouble.of(Math.sqrt(power.getAsDouble() * throughput.getAsDouble()))
                : OptionalDouble.empty();
    }

    /** A metric as reported (5.4.x.2): to the nearest 0.1. */
    static double reported(double metric) {
        return BigDecimal.valueOf(metric).setScale(1, RoundingMode.HALF_UP).doubleValue();
    }

    /**
     * 5.3.4's minimum query streams at {@code sf}: the row of the largest listed scale factor not
     * above it (2 below SF 1, which the table does not list).
     */
    static int minStreams(double sf) {
        int streams = 2;
        for (double[] row : MIN_STREAMS) {
            if (sf >= row[0]) {
                streams = (int) row[1];
            }
        }
        return streams;
    }
}
