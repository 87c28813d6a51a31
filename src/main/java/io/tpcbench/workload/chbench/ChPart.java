package io.tpcbench.workload.chbench;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.tpcbench.workload.SummaryPart;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * CH-benCHmark's part of a summary: TPC-C's (its headline tpmC, figures, verdicts, sections and
 * words) with the analytical side beside it: the figure {@code queriesPerHour} (CH's QphH), the
 * section {@code chAnalytical}, its lines and tables.
 */
final class ChPart {
    static final String SECTION = "chAnalytical";
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private ChPart() {}

    static SummaryPart of(SummaryPart tpcc, AnalyticalSide side) {
        Map<String, Double> figures = new LinkedHashMap<>(tpcc.figures());
        figures.put("queriesPerHour", side.queriesPerHour());
        figures.put("queriesCompleted", (double) side.completed());
        Map<String, Object> sections = new LinkedHashMap<>(tpcc.sections());
        sections.put(SECTION, side);
        return new SummaryPart(
                tpcc.headlineName(),
                tpcc.headline(),
                figures,
                tpcc.verdicts(),
                sections,
                new ChText(tpcc.text(), side),
                tpcc.idleKinds());
    }

    /** The part of a {@code summary.json} a CH-benCHmark run wrote: TPC-C's as it reads it, and the analytical side. */
    static SummaryPart read(SummaryPart tpcc, Map<String, Object> json) {
        Object side = json.get(SECTION);
        if (side == null) {
            throw new IllegalArgumentException("a CH-benCHmark summary.json without its " + SECTION + " section");
        }
        return of(tpcc, MAPPER.convertValue(side, AnalyticalSide.class));
    }
}
