package io.tpcbench.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The load's text of a {@link Decimal} is its BigDecimal's plain text, in both formats, with its raw size. */
class DecimalTest {
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
                1000,
                1234,
                5000,
                9999,
                10000,
                99999,
                1234567,
                -1,
                -5,
                -10,
                -99,
                -100,
                -101,
                -1000,
                -99999,
                Long.MAX_VALUE,
                Long.MIN_VALUE
            })
    void printsAsItsBigDecimalAtEveryScale(long unscaled) {
        for (int scale = 0; scale <= 17; scale++) {
            Decimal d = new Decimal(unscaled, scale);
            String plain = d.decimal().toPlainString();
            StringBuilder text = new StringBuilder();
            d.appendTo(text);
            assertEquals(plain, text.toString(), unscaled + " at scale " + scale);
            assertRow(CsvFormat.serverNative(), d, plain + "\t7\n");
            assertRow(CsvFormat.csv(""), d, plain + ",7\n");
        }
    }

    @Test
    void hundredthsAreCents() {
        assertEquals(new BigDecimal("-10.50"), Decimal.hundredths(-1050).decimal());
    }

    @Test
    void aScaleOutsideALongsDigitsIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Decimal(1, -1));
        assertThrows(IllegalArgumentException.class, () -> new Decimal(1, 18));
    }

    private static void assertRow(CsvFormat format, Decimal d, String expected) {
        StringBuilder row = new StringBuilder();
        long raw = format.appendRow(row, new Object[] {d, 7L});
        assertEquals(expected, row.toString());
        assertEquals(LoadStats.DECIMAL_BYTES + LoadStats.BIGINT_BYTES, raw);
    }
}
