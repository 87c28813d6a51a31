package io.tpcbench.workload;

import io.tpcbench.db.Sending;

/**
 * What the engine knows when a run is about to start: the command's context (configuration,
 * database), and how statements travel ({@code sending}, or the portable statement mode).
 */
public record RunSetup(Context context, Sending sending, boolean portable) {}
