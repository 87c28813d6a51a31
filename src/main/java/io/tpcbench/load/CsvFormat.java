package io.tpcbench.load;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * The CSV dialect of {@code fileLocation} files: comma separated, a field quoted with {@code "}
 * only when it holds a comma, quote or backslash (inner ones escaped with backslash), NULL as
 * {@code csvNullValue}. {@link CsvLoader} reads the same dialect with LOAD DATA.
 */
final class CsvFormat {
    static final DateTimeFormatter TIMESTAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS");

    private final String nullValue;
    /** The last timestamp formatted: the rows of a load share a few (formatting is 5% of its CPU). */
    private LocalDateTime lastTime;
    private String lastTimeText;

    CsvFormat(String nullValue) {
        this.nullValue = nullValue;
    }

    void appendRow(StringBuilder sb, Object[] values) {
        for (int i = 0; i < values.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            appendValue(sb, values[i]);
        }
        sb.append('\n');
    }

    private void appendValue(StringBuilder sb, Object v) {
        switch (v) {
            case null -> sb.append(nullValue);
            case String s -> appendText(sb, s);
            case BigDecimal d -> sb.append(d.toPlainString());
            case LocalDateTime t -> sb.append(format(t));
            default -> sb.append(v);
        }
    }

    private String format(LocalDateTime t) {
        if (!t.equals(lastTime)) {
            lastTimeText = TIMESTAMP.format(t);
            lastTime = t;
        }
        return lastTimeText;
    }

    private static void appendText(StringBuilder sb, String s) {
        boolean quote = false;
        for (int i = 0; i < s.length() && !quote; i++) {
            char c = s.charAt(i);
            quote = c == ',' || c == '"' || c == '\\';
        }
        if (!quote) {
            sb.append(s);
            return;
        }
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append('\\');
            }
            sb.append(c);
        }
        sb.append('"');
    }
}
