package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tpcbench.cli.Main;
import io.tpcbench.db.Procedures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The statement modes a user can choose: {@code useServerPrepStmts=true} in {@code conn} (the
 * vendor props of TiDB and OceanBase) is honoured with server-side prepared statements, which the
 * server counts as such; {@code portableStatements=true} runs the peers' shapes. Each says so in
 * the summary, and the database stays consistent.
 */
class StatementModesIT {
    private static final String SHARED = "it_modes";

    @TempDir
    static Path classDir;

    /** One W=1 build for the tests whose runs leave it consistent (each checks it after its run). */
    private static Path shared;

    @TempDir
    Path dir;

    @BeforeAll
    static void build() throws Exception {
        shared = TestDatabase.get().built(classDir, SHARED, 1);
    }

    @Test
    void useServerPrepStmtsInConnRunsServerSidePreparedStatements() throws Exception {
        TestDatabase db = TestDatabase.get();
        Path props = shared;
        long executesBefore = stmtExecutes(db);
        Path results = dir.resolve("run");
        Cli run = Cli.run(
                "run",
                props.toString(),
                "conn=" + db.url(SHARED) + "?useServerPrepStmts=true",
                "terminals=4",
                "runTxnsPerTerminal=250",
                "reportIntervalSecs=2",
                "resultDirectory=" + results);
        assertEquals(Main.OK, run.exitCode, run.err);
        JsonNode summary =
                new ObjectMapper().readTree(results.resolve("summary.json").toFile());
        assertTrue(
                summary.get("environment")
                        .get("statements")
                        .asText()
                        .startsWith("one server-side prepared statement per round trip"),
                summary.get("environment").toString());
        long transactions = summary.get("transactionCount").asLong();
        long executes = stmtExecutes(db) - executesBefore;
        assertTrue(
                executes > 3 * transactions, executes + " prepared executions for " + transactions + " transactions");
        assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode);
    }

    @Test
    void thePortableStatementsRunTheSameProfilesAndKeepTheDatabaseConsistent() throws Exception {
        Path props = shared;
        Path results = dir.resolve("portable");
        Cli run = Cli.run(
                "run",
                props.toString(),
                "portableStatements=true",
                "terminals=4",
                "runTxnsPerTerminal=250",
                "reportIntervalSecs=2",
                "deliveryResults=true",
                "resultDirectory=" + results);
        assertEquals(Main.OK, run.exitCode, run.err);
        JsonNode summary =
                new ObjectMapper().readTree(results.resolve("summary.json").toFile());
        assertTrue(
                summary.get("environment")
                        .get("statements")
                        .asText()
                        .startsWith("the peers' statement shapes (BenchmarkSQL, go-tpc): the statements of each step in"
                                + " one multi-statement text"),
                summary.get("environment").toString());
        assertTrue(summary.get("environment").get("commit").asText().startsWith("on its own trip"));
        assertTrue(summary.get("types").get(0).get("completed").asLong() > 0);
        assertTrue(
                summary.get("audit").get("consistent").asBoolean(),
                summary.get("audit").toString());
        assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode);
        // TPC-C 2.7.2.2: each deferred Delivery's result record, as deliveryResults=true asks
        List<String> records = Files.readAllLines(results.resolve("data/delivery_results.csv"));
        assertEquals("queued,completed,w_id,carrier_id,delivered,skipped", records.get(0));
        assertTrue(records.size() > 1, "deliveries recorded");
        assertTrue(
                records.get(1).matches("[-0-9: .]+,[-0-9: .]+,1,([1-9]|10),1:[0-9]+( [0-9]+:[0-9]+)*,[0-9]+"),
                records.get(1));
    }

    /**
     * On MariaDB the trips that write go as compound statements by default, which the server
     * counts as such, and the run says so; compoundStatements=false sends plain multi-statement
     * texts; the server's statement count is the same statements either way, plus the compound
     * statements' row count checks.
     */
    @Test
    void onMariaDbTheTripsThatWriteGoAsCompoundStatements() throws Exception {
        TestDatabase db = TestDatabase.get();
        Path props = shared;
        double[] perTxn = new double[2];
        for (boolean compound : new boolean[] {true, false}) {
            long before = status(db, "Com_compound_sql");
            JsonNode summary =
                    shortRun(props, "compound_" + compound, "compoundStatements=" + (compound ? "auto" : "false"));
            String statements = summary.get("environment").get("statements").asText();
            assertEquals(compound, statements.contains("MariaDB compound statement"), statements);
            long transactions = summary.get("transactionCount").asLong();
            long compounds = status(db, "Com_compound_sql") - before;
            // New-Order sends two, Payment one, a Delivery two: none when they are turned off
            assertTrue(compound ? compounds > transactions / 2 : compounds == 0, compounds + " for " + transactions);
            perTxn[compound ? 0 : 1] =
                    summary.get("server").get("statementsPerTxn").asDouble();
            assertTrue(
                    summary.get("audit").get("consistent").asBoolean(),
                    summary.get("audit").toString());
        }
        // the same statements counted either way (a compound statement's checks add about 1.3 per
        // transaction; were the compound statements counted as one each, 3.5 fewer)
        assertTrue(Math.abs(perTxn[0] - perTxn[1]) < 2, perTxn[0] + " against " + perTxn[1]);
        assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode);
    }

    /**
     * storedProcedures=true: the trips that write go as CALLs of procedures the run creates on
     * first use, which the server counts as such, and the run says so; the database stays
     * consistent. With the portable statements it is refused. runDatabaseDestroy drops those procedures and leaves a user's alone, even one
     * named like them.
     */
    @Test
    void storedProceduresCarryTheTripsThatWriteAndDestroyDropsThemAlone() throws Exception {
        TestDatabase db = TestDatabase.get();
        Path props = db.built(dir, "it_procedures", 1);
        // with the peers' statements: one message, no run
        Cli portable = Cli.run(
                "run",
                props.toString(),
                "storedProcedures=true",
                "portableStatements=true",
                "runMins=0.1",
                "resultDirectory=" + dir.resolve("refused_portable"));
        assertEquals(Main.CONFIG, portable.exitCode, portable.err);
        assertTrue(portable.err.contains("storedProcedures=true applies to tpcbench's trips"), portable.err);
        assertTrue(!portable.err.contains("\tat "), portable.err);
        long before = status(db, "Com_call_procedure");
        JsonNode summary = shortRun(props, "procedures", "storedProcedures=true", "compoundStatements=false");
        String statements = summary.get("environment").get("statements").asText();
        assertTrue(statements.contains("CALL of a stored procedure"), statements);
        long transactions = summary.get("transactionCount").asLong();
        long calls = status(db, "Com_call_procedure") - before;
        // New-Order calls two, Payment one, a Delivery two
        assertTrue(calls > transactions / 2, calls + " for " + transactions);
        // the statements inside the procedures count one each, the CALLs none: about 7.8 per
        // transaction as with compound statements, 9.2 were the CALLs counted too
        double perTxn = summary.get("server").get("statementsPerTxn").asDouble();
        assertTrue(perTxn > 6.5 && perTxn < 8.8, "statements per transaction: " + perTxn);
        assertTrue(
                summary.get("types").get(0).get("failed").asLong() == 0,
                summary.get("types").toString());
        assertTrue(
                summary.get("audit").get("consistent").asBoolean(),
                summary.get("audit").toString());
        assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode);
        try (Connection c = db.connect("it_procedures");
                Statement s = c.createStatement()) {
            assertTrue(procedures(c, Procedures.PREFIX + "%") > 5, "the run's procedures");
            s.execute("CREATE PROCEDURE " + Procedures.PREFIX + "mine() BEGIN DO 1; END");
            s.execute("CREATE PROCEDURE users_own() BEGIN DO 1; END");
        }
        Cli destroy = Cli.run("destroy", props.toString());
        assertEquals(Main.OK, destroy.exitCode, destroy.err);
        try (Connection c = db.connect("it_procedures")) {
            assertEquals(2, procedures(c, "%"), "the user's two procedures stay, tpcbench's are gone");
        }
    }

    /** storedProcedures=true for a user without CREATE ROUTINE: one message, before any terminal runs. */
    @Test
    void storedProceduresTheUserMayNotCreateStopTheRunAtItsStart() throws Exception {
        TestDatabase db = TestDatabase.get();
        Path props = shared;
        List<String> hosts = List.of("'%'", "'localhost'", "'127.0.0.1'");
        try (Connection c = db.connect("");
                Statement s = c.createStatement()) {
            for (String host : hosts) {
                s.execute("DROP USER IF EXISTS it_noproc@" + host);
                s.execute("CREATE USER it_noproc@" + host + " IDENTIFIED BY 'It-noproc-7'");
                s.execute("GRANT SELECT, INSERT, UPDATE, DELETE ON " + SHARED + ".* TO it_noproc@" + host);
            }
        }
        try {
            Path results = dir.resolve("denied");
            Cli run = Cli.run(
                    "run",
                    props.toString(),
                    "user=it_noproc",
                    "password=It-noproc-7",
                    "storedProcedures=true",
                    "terminals=2",
                    "runMins=0.1",
                    "resultDirectory=" + results);
            assertEquals(Main.DATABASE, run.exitCode, run.err);
            assertTrue(
                    run.err.contains("creating or calling a stored procedure was refused")
                            && run.err.contains("grant CREATE ROUTINE"),
                    run.err);
            assertTrue(!run.err.contains("It-noproc-7") && !run.err.contains("\tat "), run.err);
            assertTrue(!Files.exists(results.resolve("summary.json")));
        } finally {
            try (Connection c = db.connect("");
                    Statement s = c.createStatement()) {
                for (String host : hosts) {
                    s.execute("DROP USER IF EXISTS it_noproc@" + host);
                }
            }
        }
    }

    /** A run of 4 terminals, 250 transactions each, with {@code keys}, which must succeed; its summary.json. */
    private JsonNode shortRun(Path props, String name, String... keys) throws Exception {
        Path results = dir.resolve(name);
        List<String> args = new ArrayList<>(List.of(
                "run",
                props.toString(),
                "terminals=4",
                "runTxnsPerTerminal=250",
                "reportIntervalSecs=2",
                "resultDirectory=" + results));
        args.addAll(List.of(keys));
        Cli run = Cli.run(args.toArray(String[]::new));
        assertEquals(Main.OK, run.exitCode, run.err);
        return new ObjectMapper().readTree(results.resolve("summary.json").toFile());
    }

    private static long procedures(Connection c, String like) throws SQLException {
        return TestDatabase.count(
                c,
                "SELECT COUNT(*) FROM information_schema.routines WHERE routine_schema = DATABASE()"
                        + " AND routine_name LIKE '" + like.replace("_", "\\_") + "'");
    }

    /** compoundStatements=true where the server refuses compound statements: one message, before any terminal runs. */
    @Test
    void compoundStatementsTheServerRefusesStopTheRunAtItsStart() throws Exception {
        TestDatabase db = TestDatabase.get();
        Path props = shared;
        Path results = dir.resolve("refused");
        // the connections refuse compound statements with a syntax error, as MySQL and TiDB do
        Cli run = Cli.run(
                "run",
                props.toString(),
                "compoundStatements=true",
                "conn=" + db.url(SHARED) + "?queryInterceptors=" + NoCompoundStatements.class.getName(),
                "terminals=2",
                "runMins=0.1",
                "resultDirectory=" + results);
        assertEquals(Main.DATABASE, run.exitCode, run.err);
        assertTrue(
                run.err.contains("BEGIN NOT ATOMIC ... END was refused")
                        && run.err.contains("compoundStatements=false"),
                run.err);
        assertTrue(!Files.exists(results.resolve("summary.json")));
    }

    private static long status(TestDatabase db, String name) throws SQLException {
        try (Connection c = db.connect("")) {
            return TestDatabase.count(
                    c,
                    "SELECT variable_value FROM information_schema.global_status" + " WHERE variable_name = '" + name
                            + "'");
        }
    }

    /** The server's count of executions of prepared statements (COM_STMT_EXECUTE), all clients. */
    private static long stmtExecutes(TestDatabase db) throws SQLException {
        return status(db, "COM_STMT_EXECUTE");
    }
}
