package io.tpcbench.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class AnswerTimingTest {
    private static final String TRIP = "UPDATE t SET a = a + 1 WHERE k = 17; SELECT b FROM t WHERE k = 17; COMMIT";
    private static final long MS = 1_000_000L;

    private static TextShape shape(String text) {
        return TextShape.of(text);
    }

    /** A COM_QUERY packet of {@code text}: 3 bytes of length, the sequence number, 0x03, the text. */
    private static byte[] query(String text) {
        byte[] t = text.getBytes(StandardCharsets.UTF_8);
        byte[] p = new byte[5 + t.length];
        int len = t.length + 1;
        p[0] = (byte) len;
        p[1] = (byte) (len >> 8);
        p[2] = (byte) (len >> 16);
        p[4] = 0x03;
        System.arraycopy(t, 0, p, 5, t.length);
        return p;
    }

    /**
     * One request of {@code packet} sent at {@code at}, answered {@code spanNanos} later in {@code
     * pieces} reads; the wait it got.
     */
    private static long exchange(AnswerTiming t, byte[] packet, long at, long spanNanos, int pieces) {
        t.written(packet, 0, packet.length, at);
        long wait = t.waitNanos();
        for (int i = 1; i <= pieces; i++) {
            t.read(at + spanNanos * i / pieces);
        }
        return wait;
    }

    /** {@link #exchange(AnswerTiming, byte[], long, long, int)} in three pieces: a plain text's answer. */
    private static long exchange(AnswerTiming t, byte[] packet, long at, long spanNanos) {
        return exchange(t, packet, at, spanNanos, 3);
    }

    /** Answers of {@code text} in three pieces until the next one waits (the first ones are read at once); the time after them. */
    private static long learn(AnswerTiming t, String text, long at, long spanNanos) {
        for (int i = 0; i < AnswerTiming.COUNT_EVERY; i++, at += 100 * MS) {
            assertEquals(0, exchange(t, query(text), at, spanNanos), "answer " + i + " is read at once");
        }
        return at;
    }

    @Test
    void aShapeIgnoresNumbersAndLiteralsButNotNames() {
        assertEquals(shape(TRIP).key(), shape(TRIP.replace("17", "4032")).key());
        assertEquals(
                shape("INSERT INTO h VALUES ('it''s; done', \"x\\\"y\")").key(),
                shape("INSERT INTO h VALUES ('other', \"z\")").key());
        assertNotEquals(
                shape("SELECT a FROM t1").key(), shape("SELECT b FROM t1").key());
        assertNotEquals(
                shape("SELECT a FROM `t`").key(), shape("SELECT a FROM `u`").key());
    }

    @Test
    void aTextFedInPiecesHasTheShapeOfTheWholeText() {
        String text = "INSERT INTO h VALUES ('it''s; \\'x', `n`); SELECT 2";
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        TextShape whole = shape(text);
        for (int cut = 0; cut <= b.length; cut++) {
            for (int second = cut; second <= b.length; second++) {
                TextShape pieces = new TextShape();
                pieces.add(b, 0, cut);
                pieces.add(b, cut, second - cut);
                pieces.add(b, second, b.length - second);
                assertEquals(whole.key(), pieces.key(), "cut at " + cut + " and " + second);
                assertEquals(whole.severalStatements(), pieces.severalStatements());
            }
        }
        assertTrue(whole.severalStatements());
    }

    @Test
    void severalStatementsNeedASemicolonOutsideQuotesAndMoreAfterIt() {
        assertTrue(shape(TRIP).severalStatements());
        assertFalse(shape("SELECT 1;").severalStatements());
        assertFalse(shape("SELECT 1; \n").severalStatements());
        assertFalse(shape("SELECT 'a;b' FROM t").severalStatements());
        assertFalse(shape("SELECT 'it\\'s; x' FROM t").severalStatements());
        assertFalse(shape("SELECT `a;b` FROM t").severalStatements());
        assertTrue(shape("SELECT 'a'; SELECT 2").severalStatements());
    }

    @Test
    void aShapesFirstAnswersAreReadAtOnceThenItWaitsAShareOfItsMedian() {
        AnswerTiming t = new AnswerTiming();
        long at = learn(t, TRIP, 0, 10 * MS);
        long wait = exchange(t, query(TRIP.replace("17", "18")), at, 10 * MS);
        assertEquals((long) (10 * MS * AnswerTiming.FRACTION), wait);
    }

    @Test
    void oneAnswerInSoManyIsReadAtOnceToCountItsPiecesAgain() {
        AnswerTiming t = new AnswerTiming();
        long at = learn(t, TRIP, 0, 10 * MS);
        int atOnce = 0;
        for (int i = 0; i < 4 * AnswerTiming.COUNT_EVERY; i++, at += 100 * MS) {
            atOnce += exchange(t, query(TRIP), at, 10 * MS) == 0 ? 1 : 0;
        }
        assertEquals(4, atOnce);
    }

    @Test
    void answersThatComeInOnePieceAreReadAtOnce() {
        AnswerTiming t = new AnswerTiming();
        long at = 0;
        for (int i = 0; i < 5 * AnswerTiming.COUNT_EVERY; i++, at += 100 * MS) {
            // a compound statement's query and its OK, together at the end
            assertEquals(0, exchange(t, query(TRIP), at, 10 * MS, 1));
        }
        assertEquals(10 * MS, t.medianNanos(TRIP), 1);
    }

    @Test
    void aShapeWhoseAnswersComeTogetherLaterStopsWaiting() {
        AnswerTiming t = new AnswerTiming();
        long at = learn(t, TRIP, 0, 10 * MS);
        int waits = 0;
        for (int i = 0; i < 10 * AnswerTiming.COUNT_EVERY; i++, at += 100 * MS) {
            // read at once, they come in one piece from now on
            boolean waited = exchange(t, query(TRIP), at, 10 * MS, 1) > 0;
            waits += waited ? 1 : 0;
        }
        assertTrue(waits < 9 * AnswerTiming.COUNT_EVERY, "waits: " + waits);
        long last = 0;
        for (int i = 0; i < AnswerTiming.COUNT_EVERY; i++, at += 100 * MS) {
            last += exchange(t, query(TRIP), at, 10 * MS, 1);
        }
        assertEquals(0, last, "no wait once the counts say one piece");
    }

    @Test
    void theMedianMovesByAStepPerAnswerSoAnOutlierBarelyMovesIt() {
        AnswerTiming t = new AnswerTiming();
        long at = learn(t, TRIP, 0, 10 * MS);
        assertEquals(10 * MS, t.medianNanos(TRIP), 1);
        // a lock wait of 5 s
        exchange(t, query(TRIP), at += 100 * MS, 5_000 * MS);
        exchange(t, query(TRIP), at += 10_000 * MS, 10 * MS);
        assertEquals(10 * MS * (1 + AnswerTiming.STEP), t.medianNanos(TRIP), 1);
        for (int i = 0; i < 200; i++) {
            exchange(t, query(TRIP), at += 100 * MS, 2 * MS);
        }
        assertEquals(2 * MS, t.medianNanos(TRIP), 0.15 * MS);
    }

    @Test
    void theWaitIsCapped() {
        AnswerTiming t = new AnswerTiming();
        long at = learn(t, TRIP, 0, 1_000 * MS);
        assertEquals(AnswerTiming.MAX_WAIT_NANOS, exchange(t, query(TRIP), at + 2_000 * MS, 1_000 * MS));
    }

    @Test
    void oneStatementAndOtherCommandsAreReadAtOnce() {
        AnswerTiming t = new AnswerTiming();
        byte[] single = query("SELECT b FROM t WHERE k = 1");
        byte[] ping = {1, 0, 0, 0, 0x0e};
        byte[] prepare = query(TRIP);
        prepare[4] = 0x16;
        for (int i = 0; i < 3 * AnswerTiming.COUNT_EVERY; i++) {
            assertEquals(0, exchange(t, single, i * 100 * MS, 10 * MS));
            assertEquals(0, exchange(t, ping, i * 100 * MS + 20 * MS, 10 * MS));
            assertEquals(0, exchange(t, prepare, i * 100 * MS + 40 * MS, 10 * MS));
        }
        assertEquals(0, t.medianNanos("SELECT b FROM t WHERE k = 1"));
    }

    @Test
    void aPacketWrittenInPiecesIsOneRequest() {
        AnswerTiming t = new AnswerTiming();
        byte[] p = query(TRIP);
        for (int i = 0; i <= AnswerTiming.COUNT_EVERY; i++) {
            long at = i * 100 * MS;
            // Connector/J's buffered stream writes a long packet's header alone, then the rest
            t.written(p, 0, 4, at);
            t.written(p, 4, 7, at);
            t.written(p, 11, p.length - 11, at);
            long wait = t.waitNanos();
            assertEquals(0, t.waitNanos(), "one wait per request");
            t.read(at + 4 * MS);
            t.read(at + 6 * MS);
            t.read(at + 8 * MS);
            assertEquals(i < AnswerTiming.COUNT_EVERY ? 0 : (long) (8 * MS * AnswerTiming.FRACTION), wait);
        }
    }

    @Test
    void itKeepsABoundedNumberOfShapes() {
        AnswerTiming t = new AnswerTiming();
        for (int i = 0; i < AnswerTiming.MAX_SHAPES + 10; i++) {
            String text = "SELECT c" + (char) ('a' + i % 26) + (char) ('a' + i / 26 % 26) + (char) ('a' + i / 676)
                    + " FROM t; COMMIT";
            exchange(t, query(text), i * 100 * MS, MS);
        }
        String late = "SELECT late FROM t; COMMIT";
        learn(t, late, 0, MS);
        assertEquals(0, t.medianNanos(late));
    }
}
