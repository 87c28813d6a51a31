package io.tpcbench.gen;

/** The spec's a-strings: random alphanumerics (TPC-C 4.3.2.2). */
public final class RandomText implements TextSource {
    @Override
    public String text(TpccRandom random, int minLen, int maxLen) {
        String s = random.aString(minLen, maxLen);
        // "ORIGINAL" must appear only where the generator puts it (TPC-C 4.3.3.1).
        return s.contains(MARKER) ? s.replace(MARKER, "original") : s;
    }
}
