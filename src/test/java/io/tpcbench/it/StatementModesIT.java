package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tpcbench.cli.Main;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code useServerPrepStmts=true} in {@code conn} (the vendor props of TiDB and OceanBase) is
 * honoured: the run sends every statement as a server-side prepared statement with its values
 * bound, the server counts the executions as such, the summary says so, and the database stays
 * consistent.
 */
class StatementModesIT {
    @TempDir
    Path dir;

    @Test
    void useServerPrepStmtsInConnRunsServerSidePreparedStatements() throws Exception {
        TestDatabase db = TestDatabase.get();
        Path props = db.built(dir, "it_prepared", 1);
        long executesBefore = stmtExecutes(db);
        Path results = dir.resolve("run");
        Cli run = Cli.run("run", props.toString(), "conn=" + db.url("it_prepared") + "?useServerPrepStmts=true",
                "terminals=4", "runMins=0.2", "reportIntervalSecs=2", "resultDirectory=" + results);
        assertEquals(Main.OK, run.exitCode, run.err);
        JsonNode summary = new ObjectMapper().readTree(results.resolve("summary.json").toFile());
        assertTrue(summary.get("environment").get("statements").asText().startsWith(
                "one server-side prepared statement per round trip"), summary.get("environment").toString());
        long transactions = summary.get("transactionCount").asLong();
        long executes = stmtExecutes(db) - executesBefore;
        assertTrue(executes > 3 * transactions, executes + " prepared executions for " + transactions + " transactions");
        assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode);
    }

    /** The server's count of executions of prepared statements (COM_STMT_EXECUTE), all clients. */
    private static long stmtExecutes(TestDatabase db) throws SQLException {
        try (Connection c = db.connect("it_prepared")) {
            return TestDatabase.count(c, "SELECT variable_value FROM information_schema.global_status"
                    + " WHERE variable_name = 'COM_STMT_EXECUTE'");
        }
    }
}
