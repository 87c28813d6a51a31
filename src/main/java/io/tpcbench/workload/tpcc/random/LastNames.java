package io.tpcbench.workload.tpcc.random;

/** C_LAST from three syllables indexed by the digits of 000..999 (TPC-C 4.3.2.3). */
public final class LastNames {
    private static final String[] SYLLABLES = {
        "BAR", "OUGHT", "ABLE", "PRI", "PRES", "ESE", "ANTI", "CALLY", "ATION", "EING"
    };

    private LastNames() {}

    public static String of(int number) {
        if (number < 0 || number > 999) {
            throw new IllegalArgumentException("last-name number must be 0..999, was " + number);
        }
        return SYLLABLES[number / 100] + SYLLABLES[number / 10 % 10] + SYLLABLES[number % 10];
    }
}
