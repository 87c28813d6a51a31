package io.tpcbench.gen;

/**
 * Where the free-text columns (names, streets, c_data, s_data, i_data, ol_dist_info...) get their
 * characters: random letters as the spec's a-strings, or a user's corpus so that storage-engine
 * compression sees realistic text. Lengths are always the spec's.
 */
public interface TextSource {
    String MARKER = "ORIGINAL";

    /** Text of a length drawn uniformly from [minLen, maxLen]. */
    String text(TpccRandom random, int minLen, int maxLen);

    /**
     * I_DATA and S_DATA: 10% of rows carry "ORIGINAL" at a random position (TPC-C 4.3.3.1); the
     * others never do.
     */
    default String dataWithOriginal(TpccRandom random, int minLen, int maxLen) {
        String s = text(random, minLen, maxLen);
        if (random.uniform(1, 10) != 1) {
            return s;
        }
        int at = random.uniform(0, s.length() - MARKER.length());
        return s.substring(0, at) + MARKER + s.substring(at + MARKER.length());
    }
}
