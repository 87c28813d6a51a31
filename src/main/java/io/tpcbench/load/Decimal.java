package io.tpcbench.load;

import java.math.BigDecimal;

/**
 * A decimal held as its unscaled value and its scale, for generators that keep money in cents and
 * rates in ten-thousandths (TPC-C's, TPC-H's): the load's text writes its digits with no {@link
 * BigDecimal} made and printed per value; JDBC batches bind it as one ({@link #decimal}).
 */
public record Decimal(long unscaled, int scale) {
    /** The powers of ten a scale divides by. */
    private static final long[] TEN_TO = {
        1L,
        10L,
        100L,
        1_000L,
        10_000L,
        100_000L,
        1_000_000L,
        10_000_000L,
        100_000_000L,
        1_000_000_000L,
        10_000_000_000L,
        100_000_000_000L,
        1_000_000_000_000L,
        10_000_000_000_000L,
        100_000_000_000_000L,
        1_000_000_000_000_000L,
        10_000_000_000_000_000L,
        100_000_000_000_000_000L
    };

    public Decimal {
        if (scale < 0 || scale >= TEN_TO.length) {
            throw new IllegalArgumentException("scale " + scale + " is not between 0 and " + (TEN_TO.length - 1));
        }
    }

    /** Money in cents: {@code hundredths(1050)} is 10.50. */
    public static Decimal hundredths(long cents) {
        return new Decimal(cents, 2);
    }

    public BigDecimal decimal() {
        return BigDecimal.valueOf(unscaled, scale);
    }

    /** Appends {@code [-]units.fraction}, as {@link BigDecimal#toPlainString} prints {@link #decimal}. */
    public void appendTo(StringBuilder sb) {
        if (scale == 0) {
            sb.append(unscaled);
            return;
        }
        long unit = TEN_TO[scale];
        long units = unscaled / unit;
        long fraction = Math.abs(unscaled % unit);
        if (unscaled < 0) {
            sb.append('-');
        }
        sb.append(Math.abs(units)).append('.');
        for (long place = unit / 10; place > 1 && fraction < place; place /= 10) {
            sb.append('0'); // the fraction's leading zeros
        }
        sb.append(fraction);
    }
}
