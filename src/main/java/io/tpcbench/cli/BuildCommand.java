package io.tpcbench.cli;

import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.ConnectionFactory;
import io.tpcbench.db.DatabaseException;
import io.tpcbench.schema.SchemaRunner;
import io.tpcbench.workload.Context;
import io.tpcbench.workload.LoadCounts;
import io.tpcbench.workload.Steps;
import java.sql.SQLException;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * {@code runDatabaseBuild}: the workload's build ({@link io.tpcbench.workload.Steps#build}), with
 * what it says kept for its report and Ctrl-C stopping its load. The tables it creates are recorded
 * as its own ({@link Ownership}) when it first asks for the database, before it can create anything;
 * a build that never does (CSV files only, or props it refuses first) records nothing.
 */
final class BuildCommand implements Command {
    private final Interruptible loads = new Interruptible();
    private final Consumer<String> console;

    BuildCommand() {
        this(Console.out());
    }

    /** A build that says what it does to {@code console} (a scratch server's build, kept quiet). */
    BuildCommand(Consumer<String> console) {
        this.console = console;
    }

    @Override
    public boolean interrupt() {
        return loads.interrupt();
    }

    @Override
    public void run(Invocation inv) throws Exception {
        List<String> transcript = new ArrayList<>();
        Consumer<String> out = console.andThen(transcript::add);
        ZonedDateTime started = ZonedDateTime.now();
        try (Session session = Session.open(inv, ConfigLoader.Purpose.BUILD, out)) {
            session.metrics();
            String workload = session.config().workload();
            Steps steps = Workloads.of(workload).steps();
            Claiming ctx = new Claiming(session, new Ownership(session, steps.owned(session.config())), workload);
            Exception failure = null;
            try {
                steps.build(ctx, loads::loading, started, transcript);
            } catch (Exception e) {
                failure = e;
                throw e;
            } finally {
                ctx.settle(failure);
            }
        }
    }

    /** The session, recording the build's tables when the build first asks for the database. */
    private static final class Claiming implements Context {
        private final Session session;
        private final Ownership ownership;
        private final String workload;
        private boolean claimed;

        Claiming(Session session, Ownership ownership, String workload) {
            this.session = session;
            this.ownership = ownership;
            this.workload = workload;
        }

        @Override
        public TpcConfig config() {
            return session.config();
        }

        @Override
        public Consumer<String> out() {
            return session.out();
        }

        @Override
        public synchronized ConnectionFactory connections() {
            if (!claimed && session.config().build().fileLocation().isEmpty()) {
                claimed = true;
                try {
                    ownership.claim(workload);
                } catch (SQLException e) {
                    throw new DatabaseException("cannot record the build in tpcbench_build: " + e.getMessage(), e);
                }
            }
            return session.connections();
        }

        @Override
        public SchemaRunner schema() {
            return session.schema();
        }

        @Override
        public void watchLoad(LoadCounts counts) {
            session.watchLoad(counts);
        }

        /** Settles the record of a claimed build; when the build failed, a failure to settle is added to that failure. */
        synchronized void settle(Exception failure) throws SQLException {
            if (claimed) {
                ownership.settle(failure);
            }
        }
    }
}
