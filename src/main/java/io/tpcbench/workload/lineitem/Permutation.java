package io.tpcbench.workload.lineitem;

/**
 * A pseudo-random permutation of 0..n-1 that holds no table: a 4-round Feistel network over the
 * smallest even power of two at least n, walked again while it lands outside 0..n-1 (it lands
 * inside at least one time in four). The same seed gives the same order.
 */
final class Permutation {
    private static final int ROUNDS = 4;

    private final long n;
    private final int halfBits;
    private final long halfMask;
    private final long[] keys = new long[ROUNDS];

    Permutation(long n, long seed) {
        if (n < 1) {
            throw new IllegalArgumentException("a permutation of " + n + " items");
        }
        this.n = n;
        int bits = Math.max(2, 64 - Long.numberOfLeadingZeros(n - 1));
        this.halfBits = (bits + 1) / 2;
        this.halfMask = (1L << halfBits) - 1;
        long s = seed;
        for (int r = 0; r < ROUNDS; r++) {
            s = mix(s + 0x9E3779B97F4A7C15L);
            keys[r] = s;
        }
    }

    /** The item at position {@code i} (0..n-1) of the order. */
    long at(long i) {
        long x = i;
        do {
            x = encrypt(x);
        } while (x >= n);
        return x;
    }

    private long encrypt(long x) {
        long left = x >>> halfBits;
        long right = x & halfMask;
        for (long key : keys) {
            long next = left ^ (mix(right ^ key) & halfMask);
            left = right;
            right = next;
        }
        return (left << halfBits) | right;
    }

    /** SplitMix64's finalizer: every bit of the input moves every bit of the output. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
