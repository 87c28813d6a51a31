package io.tpcbench.cli;

import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.ConfigPrinter;
import io.tpcbench.config.PropsSource;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.ConnectionFactory;
import io.tpcbench.db.EmbeddedMariaDb;
import io.tpcbench.schema.SchemaRunner;
import io.tpcbench.schema.SqlLocator;
import java.net.URI;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * What every command needs: the validated config (echoed, secrets masked), the embedded MariaDB
 * when {@code embedded=true}, and a connection factory. Closing stops the embedded server.
 */
final class Session implements AutoCloseable {
    private final TpcConfig config;
    private final ConnectionFactory connections;
    private final Consumer<String> out;
    private Optional<EmbeddedMariaDb> embedded = Optional.empty();
    private boolean probed;

    private Session(TpcConfig config, Consumer<String> out) {
        this.config = config;
        this.out = out;
        this.connections = new ConnectionFactory(config.db());
    }

    static Session open(Invocation inv, ConfigLoader.Purpose purpose, Consumer<String> out) {
        TpcConfig config = ConfigLoader.load(PropsSource.read(inv.props(), inv.overrides()), purpose);
        ConfigPrinter.echoLines(config).forEach(out);
        config.warnings().forEach(w -> out.accept("WARNING: " + w));
        return new Session(config, out);
    }

    /** The schema name of a {@code jdbc:mysql://host:port/NAME?...} URL. */
    static String databaseName(String jdbcUrl) {
        String path = URI.create(jdbcUrl.substring("jdbc:".length())).getPath();
        String name = path == null ? "" : path.replaceFirst("^/", "");
        return name.isEmpty() ? "tpcc" : name;
    }

    TpcConfig config() {
        return config;
    }

    /**
     * The connection factory, after starting the embedded server if configured and proving once
     * that the database answers (so every command fails the same clear way when it does not).
     */
    ConnectionFactory connections() {
        if (!probed) {
            if (config.db().embedded().enabled() && embedded.isEmpty()) {
                embedded = Optional.of(EmbeddedMariaDb.start(config.db().embedded(),
                        databaseName(config.db().jdbcUrl()), config.db().user(), config.db().password().value()));
            }
            connections.probe();
            probed = true;
        }
        return connections;
    }

    SchemaRunner schema() {
        return new SchemaRunner(new SqlLocator(SqlLocator.defaultHome(), config.db().db()));
    }

    Consumer<String> out() {
        return out;
    }

    @Override
    public void close() {
        embedded.ifPresent(EmbeddedMariaDb::close);
    }
}
