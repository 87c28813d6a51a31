package io.tpcbench.workload.tpcc;

import io.tpcbench.config.BuildConfig;
import io.tpcbench.config.ConfigException;
import io.tpcbench.db.ConnectionFactory;
import io.tpcbench.gen.CorpusText;
import io.tpcbench.gen.RandomText;
import io.tpcbench.gen.TextSource;
import io.tpcbench.load.LoadPool;
import io.tpcbench.schema.DataNodes;
import io.tpcbench.schema.Sharding;
import io.tpcbench.schema.SqlLocator;
import io.tpcbench.workload.Context;
import io.tpcbench.workload.tpcc.load.CsvOutput;
import io.tpcbench.workload.tpcc.load.DatabaseOutput;
import io.tpcbench.workload.tpcc.load.Loader;
import io.tpcbench.workload.tpcc.load.NodesOutput;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.function.Consumer;

/**
 * TPC-C's load: ITEM and the warehouses of {@code loadWarehouseFrom..loadWarehouseTo} into the
 * database ({@link LoadPool}), straight into the data nodes of {@code sharding=spider} with
 * {@code loadInto=dataNodes} ({@link NodesOutput}, each node its own warehouse range as the
 * variant's partitions place them), or as BenchmarkSQL's CSV files with {@code fileLocation}.
 */
public final class LoadStep {
    private LoadStep() {}

    public static Loader.Result run(Context session, Consumer<? super Loader> started) throws Exception {
        BuildConfig build = session.config().build();
        Warehouses warehouses = TpccOptions.of(session.config()).warehouses();
        TextSource text = build.textCorpus().<TextSource>map(CorpusText::read).orElseGet(RandomText::new);
        if (build.fileLocation().isPresent()) {
            try (CsvOutput output = new CsvOutput(build.fileLocation().get(), build.csvNullValue())) {
                return start(
                        session,
                        new Loader(build, warehouses, output, text, Clock.systemDefaultZone(), session.out()),
                        started);
            }
        }
        if (build.loadIntoDataNodes()) {
            Path variants = new SqlLocator(
                            SqlLocator.defaultHome(), session.config().db().db())
                    .shardingDir();
            if (!Sharding.onRangesOf(variants, build.sharding(), "warehouses")) {
                throw new ConfigException("loadInto=dataNodes writes each node's contiguous warehouse range, but"
                        + " sharding=" + build.sharding() + " does not place the warehouses so (sharding=spider does)");
            }
            List<ConnectionFactory> nodes = build.dataNodes().stream()
                    .map(n -> new ConnectionFactory(session.config().db().forEndpoint(n)))
                    .toList();
            nodes.forEach(ConnectionFactory::probe);
            try (NodesOutput output = NodesOutput.open(
                    nodes, DataNodes.rangeStarts(nodes.size(), warehouses.count()), build, session.out())) {
                return start(
                        session,
                        new Loader(build, warehouses, output, text, Clock.systemDefaultZone(), session.out()),
                        started);
            }
        }
        try (LoadPool pool = LoadPool.open(session.connections(), build, session.out())) {
            return start(
                    session,
                    new Loader(
                            build,
                            warehouses,
                            new DatabaseOutput(pool.output()),
                            text,
                            Clock.systemDefaultZone(),
                            session.out()),
                    started);
        }
    }

    private static Loader.Result start(Context session, Loader loader, Consumer<? super Loader> started)
            throws InterruptedException {
        session.watchLoad(loader.counts());
        started.accept(loader);
        return loader.load();
    }
}
