package io.tpcbench.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** One run/runAcid.sh in-process: its exit code and its acid.json. */
record AcidRun(int exitCode, JsonNode json) {
    /** Runs the acid verb on {@code props}, its results in {@code results}. */
    static AcidRun of(Path props, Path results, String... extra) throws Exception {
        List<String> args = new ArrayList<>(List.of(
                "acid",
                props.toString(),
                "resultDirectory=" + results.toString().replace('\\', '/')));
        args.addAll(List.of(extra));
        Cli cli = Cli.run(args.toArray(String[]::new));
        return new AcidRun(
                cli.exitCode,
                new ObjectMapper().readTree(results.resolve("acid.json").toFile()));
    }

    /** The tests that ran and failed. */
    Set<String> failed() {
        Set<String> names = new TreeSet<>();
        json.get("tests").forEach(t -> {
            if (t.get("ran").asBoolean() && !t.get("passed").asBoolean()) {
                names.add(t.get("test").asText());
            }
        });
        return names;
    }

    /** The case test {@code name} followed, from its letter on. */
    String followed(String name) {
        return test(name).get("followedCase").asText();
    }

    String detail(String name) {
        return test(name).get("detail").asText();
    }

    private JsonNode test(String name) {
        for (JsonNode t : json.get("tests")) {
            if (t.get("test").asText().equals(name)) {
                return t;
            }
        }
        throw new AssertionError("no " + name + " in " + json);
    }
}
