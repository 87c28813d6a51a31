package io.tpcbench.cli;

import io.tpcbench.config.ConfigException;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.ConfigPrinter;
import io.tpcbench.config.DbConfig;
import io.tpcbench.config.PropsSource;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.ConnectionFactory;
import io.tpcbench.db.EmbeddedMariaDb;
import io.tpcbench.metrics.LiveMetrics;
import io.tpcbench.schema.DataNodes;
import io.tpcbench.schema.SchemaRunner;
import io.tpcbench.schema.Sharding;
import io.tpcbench.schema.SqlLocator;
import io.tpcbench.workload.Context;
import io.tpcbench.workload.LoadCounts;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * What every command needs: the validated config (echoed, secrets masked), the embedded MariaDB
 * when {@code embedded=true}, and a connection factory. Closing stops the embedded server.
 */
final class Session implements AutoCloseable, Context {
    private final TpcConfig config;
    private final ConnectionFactory connections;
    private final Consumer<String> out;
    private Optional<EmbeddedMariaDb> embedded = Optional.empty();
    private boolean probed;
    private Optional<LiveMetrics> metrics = Optional.empty();

    private Session(TpcConfig config, Consumer<String> out) {
        this.config = config;
        this.out = out;
        this.connections = new ConnectionFactory(config.db());
    }

    static Session open(Invocation inv, ConfigLoader.Purpose purpose, Consumer<String> out) {
        TpcConfig config = load(PropsSource.read(inv.props(), inv.overrides()), purpose);
        ConfigPrinter.echoLines(config).forEach(out);
        config.warnings().forEach(w -> out.accept("WARNING: " + w));
        checkSharding(config);
        return new Session(config, out);
    }

    /** A session of props the command derived from its own, already echoed: nothing is said on opening. */
    static Session derived(Invocation inv, ConfigLoader.Purpose purpose, Consumer<String> out) {
        TpcConfig config = load(PropsSource.read(inv.props(), inv.overrides()), purpose);
        checkSharding(config);
        return new Session(config, out);
    }

    /** The props with every workload's keys known ({@link Workloads}). */
    static TpcConfig load(PropsSource source, ConfigLoader.Purpose purpose) {
        return ConfigLoader.load(source, purpose, System::getenv, Workloads.keys());
    }

    /** A sharding variant names a file of sql.<db>/sharding/: a missing one is a configuration error. */
    private static void checkSharding(TpcConfig config) {
        String name = config.build().sharding();
        Path dir = new SqlLocator(SqlLocator.defaultHome(), config.db().db()).shardingDir();
        List<String> variants = Sharding.available(dir);
        if (!variants.contains(name)) {
            throw new ConfigException("sharding=" + name + " is not a variant: there is no "
                    + dir.resolve(name + ".properties") + " (the variants are " + String.join(", ", variants) + ")");
        }
        if (!config.build().dataNodes().isEmpty() && !Sharding.onDataNodes(dir, name)) {
            throw new ConfigException(
                    "dataNodes=" + String.join(",", config.build().dataNodes()) + " is set but" + " sharding=" + name
                            + " places no table on data nodes (sharding=spider does)");
        }
    }

    /** The data nodes of {@code dataNodes=}, each reached by conn's URL on its host and port. */
    private static DataNodes dataNodes(TpcConfig config) {
        DbConfig db = config.db();
        return new DataNodes(
                config.build().dataNodes(),
                databaseName(db.jdbcUrl()),
                db.user(),
                db.password(),
                hostPort -> new ConnectionFactory(db.forEndpoint(hostPort)).open());
    }

    /** The schema name of a {@code jdbc:mysql://host:port/NAME?...} URL. */
    static String databaseName(String jdbcUrl) {
        String path = URI.create(jdbcUrl.substring("jdbc:".length())).getPath();
        String name = path == null ? "" : path.replaceFirst("^/", "");
        return name.isEmpty() ? "tpcc" : name;
    }

    @Override
    public TpcConfig config() {
        return config;
    }

    /**
     * The connection factory, after starting the embedded server if configured and proving once
     * that the database answers (so every command fails the same clear way when it does not).
     */
    @Override
    public ConnectionFactory connections() {
        if (!probed) {
            if (config.db().embedded().enabled() && embedded.isEmpty()) {
                embedded = Optional.of(EmbeddedMariaDb.start(
                        config.db().embedded(),
                        databaseName(config.db().jdbcUrl()),
                        config.db().user(),
                        config.db().password().value()));
            }
            connections.probe();
            probed = true;
        }
        return connections;
    }

    @Override
    public SchemaRunner schema() {
        SqlLocator locator =
                new SqlLocator(SqlLocator.defaultHome(), config.db().db());
        DataNodes nodes = dataNodes(config);
        return new SchemaRunner(
                locator,
                dir -> Sharding.load(
                        dir, config.build().sharding(), config.build().partitions(), nodes, config.effective()::get),
                nodes);
    }

    /**
     * The command's live metrics ({@code metricsPort}), served from the first call until the session
     * closes; the address is said once.
     */
    LiveMetrics metrics() {
        if (metrics.isEmpty()) {
            LiveMetrics live = LiveMetrics.serve(config.metrics(), config.workload());
            live.address(config.metrics()).ifPresent(a -> out.accept("Metrics: " + a));
            metrics = Optional.of(live);
        }
        return metrics.get();
    }

    @Override
    public void watchLoad(LoadCounts counts) {
        metrics().watchLoad(counts);
    }

    @Override
    public Consumer<String> out() {
        return out;
    }

    @Override
    public void close() {
        metrics.ifPresent(LiveMetrics::close);
        embedded.ifPresent(EmbeddedMariaDb::close);
    }
}
