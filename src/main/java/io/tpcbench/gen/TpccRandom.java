package io.tpcbench.gen;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

/**
 * One thread's random source with the TPC-C helpers of clause 2.1 and 4.3.2. Not thread-safe:
 * each worker or terminal owns one. The NURand constants are passed in, shared by all owners.
 */
public final class TpccRandom {
    private static final byte[] ALNUM =
            "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".getBytes(StandardCharsets.US_ASCII);

    private final SplittableRandom random;
    private final NURandConstants constants;

    public TpccRandom(long seed, NURandConstants constants) {
        this.random = new SplittableRandom(seed);
        this.constants = constants;
    }

    /** A seed for stream {@code stream} of job {@code job}, so the data does not depend on scheduling. */
    public static long derivedSeed(long baseSeed, int job, int stream) {
        long z = baseSeed + 0x9E3779B97F4A7C15L * (job * 64L + stream + 1);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    public NURandConstants constants() {
        return constants;
    }

    /** Uniform in [lo, hi], both inclusive (TPC-C 2.1.4 random(x..y)). */
    public int uniform(int lo, int hi) {
        return random.nextInt(lo, hi + 1);
    }

    /** Uniform in [0, 1). */
    public double unitInterval() {
        return random.nextDouble();
    }

    /** TPC-C 2.1.6: NURand(A, x, y) = (((random(0, A) | random(x, y)) + C) % (y - x + 1)) + x. */
    static int nuRand(int x, int y, int c, int r1, int r2) {
        return (((r1 | r2) + c) % (y - x + 1)) + x;
    }

    private int nuRand(int a, int x, int y, int c) {
        return nuRand(x, y, c, uniform(0, a), uniform(x, y));
    }

    /** C_LAST number 0..999 with the given C (load- or run-time, TPC-C 2.1.6.1). */
    public int lastNameNumber() {
        return nuRand(255, 0, 999, constants.cLast());
    }

    /** C_ID 1..3000. */
    public int customerId() {
        return nuRand(1023, 1, 3000, constants.cId());
    }

    /** OL_I_ID 1..100000. */
    public int itemId() {
        return nuRand(8191, 1, 100_000, constants.olIId());
    }

    /**
     * Random a-string of length [min, max] (TPC-C 4.3.2.2): each character uniform over the 62
     * alphanumerics. A 64-bit draw gives ten 6-bit values; a value of 62 or 63 is dropped (the
     * rest are uniform over 62), so one draw serves about ten characters where a draw per
     * character cost twice the CPU (docs/performance.md).
     */
    public String aString(int min, int max) {
        byte[] chars = new byte[uniform(min, max)];
        for (int i = 0; i < chars.length; ) {
            long bits = random.nextLong();
            for (int k = 0; k < 10 && i < chars.length; k++, bits >>>= 6) {
                int v = (int) bits & 63;
                if (v < ALNUM.length) {
                    chars[i++] = ALNUM[v];
                }
            }
        }
        return latin1(chars);
    }

    /**
     * The String of ASCII bytes. Decoding Latin-1 copies the bytes as they are, where a String of
     * chars is checked and compressed char by char (10% of the loader's CPU).
     */
    private static String latin1(byte[] ascii) {
        return new String(ascii, StandardCharsets.ISO_8859_1);
    }

    /** Random n-string (digits) of length [min, max]. */
    public String nString(int min, int max) {
        byte[] chars = new byte[uniform(min, max)];
        for (int i = 0; i < chars.length; i++) {
            chars[i] = (byte) ('0' + random.nextInt(10));
        }
        return latin1(chars);
    }

    /** Cents uniformly in [loCents, hiCents]: money is never a double. */
    public long cents(long loCents, long hiCents) {
        return random.nextLong(loCents, hiCents + 1);
    }

    /** Fisher-Yates shuffle of 1..n (a true uniform permutation, TPC-C 4.3.3.1 O_C_ID). */
    public int[] permutation(int n) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i + 1;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }
}
