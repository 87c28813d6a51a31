package io.tpcbench.schema;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Runs DDL scripts statement by statement, in the configured sharded variant; the first failure
 * stops and names file and statement.
 */
public final class SchemaRunner {
    private static final int ER_TABLE_EXISTS = 1050;

    private final SqlLocator locator;
    private final Sharding sharding;

    public SchemaRunner(SqlLocator locator, Sharding sharding) {
        this.locator = locator;
        this.sharding = sharding;
    }

    /** The step's DDL, with the sharded variant's clauses in place. */
    public SqlScript script(Step step) {
        return sharding.apply(step, locator.script(step));
    }

    public int run(Connection conn, Step step) {
        return run(conn, script(step));
    }

    public int run(Connection conn, SqlScript script) {
        try (Statement st = conn.createStatement()) {
            for (String sql : script.statements()) {
                try {
                    st.execute(sql);
                } catch (SQLException e) {
                    throw failure(script, sql, e);
                }
            }
        } catch (SQLException e) {
            throw new SchemaException("cannot run " + script.file() + ": " + e.getMessage(), e);
        }
        return script.statements().size();
    }

    private static SchemaException failure(SqlScript script, String sql, SQLException e) {
        String firstLine = sql.lines().findFirst().orElse(sql);
        String hint = e.getErrorCode() == ER_TABLE_EXISTS
                ? " The tables are already there: run run/runDatabaseDestroy.sh with the same props first."
                : "";
        return new SchemaException(script.file() + ": '" + firstLine + "' failed: " + e.getMessage() + hint, e);
    }
}
