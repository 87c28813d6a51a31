package io.tpcbench.config;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The validated, immutable configuration of one command.
 *
 * @param drivers the driver machines of {@code run/runDrivers.sh}
 * @param metrics the live Prometheus metrics
 * @param workload the {@code workload=} in force
 * @param effective every known key with the value in force (defaults included), in registry order
 * @param defaulted the keys whose value is the default
 * @param warnings things worth saying that do not stop the command
 */
public record TpcConfig(
        DbConfig db,
        BuildConfig build,
        RunConfig run,
        DriversConfig drivers,
        MetricsConfig metrics,
        String workload,
        Map<String, String> effective,
        List<String> defaulted,
        List<String> warnings) {

    public TpcConfig {
        effective = Collections.unmodifiableMap(new LinkedHashMap<>(effective));
        defaulted = List.copyOf(defaulted);
        warnings = List.copyOf(warnings);
    }

    /** Masked like the echo: the record's default would print the password. */
    @Override
    public String toString() {
        return "TpcConfig[" + ConfigPrinter.asProperties(this).strip().replace('\n', ' ') + "]";
    }
}
