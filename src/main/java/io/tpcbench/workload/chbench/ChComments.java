package io.tpcbench.workload.chbench;

import io.trino.tpch.Distributions;
import io.trino.tpch.TextPool;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The free text of CH-benCHmark's comment columns (n_comment, r_comment, su_comment): pieces cut at random offsets
 * from TPC-H dbgen's text pool (TPC-H 4.2.2.10's grammar over its word lists, with its weights), as the reference
 * driver cuts its comments from TPC-H-like sentences. Only the pool's first MiB is built (the same bytes as the
 * first MiB of dbgen's 300 MiB pool: one seed, one sequence), ample for the three tables' 10,067 short comments.
 * Each row draws from a random source of its own ({@link #random}), so any row is made alone, in any order, by any
 * thread, the same every build. dbgen's words never hold "bad", "Customer", "Complaints" or "Recommends": those
 * appear only where {@link #withWords} puts them.
 */
final class ChComments {
    private static final int POOL_BYTES = 1 << 20;
    /** Read-only once built. */
    private static final TextPool POOL = new TextPool(POOL_BYTES, Distributions.getDefaultDistributions());

    private ChComments() {}

    /** Row {@code key}'s random source for table {@code table} (a constant of the table's own). */
    static SplittableRandom random(long table, int key) {
        long z = table + 0x9E3779B97F4A7C15L * (key + 1L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return new SplittableRandom(z ^ (z >>> 31));
    }

    /** Text of exactly {@code length} characters (0 gives ""). */
    static String text(SplittableRandom random, int length) {
        int from = random.nextInt(POOL.size() - length + 1);
        return POOL.getText(from, from + length);
    }

    /** Text of a length drawn uniformly from [minLength, maxLength]. */
    static String text(SplittableRandom random, int minLength, int maxLength) {
        return text(random, random.nextInt(minLength, maxLength + 1));
    }

    /**
     * Text of exactly {@code length} characters holding {@code words} in order, with random text before, between
     * and after them: each gap drawn uniformly from what the words and the earlier gaps leave, the last gap taking
     * the rest (the reference driver's "Customer ... Complaints" comments, TupleGen/DataSource).
     */
    static String withWords(SplittableRandom random, int length, List<String> words) {
        int free = length - words.stream().mapToInt(String::length).sum();
        if (free < 0) {
            throw new IllegalArgumentException("words " + words + " do not fit in " + length + " characters");
        }
        StringBuilder sb = new StringBuilder(length);
        for (String word : words) {
            int gap = random.nextInt(free + 1);
            sb.append(text(random, gap)).append(word);
            free -= gap;
        }
        return sb.append(text(random, free)).toString();
    }
}
