package io.tpcbench.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class TpccRandomTest {
    private final TpccRandom r = new TpccRandom(7, new NURandConstants(123, 456, 7890));

    @Test
    void uniformCoversBothEnds() {
        boolean lo = false;
        boolean hi = false;
        for (int i = 0; i < 10_000; i++) {
            int v = r.uniform(5, 15);
            assertTrue(v >= 5 && v <= 15);
            lo |= v == 5;
            hi |= v == 15;
        }
        assertTrue(lo && hi);
    }

    @Test
    void nuRandFormulaOfClause216() {
        // ((r1 | r2) + C) % (y - x + 1) + x
        assertEquals(((200 | 2500) + 7) % 3000 + 1, TpccRandom.nuRand(1, 3000, 7, 200, 2500));
    }

    @Test
    void nuRandStaysInRangeAndIsNonUniform() {
        int[] counts = new int[1000];
        for (int i = 0; i < 200_000; i++) {
            int n = r.lastNameNumber();
            assertTrue(n >= 0 && n <= 999);
            counts[n]++;
        }
        int max = Arrays.stream(counts).max().orElseThrow();
        int min = Arrays.stream(counts).min().orElseThrow();
        // uniform would give ~200 each; NURand(255) concentrates mass on few values
        assertTrue(max > 4 * min + 100, "max=" + max + " min=" + min);
        for (int i = 0; i < 50_000; i++) {
            int c = r.customerId();
            assertTrue(c >= 1 && c <= 3000);
            int item = r.itemId();
            assertTrue(item >= 1 && item <= 100_000);
        }
    }

    @Test
    void aStringHasTheLengthAndAlphabetOfClause4322() {
        for (int i = 0; i < 1000; i++) {
            String s = r.aString(26, 50);
            assertTrue(s.length() >= 26 && s.length() <= 50);
            assertTrue(s.chars().allMatch(Character::isLetterOrDigit));
        }
        assertTrue(IntStream.range(0, 200)
                        .mapToObj(i -> r.aString(24, 24))
                        .flatMapToInt(String::chars)
                        .distinct()
                        .count()
                >= 26);
    }

    @Test
    void aStringCharactersAreUniformOverTheAlphanumerics() {
        // 62 x 2,000 characters: each count is 2,000 +- 44 (one sigma); a symbol drawn twice as
        // often, or never, puts the chi-square far above 61 +- 11
        int[] counts = new int[128];
        for (int i = 0; i < 62 * 2000 / 24; i++) {
            r.aString(24, 24).chars().forEach(c -> counts[c]++);
        }
        long symbols = IntStream.range(0, 128).filter(c -> counts[c] > 0).count();
        assertEquals(62, symbols);
        double expected = IntStream.of(counts).sum() / 62.0;
        double chiSquare = IntStream.range(0, 128)
                .filter(c -> counts[c] > 0)
                .mapToDouble(c -> (counts[c] - expected) * (counts[c] - expected) / expected)
                .sum();
        assertTrue(chiSquare < 130, "chi-square " + chiSquare + " over 61 degrees of freedom");
    }

    @Test
    void nStringIsDigits() {
        String s = r.nString(16, 16);
        assertEquals(16, s.length());
        assertTrue(s.chars().allMatch(Character::isDigit));
    }

    @Test
    void centsStayInRange() {
        for (int i = 0; i < 10_000; i++) {
            long c = r.cents(1, 999_999);
            assertTrue(c >= 1 && c <= 999_999);
        }
    }

    @Test
    void permutationHoldsEveryValueOnce() {
        int[] p = r.permutation(3000);
        int[] sorted = p.clone();
        Arrays.sort(sorted);
        int[] identity = IntStream.rangeClosed(1, 3000).toArray();
        assertTrue(Arrays.equals(identity, sorted));
        assertFalse(Arrays.equals(identity, p), "not shuffled");
    }

    @Test
    void permutationIsUniform() {
        // where value 1 lands over many shuffles of 1..4: each position ~25%
        int[] position = new int[4];
        TpccRandom rr = new TpccRandom(1, r.constants());
        for (int i = 0; i < 40_000; i++) {
            int[] p = rr.permutation(4);
            for (int j = 0; j < 4; j++) {
                if (p[j] == 1) {
                    position[j]++;
                }
            }
        }
        for (int c : position) {
            assertTrue(c > 9_400 && c < 10_600, Arrays.toString(position));
        }
    }

    @Test
    void sameSeedSameStream() {
        TpccRandom a = new TpccRandom(99, r.constants());
        TpccRandom b = new TpccRandom(99, r.constants());
        for (int i = 0; i < 100; i++) {
            assertEquals(a.aString(5, 30), b.aString(5, 30));
        }
    }

    @Test
    void derivedSeedsDifferPerJob() {
        assertNotEquals(TpccRandom.derivedSeed(1, 1, 0), TpccRandom.derivedSeed(1, 2, 0));
        assertEquals(TpccRandom.derivedSeed(1, 2, 0), TpccRandom.derivedSeed(1, 2, 0));
    }
}
