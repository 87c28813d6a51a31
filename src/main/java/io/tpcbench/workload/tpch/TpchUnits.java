package io.tpcbench.workload.tpch;

import io.tpcbench.workload.SummaryPart;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every unit of a TPC-H run, one by one, as {@code summary.json}'s {@value #SECTION} keeps them:
 * each query and refresh function with its lane (the power test, a query stream, the refresh
 * stream), its start and seconds (its start counted from the first unit's), the rows of its
 * answer (a refresh function's: the orders and lines it inserted or deleted), its outcome and, in
 * validation mode, its answer's verdict. The report page's tables, bars and timeline are drawn
 * from them.
 */
final class TpchUnits {
    static final String SECTION = "tpchUnits";
    static final String POWER = "power test";
    static final String REFRESH = "refresh stream";
    static final String COMPLETED = "completed";

    /** One unit: {@code kind} Q01..Q22, RF1 or RF2; {@code answer} PASS, FAIL or empty. */
    record Unit(String kind, String lane, double startSecs, double seconds, long rows, String outcome, String answer) {
        boolean completed() {
            return outcome.equals(COMPLETED);
        }
    }

    private TpchUnits() {}

    /** The record's units in the order they started. */
    static List<Unit> of(TestRecord record) {
        List<Unit> units = new ArrayList<>();
        for (TestRecord.Finished f : record.finished()) {
            units.add(new Unit(
                    TpchKind.of(f.query().number()).name(),
                    lane(f.stream()),
                    f.endSecs() - f.seconds(),
                    f.seconds(),
                    f.rows(),
                    COMPLETED,
                    f.answer()));
        }
        for (TestRecord.Failure f : record.failures()) {
            units.add(new Unit(
                    TpchKind.of(f.query().number()).name(),
                    lane(f.stream()),
                    f.endSecs() - f.seconds(),
                    f.seconds(),
                    0,
                    f.timedOut() ? "timed out" : "failed",
                    ""));
        }
        for (TestRecord.Refreshed r : record.refreshed()) {
            units.add(new Unit(
                    r.kind().name(),
                    r.pair() == 0 ? POWER : REFRESH,
                    r.endSecs() - r.seconds(),
                    r.seconds(),
                    r.orders() + r.lines(),
                    COMPLETED,
                    ""));
        }
        for (TestRecord.RefreshFailure r : record.refreshFailures()) {
            units.add(new Unit(
                    r.kind().name(),
                    r.pair() == 0 ? POWER : REFRESH,
                    r.endSecs() - r.seconds(),
                    r.seconds(),
                    0,
                    "failed",
                    ""));
        }
        double first = units.stream().mapToDouble(Unit::startSecs).min().orElse(0);
        return units.stream()
                .map(u -> new Unit(
                        u.kind(), u.lane(), u.startSecs() - first, u.seconds(), u.rows(), u.outcome(), u.answer()))
                .sorted(Comparator.comparingDouble(Unit::startSecs))
                .toList();
    }

    private static String lane(int stream) {
        return stream == 0 ? POWER : "stream " + stream;
    }

    /** The units as the summary's section. */
    static List<Map<String, Object>> section(List<Unit> units) {
        return units.stream()
                .map(u -> {
                    Map<String, Object> m = new LinkedHashMap<>();
                    m.put("kind", u.kind());
                    m.put("lane", u.lane());
                    m.put("startSecs", u.startSecs());
                    m.put("seconds", u.seconds());
                    m.put("rows", u.rows());
                    m.put("outcome", u.outcome());
                    if (!u.answer().isEmpty()) {
                        m.put("answer", u.answer());
                    }
                    return m;
                })
                .toList();
    }

    /** The units of a summary's section (none when a summary has no such section). */
    static List<Unit> read(Object section) {
        List<Unit> units = new ArrayList<>();
        if (section instanceof List<?> list) {
            for (Object o : list) {
                if (o instanceof Map<?, ?> m) {
                    units.add(new Unit(
                            String.valueOf(m.get("kind")),
                            String.valueOf(m.get("lane")),
                            SummaryPart.number(m.get("startSecs")),
                            SummaryPart.number(m.get("seconds")),
                            (long) SummaryPart.number(m.get("rows")),
                            String.valueOf(m.get("outcome")),
                            m.get("answer") == null ? "" : String.valueOf(m.get("answer"))));
                }
            }
        }
        return units;
    }
}
