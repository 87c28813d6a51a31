package io.tpcbench.cli;

import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.BuildConfig;
import io.tpcbench.db.DatabaseException;
import io.tpcbench.load.Loader;
import io.tpcbench.schema.LoadState;
import io.tpcbench.schema.Step;
import java.sql.Connection;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * {@code runDatabaseBuild}: tableCreates, load, indexCreates, (foreignKeys), buildFinish, table
 * sizes, then the consistency check of the fresh data. With {@code fileLocation} it only writes
 * the CSV files.
 */
final class BuildCommand implements Command {
    private final Interruptible loads = new Interruptible();

    @Override
    public boolean interrupt() {
        return loads.interrupt();
    }

    @Override
    public void run(Invocation inv) throws Exception {
        List<String> transcript = new ArrayList<>();
        Consumer<String> out = Console.out().andThen(transcript::add);
        ZonedDateTime started = ZonedDateTime.now();
        try (Session session = Session.open(inv, ConfigLoader.Purpose.BUILD, out)) {
            BuildConfig build = session.config().build();
            if (!build.loadsAllWarehouses()) {
                throw new UsageException("runDatabaseBuild loads every warehouse; to load warehouses "
                        + build.loadWarehouseFrom() + ".." + build.loadWarehouseTo() + " only, use run/runLoader.sh"
                        + " (see docs/scaling.md)");
            }
            if (build.fileLocation().isPresent()) {
                LoadStep.run(session, loads::loading);
                return;
            }
            if (!resuming(session)) {
                runStep(session, Step.TABLE_CREATES);
            }
            Loader.Result load = LoadStep.run(session, loads::loading);
            runStep(session, Step.INDEX_CREATES);
            if (build.foreignKeys()) {
                runStep(session, Step.FOREIGN_KEYS);
            }
            runStep(session, Step.BUILD_FINISH);
            BuildReport report = BuildReport.measure(session, load);
            report.lines().forEach(out);
            try {
                CheckStep.run(session);
            } finally {
                report.write(session, started, transcript);
            }
        }
    }

    /**
     * True when the tables exist with an incomplete load (a build that failed or was stopped while
     * loading): the load resumes. A completely loaded database is not built over.
     */
    private static boolean resuming(Session session) throws Exception {
        BuildConfig build = session.config().build();
        try (Connection c = session.connections().open()) {
            if (!LoadState.tablesExist(c)) {
                return false;
            }
            int complete = LoadState.completeWarehouses(c, 1, build.warehouses()).size();
            if (complete == build.warehouses() && LoadState.itemsComplete(c)) {
                throw new DatabaseException("the database is already built (" + complete + " warehouses loaded):"
                        + " run run/runDatabaseDestroy.sh first to build it again, or run/runCheck.sh to check it");
            }
            session.out().accept("The tables exist and the load is incomplete (" + complete + " of "
                    + build.warehouses() + " warehouses complete): resuming the load");
            return true;
        }
    }

    static void runStep(Session session, Step step) throws Exception {
        long t0 = System.nanoTime();
        try (Connection c = session.connections().open()) {
            int n = session.schema().run(c, step);
            session.out().accept(String.format("%s: %d statement(s) in %.1f s", step.fileStem(), n,
                    (System.nanoTime() - t0) / 1e9));
        }
    }
}
