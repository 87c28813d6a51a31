package io.tpcbench.load;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

class Utf8StreamTest {
    private static final int SLICE = 64 << 10;

    @Test
    void givesTheBytesOfStringGetBytes() {
        Utf8Stream stream = new Utf8Stream();
        for (String text : new String[] {
            "",
            "a",
            "plain\tascii\n",
            "héllo wörld",
            "日本語テキスト",
            "emoji 😀 and 𝄞",
            "lone \uD800 high",
            "lone \uDC00 low",
            "ends high \uD83D"
        }) {
            assertArrayEquals(
                    text.getBytes(StandardCharsets.UTF_8), readAll(stream.of(new StringBuilder(text)), 7), text);
        }
    }

    @Test
    void aSurrogatePairAcrossTwoSlicesStaysOneCharacter() {
        for (int at = SLICE - 2; at <= SLICE + 1; at++) {
            StringBuilder text = new StringBuilder("x".repeat(at)).append("😀").append("tail");
            assertArrayEquals(
                    text.toString().getBytes(StandardCharsets.UTF_8),
                    readAll(new Utf8Stream().of(text), 8192),
                    "pair at " + at);
        }
    }

    @Test
    void longMixedTextsReadInAnySizeComeOutWhole() {
        Random random = new Random(7);
        Utf8Stream stream = new Utf8Stream(); // reused, as the LOAD DATA sink does
        for (int round = 0; round < 20; round++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(3 * SLICE);
            while (text.length() < length) {
                int kind = random.nextInt(10);
                text.appendCodePoint(
                        kind < 7
                                ? 32 + random.nextInt(95)
                                : kind < 8
                                        ? 0x80 + random.nextInt(0x780)
                                        : kind < 9
                                                ? 0x800 + random.nextInt(0xD000)
                                                : 0x10000 + random.nextInt(0xF0000));
            }
            int chunk = 1 + random.nextInt(100_000);
            assertArrayEquals(
                    text.toString().getBytes(StandardCharsets.UTF_8),
                    readAll(stream.of(text), chunk),
                    "round " + round + ", reads of " + chunk);
        }
    }

    @Test
    void oneByteReadsAndTheEnd() {
        Utf8Stream stream = new Utf8Stream().of(new StringBuilder("é"));
        assertEquals(0xC3, stream.read());
        assertEquals(0xA9, stream.read());
        assertEquals(-1, stream.read());
        assertEquals(-1, stream.read(new byte[4], 0, 4));
        assertEquals(0, stream.read(new byte[4], 0, 0));
    }

    private static byte[] readAll(Utf8Stream stream, int bufferSize) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[bufferSize];
        for (int n; (n = stream.read(buffer, 0, buffer.length)) >= 0; ) {
            out.write(buffer, 0, n);
        }
        return out.toByteArray();
    }
}
