package io.tpcbench.workload.chbench;

import io.tpcbench.config.KeyDef;
import io.tpcbench.config.Options;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.config.TypedProps;
import java.util.List;

/**
 * CH-benCHmark's own keys beside TPC-C's: how many analytical query streams run beside the TPC-C
 * terminals ({@code terminals}).
 */
public record ChOptions(int analyticalStreams) {
    static final String WORKLOAD = "chbench";
    /** More streams than this would be a typo: each holds a connection running a 22-query cycle. */
    static final int MAX_STREAMS = 1024;

    static final List<KeyDef> KEYS = List.of(KeyDef.own(
            WORKLOAD,
            "analyticalStreams",
            "1",
            "query streams beside the TPC-C terminals, each running CH-benCHmark's 22 queries over and over in"
                    + " a permutation of its own, on a connection of its own (0: TPC-C alone)"));

    static ChOptions of(TypedProps p, List<String> problems) {
        return new ChOptions(p.integer("analyticalStreams", 0, MAX_STREAMS));
    }

    public static ChOptions of(TpcConfig config) {
        return Options.of(config.effective(), KEYS, ChOptions::of);
    }
}
