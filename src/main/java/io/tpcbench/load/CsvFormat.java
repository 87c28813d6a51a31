package io.tpcbench.load;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * How rows become text for LOAD DATA. {@link #csv}: the dialect of {@code fileLocation} files,
 * comma separated, a field quoted with {@code "} only when it holds a comma, quote or backslash
 * (inner ones escaped with backslash), NULL as {@code csvNullValue}; {@link CsvLoader} reads it.
 * {@link #serverNative}: the server's own default format of LOAD DATA and SELECT ... INTO OUTFILE,
 * tab separated, tab, newline and backslash escaped with a backslash, NULL as {@code \N}: the
 * server reads it straight into the columns ({@link #NATIVE_CLAUSES}), with no variable and no
 * expression per value, which costs it about a tenth less CPU per row than the CSV dialect
 * (docs/performance.md).
 */
public final class CsvFormat {
    static final DateTimeFormatter TIMESTAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS");
    /** The LOAD DATA clauses of the native format: the server's defaults, spelled out. */
    static final String NATIVE_CLAUSES = "FIELDS TERMINATED BY '\\t' ESCAPED BY '\\\\' LINES TERMINATED BY '\\n'";

    private final String nullValue;
    private final char separator;
    private final boolean escapeOnly;
    /** The last timestamp formatted: the rows of a load share a few (formatting is 5% of its CPU). */
    private LocalDateTime lastTime;

    private String lastTimeText;

    private CsvFormat(String nullValue, char separator, boolean escapeOnly) {
        this.nullValue = nullValue;
        this.separator = separator;
        this.escapeOnly = escapeOnly;
    }

    public static CsvFormat csv(String nullValue) {
        return new CsvFormat(nullValue, ',', false);
    }

    static CsvFormat serverNative() {
        return new CsvFormat("\\N", '\t', true);
    }

    /**
     * Appends a row and returns its raw size ({@link LoadStats#rawSize}), from one look at each
     * value's type.
     */
    long appendRow(StringBuilder sb, Object[] values) {
        long raw = 0;
        for (int i = 0; i < values.length; i++) {
            if (i > 0) {
                sb.append(separator);
            }
            raw += appendValue(sb, values[i]);
        }
        sb.append('\n');
        return raw;
    }

    /*
     * One chain of instanceof, most frequent type first, gives both the text and the raw size: a
     * pattern switch here and another in LoadStats.rawSize were two sets of type tests per value,
     * inlined into every generator, and each new type or first null they met as the load moved
     * from table to table made the JIT compile those generators again (docs/performance.md).
     */
    private long appendValue(StringBuilder sb, Object v) {
        if (v instanceof String s) {
            if (escapeOnly) {
                appendEscaped(sb, s);
            } else {
                appendText(sb, s);
            }
            return s.length();
        } else if (v instanceof Integer i) {
            sb.append(i.intValue()); // digits straight into the builder, no String
            return LoadStats.INTEGER_BYTES;
        } else if (v instanceof Decimal dec) {
            dec.appendTo(sb);
            return LoadStats.DECIMAL_BYTES;
        } else if (v instanceof BigDecimal d) {
            sb.append(d.toPlainString());
            return LoadStats.DECIMAL_BYTES;
        } else if (v instanceof Long l) {
            sb.append(l.longValue());
            return LoadStats.BIGINT_BYTES;
        } else if (v instanceof LocalDateTime t) {
            sb.append(format(t));
            return LoadStats.TIMESTAMP_BYTES;
        } else if (v == null) {
            sb.append(nullValue);
            return 0;
        }
        sb.append(v);
        return LoadStats.rawSize(v);
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

    private static void appendEscaped(StringBuilder sb, String s) {
        // String.indexOf is vectorized: three scans cost less than a look at every char
        if (s.indexOf('\t') < 0 && s.indexOf('\n') < 0 && s.indexOf('\\') < 0) {
            sb.append(s);
            return;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (special(c)) {
                sb.append('\\').append(c == '\t' ? 't' : c == '\n' ? 'n' : c);
            } else {
                sb.append(c);
            }
        }
    }

    private static boolean special(char c) {
        return c == '\t' || c == '\n' || c == '\\';
    }
}
