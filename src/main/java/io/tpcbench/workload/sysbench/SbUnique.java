package io.tpcbench.workload.sysbench;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * sysbench.rand.unique(): a permutation of the 32-bit numbers shared by the run's terminals
 * (quadratic residues modulo the prime 4294967291, sb_rand.c), so no two draws of a run are equal.
 */
final class SbUnique {
    private static final long PRIME = 4_294_967_291L;
    private static final long MASK = 0xFFFF_FFFFL;

    private final AtomicInteger index;
    private final long offset;

    SbUnique(SplittableRandom seeds) {
        this.index = new AtomicInteger((int) permute((permute(seeds.nextInt() & MASK) + 0x682f0161L) & MASK));
        this.offset = permute((permute(seeds.nextInt() & MASK) + 0x46790905L) & MASK);
    }

    private static long permute(long x) {
        if (x >= PRIME) {
            return x;
        }
        long residue = Long.remainderUnsigned(x * x, PRIME); // x * x < 2^64: exact as an unsigned long
        return x <= PRIME / 2 ? residue : PRIME - residue;
    }

    /** The next number of the permutation, 0 .. 2^32 - 1. */
    long next() {
        long i = index.getAndIncrement() & MASK;
        return permute(((permute(i) + offset) & MASK) ^ 0x5bf03635L);
    }
}
