package io.tpcbench.report;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reads a {@code summary.json} back into the {@link RunSummary} it was written from. */
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

    private SummaryJson() {}

    static RunSummary read(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new ReportException(file.getParent() + " is not a result directory: it has no summary.json");
        }
        try {
            RunSummary s = MAPPER.readValue(file.toFile(), RunSummary.class);
            if (s.window() == null || s.types() == null || s.verdicts() == null) {
                throw new ReportException(file + " lacks the window, types or verdicts (written by an older"
                        + " tpcbench?): the report needs them");
            }
            return s;
        } catch (IOException e) {
            throw new ReportException(file + " cannot be read: " + e.getMessage());
        }
    }
}
