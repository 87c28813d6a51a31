package io.tpcbench.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The load's text of a {@link Hundredths} is its decimal's plain text, in both formats, with its raw size. */
class HundredthsTest {
    @ParameterizedTest
    @ValueSource(
            longs = {
                0,
                1,
                5,
                9,
                10,
                99,
                100,
                101,
                110,
                99999,
                1234567,
                -1,
                -5,
                -10,
                -99,
                -100,
                -101,
                -99999,
                Long.MAX_VALUE,
                Long.MIN_VALUE
            })
    void printsAsItsDecimal(long value) {
        Hundredths h = new Hundredths(value);
        String plain = h.decimal().toPlainString();
        StringBuilder text = new StringBuilder();
        h.appendTo(text);
        assertEquals(plain, text.toString());
        assertRow(CsvFormat.serverNative(), h, plain + "\t7\n");
        assertRow(CsvFormat.csv(""), h, plain + ",7\n");
    }

    private static void assertRow(CsvFormat format, Hundredths h, String expected) {
        StringBuilder row = new StringBuilder();
        long raw = format.appendRow(row, new Object[] {h, 7L});
        assertEquals(expected, row.toString());
        assertEquals(LoadStats.DECIMAL_BYTES + LoadStats.BIGINT_BYTES, raw);
    }
}
