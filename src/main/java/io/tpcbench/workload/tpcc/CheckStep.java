package io.tpcbench.workload.tpcc;

import com.zaxxer.hikari.HikariDataSource;
import io.tpcbench.db.DatabaseException;
import io.tpcbench.workload.CheckFailedException;
import io.tpcbench.workload.Context;
import io.tpcbench.workload.tpcc.check.ConditionResult;
import io.tpcbench.workload.tpcc.check.ConsistencyChecker;
import io.tpcbench.workload.tpcc.schema.ConfigTable;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;

/** Runs the consistency conditions and prints PASS/FAIL per condition; violations fail the command. */
final class CheckStep {
    private CheckStep() {}

    static List<ConditionResult> run(Context session) throws SQLException, InterruptedException {
        int warehouses = builtWarehouses(session);
        int workers = session.config().build().checkWorkers();
        session.out()
                .accept("Checking the consistency conditions of TPC-C 3.3.2 on " + warehouses + " warehouse(s) with "
                        + workers + " workers");
        long t0 = System.nanoTime();
        List<ConditionResult> results;
        try (HikariDataSource pool = session.connections().pool("check", workers, Map.of())) {
            results = new ConsistencyChecker(pool, workers).check(warehouses);
        }
        results.forEach(r -> session.out().accept(r.line()));
        long failed = results.stream()
                .filter(r -> r.status() == ConditionResult.Status.FAIL)
                .count();
        session.out()
                .accept(String.format(
                        "Consistency check: %s in %.1f s",
                        failed == 0 ? "PASS" : "FAIL (" + failed + " condition(s) violated)",
                        (System.nanoTime() - t0) / 1e9));
        if (failed > 0) {
            throw new CheckFailedException(failed + " consistency condition(s) failed; see the lines above");
        }
        return results;
    }

    private static final String LOADED_WAREHOUSES = """
            SELECT COUNT(*) FROM bmsql_warehouse
            """;

    /** The warehouse count the database was built with (see {@link #builtConfig}). */
    static int builtWarehouses(Context session) throws SQLException {
        return ConfigTable.intValue(builtConfig(session), ConfigTable.WAREHOUSES)
                .orElseThrow();
    }

    /**
     * {@code bmsql_config} of a completely built database: its warehouse count must match the
     * props, and every one of those warehouses must be loaded.
     */
    static Map<String, String> builtConfig(Context session) throws SQLException {
        int configured = TpccOptions.of(session.config()).warehouses().count();
        Map<String, String> stored;
        long loaded;
        try (Connection c = session.connections().open()) {
            stored = ConfigTable.readAll(c);
            try (PreparedStatement ps = c.prepareStatement(LOADED_WAREHOUSES);
                    ResultSet rs = ps.executeQuery()) {
                rs.next();
                loaded = rs.getLong(1);
            }
        } catch (SQLException e) {
            throw new DatabaseException(
                    "the tpcbench tables are missing or unreadable (" + e.getMessage()
                            + "): build the database first with run/runDatabaseBuild.sh",
                    e);
        }
        int built = ConfigTable.intValue(stored, ConfigTable.WAREHOUSES)
                .orElseThrow(() -> new DatabaseException(
                        "bmsql_config holds no warehouse count: the database is not (fully) built;"
                                + " run run/runDatabaseDestroy.sh and run/runDatabaseBuild.sh"));
        if (built != configured) {
            throw new DatabaseException("the database was built with " + built + " warehouses but the props say"
                    + " warehouses=" + configured + ": fix the props or rebuild");
        }
        if (loaded != built) {
            throw new DatabaseException("the database is only partly loaded: bmsql_warehouse holds " + loaded + " of "
                    + built + " warehouses. Run run/runDatabaseBuild.sh (or run/runLoader.sh with the missing"
                    + " range) again to resume the load");
        }
        return stored;
    }
}
