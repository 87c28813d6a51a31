package io.tpcbench.workload.tpch;

import io.tpcbench.workload.tpch.query.Column;
import io.tpcbench.workload.tpch.query.TpchQuery;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The TPC-H qualification answers at SF 1 (the answers dbgen's distribution ships, produced by
 * the validation parameters of 2.4.N.4) and the comparison of 2.1.3.5: exact values, SUMs within
 * $100, ratios and averages within 1% once rounded to 1/100th, row by row in the query's order.
 */
final class Answers {
    private static final BigDecimal HUNDRED = new BigDecimal(100);
    private static final BigDecimal LOW = new BigDecimal("0.99");
    private static final BigDecimal HIGH = new BigDecimal("1.01");

    private Answers() {}

    /** The qualification answer of {@code query}: its rows, each field trimmed (the files pad them). */
    static List<List<String>> of(TpchQuery query) {
        String name = "/tpch/answers-sf1/q" + query.number() + ".out";
        try (InputStream in = Answers.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("no " + name + " in tpcbench's jar");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII));
            r.readLine(); // the headings
            List<List<String>> rows = new ArrayList<>();
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (!line.isBlank()) {
                    rows.add(fields(line));
                }
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + name, e);
        }
    }

    private static List<String> fields(String line) {
        List<String> out = new ArrayList<>();
        for (String f : line.split("\\|", -1)) {
            out.add(f.strip());
        }
        return out;
    }

    /** The first difference of {@code got} from the qualification answer of {@code query}, if any. */
    static Optional<String> compare(TpchQuery query, List<List<String>> got) {
        List<List<String>> expected = of(query);
        if (got.size() != expected.size()) {
            return Optional.of(String.format(Locale.ROOT, "%d rows, the answer has %d", got.size(), expected.size()));
        }
        List<Column> columns = query.columns();
        for (int row = 0; row < expected.size(); row++) {
            for (int col = 0; col < columns.size(); col++) {
                String v = expected.get(row).get(col);
                String r = got.get(row).get(col) == null
                        ? ""
                        : got.get(row).get(col).strip();
                if (!matches(columns.get(col), r, v)) {
                    return Optional.of(String.format(
                            Locale.ROOT,
                            "row %d column %d is %s, the answer's %s (%s)",
                            row + 1,
                            col + 1,
                            r,
                            v,
                            columns.get(col).name().toLowerCase(Locale.ROOT)));
                }
            }
        }
        return Optional.empty();
    }

    static boolean matches(Column kind, String result, String validation) {
        Optional<BigDecimal> r = number(result);
        Optional<BigDecimal> v = number(validation);
        if (r.isEmpty() || v.isEmpty()) {
            return kind == Column.EXACT && result.equals(validation);
        }
        return switch (kind) {
            case EXACT -> r.get().compareTo(v.get()) == 0;
            case SUM -> withinDollars(r.get(), v.get());
            case RATIO -> withinPercent(r.get(), v.get());
            case RATIO_SUM -> withinDollars(r.get(), v.get()) && withinPercent(r.get(), v.get());
        };
    }

    /** 2.1.3.5 c): within $100. */
    private static boolean withinDollars(BigDecimal r, BigDecimal v) {
        return r.subtract(v).abs().compareTo(HUNDRED) <= 0;
    }

    /** 2.1.3.5 b) and d): 0.99 v <= round(r, 2) <= 1.01 v (bounds swapped for a negative v). */
    private static boolean withinPercent(BigDecimal r, BigDecimal v) {
        BigDecimal rounded = r.setScale(2, RoundingMode.HALF_UP);
        BigDecimal a = v.multiply(LOW);
        BigDecimal b = v.multiply(HIGH);
        return rounded.compareTo(a.min(b)) >= 0 && rounded.compareTo(a.max(b)) <= 0;
    }

    private static Optional<BigDecimal> number(String s) {
        if (s.isEmpty() || !(Character.isDigit(s.charAt(s.length() - 1)))) {
            return Optional.empty();
        }
        try {
            return Optional.of(new BigDecimal(s));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
