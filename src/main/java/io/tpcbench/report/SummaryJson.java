package io.tpcbench.report;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.tpcbench.workload.Kind;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.SummaryParts;
import io.tpcbench.workload.Verdict;
import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code summary.json}: the engine's part of a {@link RunSummary} with the workload's sections at the
 * top level (TPC-C's {@code tpmC}, {@code mix}, ...) and merged into the engine's objects of the same
 * name (its keys of {@code faults} and {@code share}), and read back the same way, the workload's
 * part by the workload that wrote it.
 */
final class SummaryJson {
    /** {@link Json} writes a figure that is not a number (no server CPU measured) as null. */
    private static final class NanForNull extends StdDeserializer<Double> {
        NanForNull() {
            super(Double.TYPE);
        }

        @Override
        public Double deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            return p.getDoubleValue();
        }

        @Override
        public Double getNullValue(DeserializationContext ctxt) {
            return Double.NaN;
        }
    }

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .addModule(new SimpleModule().addDeserializer(Double.TYPE, new NanForNull()))
            .build();

    /** The engine's keys after which the workload's own top-level sections come (so TPC-C's tpmC is the first). */
    private static final String SECTIONS_AFTER = "window";

    private SummaryJson() {}

    static String write(RunSummary s) {
        Map<String, Object> engine = fields(s);
        engine.remove("part");
        Map<String, Object> out = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : engine.entrySet()) {
            out.put(e.getKey(), e.getValue());
            if (e.getKey().equals(SECTIONS_AFTER)) {
                s.part().sections().forEach((k, v) -> {
                    if (!engine.containsKey(k)) {
                        out.put(k, v);
                    }
                });
            }
            if (e.getKey().equals("environment")) {
                out.put("verdicts", s.verdicts());
            }
        }
        s.part().sections().forEach((k, v) -> {
            if (engine.containsKey(k)) {
                out.put(k, merged(out.get(k), v));
            }
        });
        out.put("workloadFigures", s.workloadFigures());
        return Json.write(out);
    }

    /**
     * The engine's value with the workload's keys added: objects key by key, lists of the same
     * length element by element (TPC-C's homes of each driver of a merge).
     */
    private static Object merged(Object engine, Object workload) {
        Object a = engine instanceof Record r ? fields(r) : engine;
        Object b = workload instanceof Record r ? fields(r) : workload;
        if (a instanceof Map<?, ?> ma && b instanceof Map<?, ?> mb) {
            Map<Object, Object> m = new LinkedHashMap<>(ma);
            mb.forEach((k, v) -> m.put(k, m.containsKey(k) ? merged(m.get(k), v) : v));
            return m;
        }
        if (a instanceof List<?> la && b instanceof List<?> lb && la.size() == lb.size()) {
            List<Object> l = new ArrayList<>();
            for (int i = 0; i < la.size(); i++) {
                l.add(merged(la.get(i), lb.get(i)));
            }
            return l;
        }
        return a == null ? b : a;
    }

    /** A record's components by name, in order. */
    private static Map<String, Object> fields(Record r) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (RecordComponent c : r.getClass().getRecordComponents()) {
            try {
                m.put(c.getName(), c.getAccessor().invoke(r));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        return m;
    }

    static RunSummary read(SummaryParts parts, Path file) {
        if (!Files.isRegularFile(file)) {
            throw new ReportException(file.getParent() + " is not a result directory: it has no summary.json");
        }
        try {
            Map<String, Object> tree = MAPPER.readValue(file.toFile(), new TypeReference<Map<String, Object>>() {});
            // a summary written before there were other workloads is the default workload's
            tree.putIfAbsent("workload", parts.defaultWorkload());
            RunSummary s = MAPPER.convertValue(tree, RunSummary.class);
            if (s.window() == null || s.types() == null || !(tree.get("verdicts") instanceof List<?>)) {
                throw new ReportException(file + " lacks the window, types or verdicts (written by an older"
                        + " tpcbench?): the report needs them");
            }
            List<Verdict> verdicts = MAPPER.convertValue(tree.get("verdicts"), new TypeReference<List<Verdict>>() {});
            SummaryPart part = parts.read(s.workload(), tree).withVerdicts(verdicts);
            return new RunSummary(
                    s.sessionStart(),
                    s.sessionEnd(),
                    s.measuredSecs(),
                    s.interrupted(),
                    s.window(),
                    s.terminals(),
                    s.tpmTotal(),
                    s.transactionCount(),
                    s.driverCpuMsPerTxn(),
                    s.types(),
                    s.faults(),
                    s.endpoints(),
                    s.server(),
                    s.environment(),
                    s.share(),
                    s.spread(),
                    s.workload(),
                    s.latencyLogs().isEmpty() ? logs(parts, s.workload()) : s.latencyLogs(),
                    part);
        } catch (IOException | IllegalArgumentException e) {
            throw new ReportException(file + " cannot be read: " + e.getMessage());
        }
    }

    /** The latency logs of a summary written before it listed them: its workload's kinds, then its deferred work's. */
    private static List<RunSummary.LatencyLog> logs(SummaryParts parts, String workload) {
        List<RunSummary.LatencyLog> logs = new ArrayList<>();
        for (Kind k : parts.kinds(workload)) {
            logs.add(new RunSummary.LatencyLog(k.name(), k.displayName(), false));
        }
        parts.deferredKind(workload)
                .ifPresent(k -> logs.add(new RunSummary.LatencyLog(k.name(), k.displayName(), true)));
        return logs;
    }
}
