package io.tpcbench;

import io.tpcbench.cli.Workloads;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.PropsSource;
import io.tpcbench.config.TpcConfig;
import java.util.function.UnaryOperator;

/** Props validated as the command line validates them: with every workload's keys, tpcc the default. */
public final class TestConfigs {
    private TestConfigs() {}

    public static TpcConfig load(PropsSource source, ConfigLoader.Purpose purpose) {
        return load(source, purpose, System::getenv);
    }

    public static TpcConfig load(PropsSource source, ConfigLoader.Purpose purpose, UnaryOperator<String> env) {
        return ConfigLoader.load(source, purpose, env, Workloads.keys());
    }
}
