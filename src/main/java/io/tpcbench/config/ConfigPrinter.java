package io.tpcbench.config;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Renders the effective configuration, secrets masked, in BenchmarkSQL's {@code Term-00, key=value} form:
 * a secret key's value, and any secret value wherever it appears in another (a betweenRuns command with
 * the password in it).
 */
public final class ConfigPrinter {
    private ConfigPrinter() {}

    public static List<String> echoLines(TpcConfig config) {
        SecretMask mask = SecretMask.of(config);
        List<String> lines = new ArrayList<>();
        config.effective()
                .forEach((key, value) -> lines.add("Term-00, " + key + "=" + shown(mask, key, value)
                        + (config.defaulted().contains(key) ? "  (default)" : "")));
        for (Map.Entry<String, String> e : config.db().dataSourceProps().entrySet()) {
            String key = Keys.DATA_SOURCE_PREFIX + e.getKey();
            lines.add("Term-00, " + key + "=" + shown(mask, key, e.getValue()));
        }
        return lines;
    }

    /** The effective keys as props-file text (for result and build directories), secrets masked. */
    public static String asProperties(TpcConfig config) {
        SecretMask mask = SecretMask.of(config);
        StringBuilder sb = new StringBuilder();
        config.effective()
                .forEach((k, v) ->
                        sb.append(k).append('=').append(shown(mask, k, v)).append('\n'));
        config.db()
                .dataSourceProps()
                .forEach((k, v) -> sb.append(Keys.DATA_SOURCE_PREFIX)
                        .append(k)
                        .append('=')
                        .append(shown(mask, Keys.DATA_SOURCE_PREFIX + k, v))
                        .append('\n'));
        return sb.toString();
    }

    private static String shown(SecretMask mask, String key, String value) {
        return mask.mask(Secrets.shown(key, value));
    }
}
