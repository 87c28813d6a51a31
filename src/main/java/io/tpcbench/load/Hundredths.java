package io.tpcbench.load;

import java.math.BigDecimal;

/**
 * A decimal of two places held as its hundredths, for generators that keep money in cents (TPC-H's):
 * the load's text writes its digits with no {@link BigDecimal} made and printed per value; JDBC
 * batches bind it as one ({@link #decimal}).
 */
public record Hundredths(long value) {
    public BigDecimal decimal() {
        return BigDecimal.valueOf(value, 2);
    }

    /** Appends {@code [-]units.hh}, as {@link BigDecimal#toPlainString} prints {@link #decimal}. */
    public void appendTo(StringBuilder sb) {
        long units = value / 100;
        int hundredths = (int) Math.abs(value % 100);
        if (value < 0) {
            sb.append('-');
        }
        sb.append(Math.abs(units)).append('.');
        if (hundredths < 10) {
            sb.append('0');
        }
        sb.append(hundredths);
    }
}
