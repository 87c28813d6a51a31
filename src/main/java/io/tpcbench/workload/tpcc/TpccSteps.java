package io.tpcbench.workload.tpcc;

import com.zaxxer.hikari.HikariDataSource;
import io.tpcbench.config.BuildConfig;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.config.UsageException;
import io.tpcbench.db.DatabaseException;
import io.tpcbench.db.Procedures;
import io.tpcbench.schema.Step;
import io.tpcbench.workload.Context;
import io.tpcbench.workload.Owned;
import io.tpcbench.workload.Steps;
import io.tpcbench.workload.tpcc.load.CsvLoader;
import io.tpcbench.workload.tpcc.load.Loader;
import io.tpcbench.workload.tpcc.schema.LoadState;
import io.tpcbench.workload.tpcc.schema.Table;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.ZonedDateTime;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * TPC-C's database steps, BenchmarkSQL's: tableCreates, the load (ITEM, then one job per
 * warehouse), indexCreates, (foreignKeys), buildFinish, the table sizes, then the consistency
 * check of the fresh data; with {@code fileLocation} the build only writes the CSV files. A build
 * over tables whose load is incomplete resumes it.
 */
final class TpccSteps implements Steps {
    @Override
    public void build(Context ctx, Consumer<Stoppable> loading, ZonedDateTime started, List<String> transcript)
            throws Exception {
        BuildConfig build = ctx.config().build();
        Warehouses warehouses = TpccOptions.of(ctx.config()).warehouses();
        if (!warehouses.loadsAll()) {
            throw new UsageException("runDatabaseBuild loads every warehouse; to load warehouses "
                    + warehouses.load().from() + ".." + warehouses.load().to() + " only, use run/runLoader.sh"
                    + " (see docs/scaling.md)");
        }
        if (build.fileLocation().isPresent()) {
            LoadStep.run(ctx, loading::accept);
            return;
        }
        boolean resuming = resuming(ctx);
        // before the load: an unusable buildDirectory is found now, not after the load and check
        BuildReport.checkDirectory(ctx, started);
        if (!resuming) {
            Steps.run(ctx, Step.TABLE_CREATES);
        }
        Loader.Result load = LoadStep.run(ctx, loading::accept);
        Steps.run(ctx, Step.INDEX_CREATES);
        if (build.foreignKeys()) {
            Steps.run(ctx, Step.FOREIGN_KEYS);
        }
        Steps.run(ctx, Step.BUILD_FINISH);
        BuildReport report = BuildReport.measure(ctx, load);
        report.lines().forEach(ctx.out());
        try {
            CheckStep.run(ctx);
        } finally {
            report.write(ctx, started, transcript);
        }
    }

    @Override
    public void load(Context ctx, Consumer<Stoppable> loading) throws Exception {
        LoadStep.run(ctx, loading::accept);
    }

    @Override
    public long loadCsv(Context ctx, Path dir) throws Exception {
        BuildConfig build = ctx.config().build();
        Map<String, String> driverProps =
                Map.of("allowLoadLocalInfileInPath", dir.toAbsolutePath().toString());
        try (HikariDataSource pool = ctx.connections().pool("loadcsv", build.loadWorkers(), driverProps)) {
            return new CsvLoader(pool, dir, build.csvNullValue(), build.loadWorkers(), ctx.out()).load();
        }
    }

    @Override
    public void check(Context ctx) throws Exception {
        CheckStep.run(ctx);
    }

    @Override
    public void destroy(Context ctx) throws Exception {
        Steps.run(ctx, Step.TABLE_DROPS);
        // the procedures storedProcedures=true runs created, and no other; the tables are gone by
        // now, so a user who may not drop procedures is warned, not failed
        try (Connection c = ctx.connections().open()) {
            int dropped = Procedures.dropAll(c);
            if (dropped > 0) {
                ctx.out()
                        .accept("Dropped " + dropped + " stored procedures of tpcbench's runs (" + Procedures.PREFIX
                                + "...)");
            }
        } catch (SQLException e) {
            ctx.out()
                    .accept("Warning: the stored procedures of tpcbench's runs (" + Procedures.PREFIX
                            + "...) were not dropped: " + e.getMessage());
        }
    }

    /** BenchmarkSQL's ten tables, built for {@code warehouses} (TPC-C 4.2.2). */
    @Override
    public Owned owned(TpcConfig config) {
        return new Owned(
                "tpcc",
                Arrays.stream(Table.values()).map(Table::sqlName).toList(),
                List.of(Owned.BuildKey.same("warehouses")));
    }

    /**
     * True when the tables exist with an incomplete load (a build that failed or was stopped while
     * loading): the load resumes. A completely loaded database is not built over.
     */
    private static boolean resuming(Context ctx) throws Exception {
        int warehouses = TpccOptions.of(ctx.config()).warehouses().count();
        try (Connection c = ctx.connections().open()) {
            if (!LoadState.tablesExist(c)) {
                return false;
            }
            int complete = LoadState.completeWarehouses(c, 1, warehouses).size();
            if (complete == warehouses && LoadState.itemsComplete(c)) {
                throw new DatabaseException("the database is already built (" + complete + " warehouses loaded):"
                        + " run run/runDatabaseDestroy.sh first to build it again, or run/runCheck.sh to check it");
            }
            ctx.out()
                    .accept("The tables exist and the load is incomplete (" + complete + " of " + warehouses
                            + " warehouses complete): resuming the load");
            return true;
        }
    }
}
