package io.tpcbench.gen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Free text cut from a user's corpus file at random offsets, with the spec's lengths. Whitespace
 * runs become one space and the corpus's own "ORIGINAL" is lower-cased, so the 10% rule stays
 * exact.
 */
public final class CorpusText implements TextSource {
    private final String corpus;

    CorpusText(String text, int minLength) {
        String normalized = text.replaceAll("\\s+", " ").strip().replace(MARKER, "original");
        if (normalized.isEmpty()) {
            throw new IllegalArgumentException("the text corpus is empty");
        }
        StringBuilder sb = new StringBuilder(normalized);
        while (sb.length() < minLength) {
            sb.append(' ').append(normalized);
        }
        this.corpus = sb.toString();
    }

    /** Reads the corpus; it is repeated as needed to be longer than any column. */
    public static CorpusText read(Path file) {
        try {
            return new CorpusText(Files.readString(file, StandardCharsets.UTF_8), 2_000);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read textCorpus " + file, e);
        }
    }

    @Override
    public String text(TpccRandom random, int minLen, int maxLen) {
        int len = random.uniform(minLen, maxLen);
        int from = random.uniform(0, corpus.length() - len);
        return corpus.substring(from, from + len);
    }
}
