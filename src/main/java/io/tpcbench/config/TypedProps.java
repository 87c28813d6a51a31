package io.tpcbench.config;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Typed reads of known keys with their defaults. A value that does not parse, or lies outside
 * its range, is recorded as a problem naming key and value, and a harmless stand-in is returned
 * so that validation can go on and report everything at once.
 */
public final class TypedProps {
    private final Map<String, String> raw;
    private final List<String> problems;
    private final Map<String, String> effective = new LinkedHashMap<>();
    private final List<String> defaulted = new ArrayList<>();

    TypedProps(Map<String, String> raw, List<String> problems) {
        this(raw, Keys.all(), problems);
    }

    /**
     * The values of {@code keys} in {@code raw} (a props file's, or a validated config's effective
     * map), with their defaults; what does not parse is added to {@code problems}.
     */
    public TypedProps(Map<String, String> raw, List<KeyDef> keys, List<String> problems) {
        this.raw = raw;
        this.problems = problems;
        for (KeyDef key : keys) {
            String value = raw.get(key.name());
            if (value == null && key.defaultValue() != null) {
                value = key.defaultValue();
                defaulted.add(key.name());
            }
            if (value != null) {
                effective.put(key.name(), value);
            }
        }
    }

    Map<String, String> effective() {
        return effective;
    }

    List<String> defaulted() {
        return defaulted;
    }

    /** The value in force of a key that came from elsewhere (the user named in conn): no longer a default. */
    void resolved(String key, String value) {
        effective.put(key, value);
        defaulted.remove(key);
    }

    public boolean isSet(String key) {
        String v = effective.get(key);
        return v != null && !v.isEmpty();
    }

    public String string(String key) {
        return effective.getOrDefault(key, "");
    }

    /** A required key; missing or empty is a problem. */
    String required(String key, String why) {
        String v = string(key);
        if (v.isEmpty()) {
            problems.add(key + " is missing: " + why);
        }
        return v;
    }

    public int integer(String key, int min, int max) {
        return (int) longValue(key, min, max);
    }

    public long longValue(String key, long min, long max) {
        String v = string(key);
        if (v.isEmpty()) {
            problems.add(key + " is missing: set it to a whole number from " + min + " to " + max);
            return min;
        }
        try {
            long n = Long.parseLong(v);
            if (n < min || n > max) {
                problems.add(key + "=" + v + " is out of range: it must be from " + min + " to " + max);
                return min;
            }
            return n;
        } catch (NumberFormatException e) {
            problems.add(key + "=" + v + " is not a whole number");
            return min;
        }
    }

    public double decimal(String key, double min, double max) {
        String v = string(key);
        try {
            double d = Double.parseDouble(v);
            if (!(d >= min && d <= max)) {
                problems.add(key + "=" + v + " is out of range: it must be from " + plain(min) + " to " + plain(max));
                return min;
            }
            return d;
        } catch (NumberFormatException e) {
            problems.add(key + "=" + v + " is not a number");
            return min;
        }
    }

    /** A bound as users write it: 100, not 100.0. */
    public static String plain(double d) {
        return BigDecimal.valueOf(d).stripTrailingZeros().toPlainString();
    }

    public boolean bool(String key) {
        String v = string(key).toLowerCase(Locale.ROOT);
        return switch (v) {
            case "true", "yes", "on", "1" -> true;
            case "false", "no", "off", "0" -> false;
            default -> {
                problems.add(key + "=" + string(key) + " is not true or false");
                yield false;
            }
        };
    }

    /** The {@code dataSource.*} keys, prefix removed. */
    Map<String, String> dataSourceProps() {
        Map<String, String> out = new LinkedHashMap<>();
        raw.forEach((k, v) -> {
            if (k.startsWith(Keys.DATA_SOURCE_PREFIX)) {
                out.put(k.substring(Keys.DATA_SOURCE_PREFIX.length()), v);
            }
        });
        return out;
    }
}
