package io.tpcbench.workload;

import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.Sending;
import java.util.Map;

/**
 * What the engine knows when a run is about to start: the configuration, what the build stored
 * in the database ({@code bmsql_config}), and how statements travel ({@code sending}, or the
 * portable statement mode).
 */
public record RunSetup(TpcConfig config, Map<String, String> built, Sending sending, boolean portable) {}
