package io.tpcbench.report;

import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** A small JSON writer for records, lists, maps, strings, numbers and booleans (the summary needs no more). */
final class Json {
    private Json() {}

    static String write(Object value) {
        StringBuilder sb = new StringBuilder();
        write(sb, value, 0);
        return sb.append('\n').toString();
    }

    /**
     * {@code value} on one line (JSON Lines): {@link #write}'s layout without its line breaks, which
     * only ever stand between tokens (a string's are escaped).
     */
    static String line(Object value) {
        return write(value).replaceAll("\n *", "");
    }

    private static void write(StringBuilder sb, Object v, int indent) {
        switch (v) {
            case null -> sb.append("null");
            case String s -> string(sb, s);
            case Boolean b -> sb.append(b);
            case Double d -> sb.append(Double.isFinite(d) ? number(d) : "null");
            case Number n -> sb.append(n);
            case List<?> list -> list(sb, list, indent);
            case Map<?, ?> map -> map(sb, map, indent);
            case Record r -> record(sb, r, indent);
            default -> string(sb, v.toString());
        }
    }

    /**
     * Three decimals; a figure under 0.1 (CPU milliseconds per sysbench event, say 0.0124) six, so
     * that it keeps four significant digits down to 0.001.
     */
    private static String number(double d) {
        return String.format(Locale.ROOT, d != 0 && Math.abs(d) < 0.1 ? "%.6f" : "%.3f", d);
    }

    private static void list(StringBuilder sb, List<?> list, int indent) {
        sb.append('[');
        for (int i = 0; i < list.size(); i++) {
            sb.append(i == 0 ? "\n" : ",\n").append("  ".repeat(indent + 1));
            write(sb, list.get(i), indent + 1);
        }
        sb.append(list.isEmpty() ? "" : "\n" + "  ".repeat(indent)).append(']');
    }

    /** A map with text keys (a workload's figures), in its own order. */
    private static void map(StringBuilder sb, Map<?, ?> map, int indent) {
        sb.append('{');
        int i = 0;
        for (Map.Entry<?, ?> e : map.entrySet()) {
            sb.append(i++ == 0 ? "\n" : ",\n").append("  ".repeat(indent + 1));
            string(sb, String.valueOf(e.getKey()));
            sb.append(": ");
            write(sb, e.getValue(), indent + 1);
        }
        sb.append(map.isEmpty() ? "" : "\n" + "  ".repeat(indent)).append('}');
    }

    private static void record(StringBuilder sb, Record r, int indent) {
        sb.append('{');
        RecordComponent[] parts = r.getClass().getRecordComponents();
        for (int i = 0; i < parts.length; i++) {
            sb.append(i == 0 ? "\n" : ",\n").append("  ".repeat(indent + 1));
            string(sb, parts[i].getName());
            sb.append(": ");
            try {
                write(sb, parts[i].getAccessor().invoke(r), indent + 1);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        sb.append('\n').append("  ".repeat(indent)).append('}');
    }

    private static void string(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                case '\r' -> sb.append("\\r");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }
}
