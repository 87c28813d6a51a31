package io.tpcbench.workload;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A workload's part of a run's summary, next to the engine's: its headline figure (the one runs
 * are compared by, more is better), its figures ({@code summary.json}'s {@code workloadFigures}),
 * its verdicts, its sections of {@code summary.json} and its lines of the summary text.
 *
 * <p>{@code sections} are written into {@code summary.json} at the top level, a map merged into the
 * engine's object of the same name (TPC-C's {@code faults.committedNewOrders}); the workload reads
 * them back from the whole file ({@link Workload#readPart}). Values are records, lists, maps,
 * strings, numbers and booleans. {@code idleKinds}: the summary shows the kinds that did not run
 * too (TPC-C's five transactions always), not only those that ran.
 */
public record SummaryPart(
        String headlineName,
        double headline,
        Map<String, Double> figures,
        List<Verdict> verdicts,
        Map<String, Object> sections,
        SummaryText text,
        boolean idleKinds) {
    public SummaryPart {
        figures = figures == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(figures));
        verdicts = verdicts == null ? List.of() : List.copyOf(verdicts);
        sections = sections == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(sections));
    }

    /** The key of a workload's own closing block in {@code summary.json}. */
    public static final String LINES = "workloadLines";

    /**
     * The part of a workload with its own closing block and figures: its headline is its {@code tps}
     * (sysbench's), else its first figure (TPC-H's queriesPerHour), else the units completed per
     * second ({@code tpmTotal / 60}).
     */
    public static SummaryPart of(List<String> lines, Map<String, Double> figures, double tpmTotal) {
        String name = figures.containsKey("tps") || figures.isEmpty()
                ? "tps"
                : figures.keySet().iterator().next();
        return new SummaryPart(
                name,
                figures.getOrDefault(name, tpmTotal / 60),
                figures,
                List.of(),
                Map.of(LINES, List.copyOf(lines)),
                SummaryText.closing(lines),
                false);
    }

    /** {@link #of} read back from a {@code summary.json} ({@code json}: its whole tree). */
    @SuppressWarnings("unchecked")
    public static SummaryPart read(Map<String, Object> json) {
        Object lines = json.get(LINES);
        return of(
                lines instanceof List<?> l ? l.stream().map(String::valueOf).toList() : List.of(),
                figures(json),
                number(json.get("tpmTotal")));
    }

    /** The figures of a {@code summary.json} ({@code workloadFigures}). */
    public static Map<String, Double> figures(Map<String, Object> json) {
        Map<String, Double> figures = new LinkedHashMap<>();
        if (json.get("workloadFigures") instanceof Map<?, ?> m) {
            m.forEach((k, v) -> figures.put(String.valueOf(k), number(v)));
        }
        return figures;
    }

    /** A number of a JSON tree; null (a figure not measured) is NaN. */
    public static double number(Object v) {
        return v instanceof Number n ? n.doubleValue() : Double.NaN;
    }

    /** The same part with {@code verdicts}. */
    public SummaryPart withVerdicts(List<Verdict> verdicts) {
        return new SummaryPart(headlineName, headline, figures, verdicts, sections, text, idleKinds);
    }

    /** This part with {@code text} as its words and {@code more} added to its sections (a workload's page data). */
    public SummaryPart withText(SummaryText text, Map<String, ?> more) {
        Map<String, Object> all = new LinkedHashMap<>(sections);
        all.putAll(more);
        return new SummaryPart(headlineName, headline, figures, verdicts, all, text, idleKinds);
    }
}
