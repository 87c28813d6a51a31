package io.tpcbench.cli;

import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.ScratchLikeness;
import io.tpcbench.db.ScratchMariadbd;
import io.tpcbench.workload.AcidSetup;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * runAcid's scratch servers ({@link AcidSetup.Scratch}): a {@link ScratchMariadbd} like the server
 * of the props ({@code scratchMariadbd}, the server's version and durability settings), the
 * workload's database built on it by the build command with the props and the test's scale, the
 * build's report under the result directory; closed, the server and its data are gone. Ctrl-C
 * removes an open one ({@link #abandon}).
 */
final class ScratchDatabases implements AcidSetup.Scratch {
    private final Invocation inv;
    private final TpcConfig config;
    private final StatementMode mode;
    private final Path mariadbd;
    private final ScratchLikeness like;
    private final Path results;
    private final Consumer<String> out;
    private volatile ScratchMariadbd open;

    ScratchDatabases(
            Invocation inv,
            TpcConfig config,
            StatementMode mode,
            ScratchLikeness like,
            Path results,
            Consumer<String> out) {
        this.inv = inv;
        this.config = config;
        this.mode = mode;
        this.mariadbd = Path.of(config.effective().get("scratchMariadbd"));
        this.like = like;
        this.results = results;
        this.out = out;
    }

    @Override
    public Optional<String> unavailable() {
        return ScratchMariadbd.unavailable(mariadbd, like);
    }

    @Override
    public AcidSetup.ScratchDatabase open(Map<String, String> props) throws Exception {
        long t0 = System.nanoTime();
        String database = Session.databaseName(config.db().jdbcUrl());
        ScratchMariadbd server = ScratchMariadbd.start(
                mariadbd,
                like,
                Path.of(System.getProperty("java.io.tmpdir")),
                config.db().user(),
                config.db().password().value(),
                database);
        open = server;
        Session session = null;
        try {
            Invocation scratch = inv.withOverrides(overrides(server, props));
            List<String> build = new ArrayList<>();
            out.accept("Building the database on " + server.describe() + " with " + new TreeMap<>(props) + " ...");
            try {
                new BuildCommand(build::add).run(scratch);
            } catch (Exception e) {
                build.subList(0, Math.max(0, build.size() - 20)).clear();
                build.forEach(out);
                throw e;
            }
            session = Session.derived(scratch, ConfigLoader.Purpose.BUILD, out);
            List<AcidSetup.Endpoint> endpoints = AcidCommand.endpoints(
                    session.connections(), session.config().run());
            String engines = engines(endpoints.get(0));
            out.accept(String.format(
                    "Built in %.0f s (its tables: %s); the build's report is in %s",
                    (System.nanoTime() - t0) / 1e9, engines, results.resolve("scratch-build")));
            return new Database(
                    server, session, new AcidSetup(session, mode.sending(), mode.portable(), endpoints), engines);
        } catch (Exception | Error e) {
            try {
                if (session != null) {
                    session.close();
                }
                close(server);
            } catch (RuntimeException closing) {
                e.addSuppressed(closing);
            }
            throw e;
        }
    }

    /**
     * The props' own keys with the scratch server's address, no other server (endpoints, data nodes,
     * embedded, a metrics port the command may serve), the build's report beside the results.
     */
    private List<String> overrides(ScratchMariadbd server, Map<String, String> props) {
        List<String> o = new ArrayList<>();
        o.add("conn=" + config.db().forEndpoint("127.0.0.1:" + server.port()).jdbcUrl());
        o.add("endpoints=");
        o.add("dataNodes=");
        if (!config.build().dataNodes().isEmpty()) {
            o.add("sharding=none");
        }
        o.add("embedded=false");
        o.add("metricsPort=0");
        o.add("buildDirectory=" + results.resolve("scratch-build"));
        props.forEach((k, v) -> o.add(k + "=" + v));
        return o;
    }

    /** The storage engines of the built tables, e.g. {@code 10 InnoDB}. */
    private static String engines(AcidSetup.Endpoint endpoint) throws SQLException {
        List<String> parts = new ArrayList<>();
        try (Connection c = endpoint.open();
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT engine, COUNT(*) FROM information_schema.tables"
                        + " WHERE table_schema = DATABASE() AND table_name <> 'tpcbench_build'"
                        + " GROUP BY engine ORDER BY engine")) {
            while (rs.next()) {
                parts.add(rs.getInt(2) + " " + rs.getString(1));
            }
            c.commit();
        }
        return String.join(", ", parts);
    }

    /** Ctrl-C: the open scratch server and its data are removed before the command ends. */
    void abandon() {
        ScratchMariadbd s = open;
        if (s != null) {
            s.close();
        }
    }

    private void close(ScratchMariadbd server) {
        open = null;
        server.close();
    }

    /** One built scratch database: crashing it crashes its server. */
    private final class Database implements AcidSetup.ScratchDatabase {
        private final ScratchMariadbd server;
        private final Session session;
        private final AcidSetup setup;
        private final String engines;

        Database(ScratchMariadbd server, Session session, AcidSetup setup, String engines) {
            this.server = server;
            this.session = session;
            this.setup = setup;
            this.engines = engines;
        }

        @Override
        public AcidSetup setup() {
            return setup;
        }

        @Override
        public String describe() {
            return server.describe() + " (its tables: " + engines + "; crashed by SIGKILL)";
        }

        @Override
        public void crash() throws InterruptedException {
            server.crash();
        }

        @Override
        public void start() throws Exception {
            server.start();
        }

        @Override
        public void close() {
            try {
                session.close();
            } finally {
                ScratchDatabases.this.close(server);
            }
        }
    }
}
