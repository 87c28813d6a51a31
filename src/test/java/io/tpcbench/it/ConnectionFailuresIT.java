package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A real server refusing us: one clear message, exit 4, no stack trace, no password shown. */
class ConnectionFailuresIT {
    private static final String WRONG = "Wrong-Pw-Marker-9";

    @TempDir
    Path dir;

    @Test
    void wrongPassword() throws Exception {
        TestDatabase db = TestDatabase.get();
        Path props = db.props(dir, "it_any", "warehouses=1");
        Cli cli = Cli.run("check", props.toString(), "password=" + WRONG);
        assertEquals(Main.DATABASE, cli.exitCode, cli.err);
        assertTrue(cli.err.contains("access denied for user '" + db.user + "'"), cli.err);
        assertTrue(cli.err.contains("check user and password"), cli.err);
        assertFalse(cli.err.contains(WRONG), cli.err);
        assertFalse(cli.err.contains("\tat "), cli.err);
    }

    @Test
    void tlsSettingsPassThroughToConnectorJ() throws Exception {
        TestDatabase db = TestDatabase.get();
        boolean serverHasTls;
        try (Connection c = db.connect("")) {
            serverHasTls = "YES".equals(TestDatabase.string(c, "SELECT @@have_ssl"));
        }
        Path props = db.props(dir, "it_any", "warehouses=1");
        Cli cli = Cli.run(
                "check",
                props.toString(),
                "dataSource.sslMode=REQUIRED",
                "conn=" + db.url("it_tls") + "?createDatabaseIfNotExist=true");
        if (serverHasTls) {
            // the connection was made with TLS; the empty database then fails the build check
            assertTrue(cli.err.contains("build the database first"), cli.err);
        } else {
            assertEquals(Main.DATABASE, cli.exitCode, cli.err);
            assertTrue(cli.err.contains("over TLS (SSL Connection required, but not provided by server"), cli.err);
            assertTrue(cli.err.contains("check dataSource.sslMode and the trust store keys"), cli.err);
            assertFalse(cli.err.contains("\tat "), cli.err);
        }
    }

    @Test
    void unknownDatabase() throws Exception {
        Path props = TestDatabase.get().props(dir, "it_no_such_database", "warehouses=1");
        Cli cli = Cli.run("check", props.toString());
        assertEquals(Main.DATABASE, cli.exitCode, cli.err);
        assertTrue(cli.err.contains("does not exist: create it"), cli.err);
    }

    @Test
    void checkBeforeBuildSaysToBuild() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase("it_empty");
        Cli cli = Cli.run("check", db.props(dir, "it_empty", "warehouses=1").toString());
        assertEquals(Main.DATABASE, cli.exitCode, cli.err);
        assertTrue(cli.err.contains("build the database first"), cli.err);
        Path results = dir.resolve("never");
        Cli run = Cli.run(
                "run",
                db.props(dir, "it_empty", "warehouses=1").toString(),
                "runMins=0.1",
                "resultDirectory=" + results);
        assertEquals(Main.DATABASE, run.exitCode, run.err);
        assertTrue(run.err.contains("build the database first"), run.err);
        assertFalse(Files.exists(results), "nothing is written for a run that cannot start");
    }

    @Test
    void propsWithAnotherWarehouseCountThanTheBuild() throws Exception {
        Path props = TestDatabase.get().built(dir, "it_other_count", 1);
        for (String verb : new String[] {"run", "check"}) {
            Cli cli = Cli.run(verb, props.toString(), "warehouses=2", "runMins=0.1");
            assertEquals(Main.DATABASE, cli.exitCode, cli.err);
            assertTrue(
                    cli.err.contains("warehouses=2, but the database was built with warehouses=1 (recorded in"
                            + " tpcbench_build on "),
                    cli.err);
        }
        Cli again = Cli.run("build", props.toString());
        assertEquals(Main.DATABASE, again.exitCode, again.err);
        assertTrue(again.err.contains("the database is already built (1 warehouses loaded)"), again.err);
    }

    @Test
    void loadIntoAMissingTableSaysWhichTable() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase("it_broken");
        Path props = db.props(dir, "it_broken", "warehouses=2", "loadWorkers=1");
        assertEquals(Main.OK, Cli.run("sql", props.toString(), "tableCreates").exitCode);
        Path drop = Files.writeString(dir.resolve("drop.sql"), "DROP TABLE bmsql_stock;\n");
        assertEquals(Main.OK, Cli.run("sql", props.toString(), drop.toString()).exitCode);
        Cli cli = Cli.run("load", props.toString());
        assertEquals(Main.DATABASE, cli.exitCode, cli.err);
        assertTrue(cli.err.contains("bmsql_stock' doesn't exist (are all the tables there?"), cli.err);
        Cli run = Cli.run("run", props.toString(), "terminals=2", "runMins=0.1");
        assertEquals(Main.DATABASE, run.exitCode, run.err);
        assertTrue(run.err.contains("only partly loaded: bmsql_warehouse holds 0 of 2 warehouses"), run.err);
    }
}
