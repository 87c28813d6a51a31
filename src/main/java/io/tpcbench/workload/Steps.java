package io.tpcbench.workload;

import io.tpcbench.config.ConfigException;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.schema.Sharding;
import io.tpcbench.schema.SqlLocator;
import io.tpcbench.schema.Step;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * A workload's database steps, as the scripts run them: {@code runDatabaseBuild.sh} (tables,
 * data, indexes, the build's report and a check of the fresh data), {@code runCheck.sh} and
 * {@code runDatabaseDestroy.sh}.
 */
public interface Steps {
    /**
     * Builds the database; {@code loading} hears of each load as it starts, so that Ctrl-C can
     * stop it; {@code transcript} is what the build said so far, for its report.
     */
    void build(Context ctx, Consumer<Stoppable> loading, ZonedDateTime started, List<String> transcript)
            throws Exception;

    /**
     * Only the load of this machine's share into existing tables ({@code runLoader.sh}: TPC-C's
     * {@code loadWarehouseFrom..loadWarehouseTo}), so several machines can load one database.
     */
    default void load(Context ctx, Consumer<Stoppable> loading) throws Exception {
        throw new ConfigException("workload=" + ctx.config().workload() + " loads only with run/runDatabaseBuild.sh");
    }

    /**
     * Loads the CSV files a build with {@code fileLocation} wrote into the built tables
     * ({@code runLoadCsv.sh}) and returns the rows loaded.
     */
    default long loadCsv(Context ctx, Path dir) throws Exception {
        throw new ConfigException("workload=" + ctx.config().workload() + " writes no CSV files: run/runLoadCsv.sh"
                + " has nothing of it to load");
    }

    /**
     * Warms the server's caches with the built data ({@code runPrewarm.sh}: sysbench's {@code prewarm}
     * command), for a workload that has such a step.
     */
    default void prewarm(Context ctx) throws Exception {
        throw new ConfigException("workload=" + ctx.config().workload() + " has no prewarm step");
    }

    /** Checks the built database; throws {@link CheckFailedException} when it is wrong. */
    void check(Context ctx) throws Exception;

    /**
     * Drops what the build created; the engine has checked first that every table of
     * {@link #owned} that exists was recorded by a build ({@code tpcbench_build}), or that the user
     * said {@code force=true}.
     */
    void destroy(Context ctx) throws Exception;

    /** What a build with these props creates and its destroy drops, and the keys later commands must respect. */
    Owned owned(TpcConfig config);

    /** Runs one DDL step of {@code sql.<db>/} (or {@code sql.common/}) and says how long it took. */
    static void run(Context ctx, Step step) throws Exception {
        long t0 = System.nanoTime();
        try (Connection c = ctx.connections().open()) {
            int n = ctx.schema().run(c, step);
            ctx.out()
                    .accept(String.format(
                            "%s: %d statement(s) in %.1f s", step.fileStem(), n, (System.nanoTime() - t0) / 1e9));
        }
    }

    /**
     * Runs a workload's own DDL script, {@code sql.<db>/WORKLOAD/STEM.sql}, in the configured variant
     * of its {@code sharding/} folder, and says how long it took.
     */
    static void run(Context ctx, String workload, String stem) throws SQLException {
        SqlLocator sql =
                new SqlLocator(SqlLocator.defaultHome(), ctx.config().db().db());
        Sharding variant = ctx.schema().variant(sql.shardingDir(workload));
        long t0 = System.nanoTime();
        try (Connection c = ctx.connections().open()) {
            int n = ctx.schema().run(c, stem, sql.workloadScript(workload, stem + ".sql"), variant);
            ctx.out()
                    .accept(String.format(
                            Locale.ROOT,
                            "%s/%s: %d statement(s) in %.1f s",
                            workload,
                            stem,
                            n,
                            (System.nanoTime() - t0) / 1e9));
        }
    }

    /** A load in progress that Ctrl-C can stop after the jobs being written. */
    interface Stoppable {
        void stop();
    }
}
