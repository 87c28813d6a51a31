package io.tpcbench.workload.chbench;

import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.KeyDef;
import io.tpcbench.config.Options;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.config.TypedProps;
import java.util.List;

/**
 * CH-benCHmark's own keys beside TPC-C's: how many analytical query streams run beside the TPC-C
 * terminals ({@code terminals}), and the servers they read, when not the run's own.
 */
public record ChOptions(int analyticalStreams, List<String> analyticalEndpoints) {
    static final String WORKLOAD = "chbench";
    /** More streams than this would be a typo: each holds a connection running a 22-query cycle. */
    static final int MAX_STREAMS = 1024;

    static final List<KeyDef> KEYS = List.of(
            KeyDef.own(
                    WORKLOAD,
                    "analyticalStreams",
                    "1",
                    "query streams beside the TPC-C terminals, each running CH-benCHmark's 22 queries over and over"
                            + " in a permutation of its own, on a connection of its own (0: TPC-C alone)"),
            KeyDef.own(
                    WORKLOAD,
                    "analyticalEndpoints",
                    "",
                    "host:port list the analytical streams read instead of the run's servers (a replica, a"
                            + " column-store node), stream i the (i mod n)th; empty: conn's (or endpoints')"));

    public ChOptions {
        analyticalEndpoints = List.copyOf(analyticalEndpoints);
    }

    static ChOptions of(TypedProps p, List<String> problems) {
        return new ChOptions(
                p.integer("analyticalStreams", 0, MAX_STREAMS),
                ConfigLoader.hostPorts(p, "analyticalEndpoints", problems));
    }

    public static ChOptions of(TpcConfig config) {
        return Options.of(config.effective(), KEYS, ChOptions::of);
    }
}
