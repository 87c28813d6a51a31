package io.tpcbench.report;

import io.tpcbench.config.OutputException;
import io.tpcbench.workload.AcidResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The ACID tests' results in a result directory: {@code acid.txt}, the lines the command printed,
 * and {@code acid.json}, the same facts for tools (docs/acid.md).
 */
public final class AcidFiles {
    private AcidFiles() {}

    public static void write(Path dir, List<String> header, List<AcidResult> results, String verdict) {
        List<String> lines = new ArrayList<>(header);
        results.forEach(r -> lines.add(r.line()));
        lines.add(verdict);
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("title", header.get(0));
        json.put("statements", header.size() > 1 ? header.get(1) : "");
        json.put("passed", results.stream().filter(AcidResult::passed).count());
        json.put("failed", results.stream().filter(AcidResult::failed).count());
        json.put("notRun", results.stream().filter(r -> !r.ran()).count());
        json.put("tests", results);
        write(dir.resolve("acid.txt"), String.join("\n", lines) + "\n");
        write(dir.resolve("acid.json"), Json.write(json));
    }

    private static void write(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new OutputException(file, e);
        }
    }
}
