package io.tpcbench.bench;

import io.tpcbench.TestConfigs;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.PropsSource;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.workload.tpcc.tx.PortableTransactions;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The reference run of the driver benchmark (run/benchDriver.sh): the run the props and overrides
 * describe, with the statement shapes of the peers ({@link io.tpcbench.workload.tpcc.tx.PortableTransactions}, the portable statement mode) instead of
 * tpcbench's, sent as the peers send them: one prepared statement per round trip, the COMMIT alone. Arguments: PROPS [key=value ...], validated as the run verb validates them.
 */
public final class PeerReference {
    private PeerReference() {}

    public static void main(String[] args) throws Exception {
        TpcConfig config = TestConfigs.load(
                PropsSource.read(Path.of(args[0]), Arrays.asList(args).subList(1, args.length)),
                ConfigLoader.Purpose.RUN);
        BenchRun.run(
                config,
                config.run(),
                PortableTransactions.asThePeersSendThem(),
                "the peers' statement shapes, one prepared statement per round trip (reference)");
    }
}
