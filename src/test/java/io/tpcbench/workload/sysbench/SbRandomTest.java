package io.tpcbench.workload.sysbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The distributions have sysbench 1.0.20's shapes (sb_rand.c), each within its range. */
class SbRandomTest {
    private static final int N = 200_000;

    private static SbRandom random(String type, String... more) {
        Map<String, String> values = new HashMap<>(Map.of("rand_type", type));
        for (int i = 0; i < more.length; i += 2) {
            values.put(more[i], more[i + 1]);
        }
        return new SbRandom(new SplittableRandom(42), SysbenchOptions.of(values));
    }

    private static long[] draws(SbRandom r, long a, long b) {
        long[] out = new long[N];
        for (int i = 0; i < N; i++) {
            out[i] = r.next(a, b);
            assertTrue(out[i] >= a && out[i] <= b, out[i] + " outside " + a + ".." + b);
        }
        return out;
    }

    private static double share(long[] v, long from, long to) {
        return (double) Arrays.stream(v).filter(x -> x >= from && x <= to).count() / v.length;
    }

    @Test
    void uniformCoversTheRangeEvenly() {
        long[] v = draws(random("uniform"), 1, 1000);
        assertEquals(0.1, share(v, 1, 100), 0.005);
        assertEquals(0.1, share(v, 901, 1000), 0.005);
    }

    @Test
    void specialPutsThreeQuartersInTheMiddlePercent() {
        // for 1..1000 sysbench's special zone is ids 498..506 (rand_spec_res=75, rand_spec_pct=1); the
        // gaussian quarter adds its own share of those nine ids (about 4% of 25%)
        long[] v = draws(random("special"), 1, 1000);
        assertEquals(0.76, share(v, 498, 506), 0.005);
        assertTrue(share(v, 1, 250) < 0.01, "the gaussian quarter is narrow around the middle too");
    }

    @Test
    void gaussianIsTheMeanOfTwelveUniformDraws() {
        long[] v = draws(random("gaussian"), 1, 1000);
        double mean = Arrays.stream(v).average().orElseThrow();
        assertEquals(500.5, mean, 2);
        // the mean of 12 uniforms: standard deviation 1000 / sqrt(12 * 12)
        double sd = Math.sqrt(
                Arrays.stream(v).mapToDouble(x -> (x - mean) * (x - mean)).sum() / N);
        assertEquals(1000 / 12.0, sd, 2);
    }

    @Test
    void paretoLeansTowardsTheStart() {
        long[] v = draws(random("pareto"), 1, 1000);
        // h=0.2: P(x <= a + t*q) = q^(1/power), power = ln(0.2)/ln(0.8)
        double power = Math.log(0.2) / Math.log(0.8);
        assertEquals(Math.pow(0.1, 1 / power), share(v, 1, 100), 0.01);
    }

    @Test
    void zipfianRanksTheFirstIdsFirst() {
        long[] v = draws(random("zipfian", "rand_zipfian_exp", "1.2"), 1, 1000);
        assertTrue(share(v, 1, 1) > share(v, 2, 2));
        assertTrue(share(v, 1, 10) > 0.5, "exponent 1.2 over 1000: most draws are among the first ten");
    }

    @Test
    void stringsFollowTheTemplates() {
        SbRandom r = random("uniform");
        String c = r.string(SbEvent.C_TEMPLATE);
        assertEquals(119, c.length());
        assertTrue(c.matches("([0-9]{11}-){9}[0-9]{11}"), c);
        assertEquals(59, r.string(SbEvent.PAD_TEMPLATE).length());
    }

    @Test
    void uniqueIdsNeverRepeat() {
        SbUnique unique = new SbUnique(new SplittableRandom(7));
        Set<Long> seen = new HashSet<>();
        List<Long> all = new ArrayList<>();
        for (int i = 0; i < 100_000; i++) {
            long n = unique.next();
            assertTrue(n >= 0 && n <= 0xFFFF_FFFFL);
            all.add(n);
            seen.add(n);
        }
        assertEquals(all.size(), seen.size());
    }
}
