package io.tpcbench.bench;

import com.zaxxer.hikari.HikariDataSource;
import io.tpcbench.config.RunConfig;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.ConnectionFactory;
import io.tpcbench.driver.Benchmark;
import io.tpcbench.driver.RunDriverProps;
import io.tpcbench.driver.Seating;
import io.tpcbench.gen.NURandConstants;
import io.tpcbench.metrics.LiveMetrics;
import io.tpcbench.report.ResultDirectory;
import io.tpcbench.report.RunSummary;
import io.tpcbench.report.TextSummary;
import io.tpcbench.workload.Seats;
import io.tpcbench.workload.tpcc.Tpcc;
import io.tpcbench.workload.tpcc.TpccOptions;
import io.tpcbench.workload.tpcc.TpccRun;
import io.tpcbench.workload.tpcc.schema.ConfigTable;
import io.tpcbench.workload.tpcc.tx.Transactions;
import java.sql.Connection;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * What the benchmarks share: a run of {@code run}'s terminals with a given transaction set against
 * the built database of {@code config}, on the run's pool and driver settings, with its summary
 * printed and written to the run's result directory.
 */
final class BenchRun {
    private BenchRun() {}

    static RunSummary run(TpcConfig config, RunConfig run, Transactions transactions, String transactionsName)
            throws Exception {
        ConnectionFactory factory = new ConnectionFactory(config.db());
        int warehouses;
        int cLoad;
        try (Connection c = factory.open()) {
            Map<String, String> built = ConfigTable.readAll(c);
            warehouses = ConfigTable.intValue(built, ConfigTable.WAREHOUSES).orElseThrow();
            cLoad = ConfigTable.intValue(built, ConfigTable.NURAND_C_LAST).orElseThrow();
        }
        TpccOptions options = TpccOptions.of(config);
        int connections = Seating.connectionsOn(run, Seats.NONE, options.deliveryWorkers(), 0, 1);
        try (HikariDataSource pool = factory.pool(
                "bench",
                connections + 1,
                RunDriverProps.of(run),
                false,
                run.connections().isolation())) {
            ResultDirectory results = ResultDirectory.create(run.output().resultDirectory(), ZonedDateTime.now());
            System.out.println(run.terminals() + " terminals on " + warehouses + " warehouse(s), " + connections
                    + " connections, max heap " + Runtime.getRuntime().maxMemory() / (1 << 20) + " MiB, transactions: "
                    + transactionsName);
            try (TpccRun workloadRun = new TpccRun(
                    run,
                    options,
                    warehouses,
                    NURandConstants.forRun(cLoad, new SplittableRandom()),
                    transactions,
                    results.data())) {
                RunSummary summary = new Benchmark(
                                run,
                                options.deliveryWorkers(),
                                new Tpcc(),
                                workloadRun,
                                List.of(new Benchmark.Endpoint(factory.config().urlHost(), pool, connections, factory)),
                                results,
                                new RunSummary.Environment(
                                        "see run.properties", "Connector/J", "server default", "", ""),
                                System.out::println,
                                LiveMetrics.off())
                        .run();
                TextSummary.lines(summary).forEach(System.out::println);
                return summary;
            }
        }
    }
}
