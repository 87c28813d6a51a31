package io.tpcbench.gen;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TextSourceTest {
    private final TpccRandom r = new TpccRandom(11, new NURandConstants(0, 0, 0));

    @Test
    void corpusTextKeepsTheSpecLengthsAndComesFromTheCorpus() {
        String corpus = "The quick brown fox jumps over the lazy dog. ";
        CorpusText text = new CorpusText(corpus.repeat(3), 2000);
        for (int i = 0; i < 1000; i++) {
            String s = text.text(r, 300, 500);
            assertTrue(s.length() >= 300 && s.length() <= 500);
            assertTrue(s.contains("fox") || s.contains("lazy") || s.contains("brown"), s);
        }
    }

    @Test
    void corpusOwnOriginalNeverCountsAsTheMarker() {
        CorpusText text = new CorpusText("ORIGINAL ORIGINAL ORIGINAL words", 2000);
        int marked = 0;
        for (int i = 0; i < 10_000; i++) {
            marked += text.dataWithOriginal(r, 26, 50).contains("ORIGINAL") ? 1 : 0;
        }
        assertTrue(marked > 900 && marked < 1100, "marked " + marked);
    }

    @Test
    void corpusWhitespaceIsCollapsed() {
        CorpusText text = new CorpusText("a\n\n\tb   c", 50);
        for (int i = 0; i < 100; i++) {
            assertFalse(text.text(r, 5, 10).contains("  "));
        }
    }

    @Test
    void emptyCorpusIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> new CorpusText(" \n ", 10));
    }

    @Test
    void randomTextNeverHoldsTheMarkerByChance() {
        RandomText text = new RandomText();
        for (int i = 0; i < 1000; i++) {
            String s = text.text(r, 26, 50);
            assertFalse(s.contains("ORIGINAL"));
            assertTrue(s.length() >= 26 && s.length() <= 50);
        }
    }
}
