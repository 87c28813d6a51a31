package io.tpcbench.config;

import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.util.Collections;
import java.util.IllegalFormatException;

/**
 * BenchmarkSQL's directory patterns ({@code my_result_%tY-%tm-%td_%tH%tM%tS}): every {@code %t}
 * conversion formats the same start time.
 */
public final class DirectoryPattern {
    private DirectoryPattern() {}

    public static Path format(String pattern, ZonedDateTime time) {
        int conversions = pattern.split("%t", -1).length - 1;
        try {
            return Path.of(String.format(
                    pattern, Collections.nCopies(conversions, time).toArray()));
        } catch (IllegalFormatException e) {
            throw new ConfigException("directory pattern '" + pattern + "' is not valid: " + e.getMessage()
                    + " (use %tY %tm %td %tH %tM %tS)");
        }
    }
}
