package io.tpcbench.workload.sysbench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * sysbench's {@code --histogram=on} block (sb_histogram.c, sb_logger.c): 1,024 buckets spaced
 * logarithmically from 0.001 to 100,000 ms, each latency in the bucket nearest its logarithm; the
 * non-empty buckets printed with their lower value and a bar of up to 40 stars scaled to the
 * fullest. The latencies come from the run's histogram (microseconds, 3 significant digits), each
 * recorded value put in sysbench's bucket of its equivalent value.
 */
final class SbHistogram {
    static final int SIZE = 1024;
    private static final double DEDUCT = Math.log(1e-3);
    private static final double MULT = (SIZE - 1) / (Math.log(1e5) - DEDUCT);
    private static final String STARS = "*".repeat(40);

    private SbHistogram() {}

    /** sysbench's bucket of a latency of {@code ms} milliseconds. */
    static int bucket(double ms) {
        if (ms <= 0) {
            return 0;
        }
        long i = (long) Math.floor((Math.log(ms) - DEDUCT) * MULT + 0.5);
        return (int) Math.max(0, Math.min(SIZE - 1, i));
    }

    /** The value sysbench prints for bucket {@code i}. */
    static double value(int i) {
        return Math.exp(i / MULT + DEDUCT);
    }

    /** The counts of sysbench's buckets, from latencies recorded in microseconds. */
    static long[] counts(Histogram microseconds) {
        long[] counts = new long[SIZE];
        for (HistogramIterationValue v : microseconds.recordedValues()) {
            long us = microseconds.medianEquivalentValue(v.getValueIteratedTo());
            counts[bucket(us / 1000.0)] += v.getCountAtValueIteratedTo();
        }
        return counts;
    }

    /** The block's lines: the title, the header, a line per non-empty bucket and a line of one space. */
    static List<String> lines(Histogram microseconds) {
        List<String> l = new ArrayList<>();
        l.add("Latency histogram (values are in milliseconds)");
        l.add("       value  ------------- distribution ------------- count");
        List<Map<String, Object>> buckets = buckets(microseconds);
        long max = buckets.stream().mapToLong(b -> (Long) b.get("count")).max().orElse(1);
        for (Map<String, Object> b : buckets) {
            long count = (Long) b.get("count");
            l.add(String.format(Locale.ROOT, "%12.3f |%-40s %d", (Double) b.get("ms"), stars(count, max), count));
        }
        l.add(" ");
        return l;
    }

    /** The non-empty buckets, in order: each its value ({@code ms}) and {@code count}. */
    static List<Map<String, Object>> buckets(Histogram microseconds) {
        long[] counts = counts(microseconds);
        List<Map<String, Object>> buckets = new ArrayList<>();
        for (int i = 0; i < SIZE; i++) {
            if (counts[i] > 0) {
                Map<String, Object> b = new LinkedHashMap<>();
                b.put("ms", value(i));
                b.put("count", counts[i]);
                buckets.add(b);
            }
        }
        return buckets;
    }

    /** The bar of a bucket of {@code count} with the fullest at {@code max}: up to 40 stars. */
    static String stars(long count, long max) {
        return STARS.substring(0, (int) Math.floor(count * 40.0 / Math.max(1, max) + 0.5));
    }
}
