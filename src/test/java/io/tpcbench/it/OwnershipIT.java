package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * tpcbench drops only what its builds created: every build records its tables in tpcbench_build
 * before creating them, destroy and runSQL drop only recorded tables (force=true for a user who
 * means it), and the keys a build recorded are checked before every later command.
 */
class OwnershipIT {
    @TempDir
    Path dir;

    @Test
    void anApplicationsTablesOfTheSameNamesAreNeitherDroppedNorBuiltOver() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase("it_own_app");
        try (Connection c = db.connect("it_own_app");
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE customer (id INT PRIMARY KEY, name VARCHAR(20))");
            s.execute("CREATE TABLE orders (id INT PRIMARY KEY)");
            s.execute("CREATE TABLE sbtest1 (id INT PRIMARY KEY)");
            s.execute("INSERT INTO customer VALUES (1, 'kept')");
        }
        Path props = db.props(dir, "it_own_app");

        Cli tpch = Cli.run("destroy", props.toString(), "workload=tpch", "scaleFactor=0.01");
        assertEquals(Main.CONFIG, tpch.exitCode, tpch.err);
        assertTrue(
                tpch.err.contains("refusing to drop orders, customer in database `it_own_app`: no tpcbench build"
                        + " recorded them"),
                tpch.err);
        assertTrue(tpch.err.contains("force=true"), tpch.err);
        Cli sysbench = Cli.run("destroy", props.toString(), "workload=oltp_read_write");
        assertEquals(Main.CONFIG, sysbench.exitCode, sysbench.err);
        assertTrue(sysbench.err.contains("refusing to drop sbtest1"), sysbench.err);

        Cli build = Cli.run("build", props.toString(), "workload=tpch", "scaleFactor=0.01");
        assertEquals(Main.CONFIG, build.exitCode, build.err);
        assertTrue(
                build.err.contains("orders, customer exist in database `it_own_app` but no tpcbench build recorded"
                        + " them, so the build leaves them alone"),
                build.err);
        assertEquals(1, db.count("it_own_app", "SELECT COUNT(*) FROM customer WHERE name = 'kept'"));
        assertEquals(3, tables(db, "it_own_app"), "the build created nothing and left no record");

        Cli forced = Cli.run("destroy", props.toString(), "workload=oltp_read_write", "force=true");
        assertEquals(Main.OK, forced.exitCode, forced.err);
        assertEquals(2, tables(db, "it_own_app"), "force=true drops sbtest1 and nothing else");
    }

    @Test
    void destroyDropsWhatTheBuildRecordedWhateverThePropsSayAndTheBuildsKeysAreKept() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase("it_own_sb");
        Path props = db.props(
                dir,
                "it_own_sb",
                "workload=oltp_point_select",
                "tables=3",
                "table_size=100",
                "loadWorkers=2",
                "terminals=1",
                "runMins=0",
                "runTxnsPerTerminal=10");
        Cli build = Cli.run("build", props.toString());
        assertEquals(Main.OK, build.exitCode, build.err);
        assertEquals(
                3,
                db.count(
                        "it_own_sb",
                        "SELECT COUNT(*) FROM tpcbench_build WHERE family = 'sysbench'"
                                + " AND item = 'table' AND value = 'oltp_point_select'"));
        try (Connection c = db.connect("it_own_sb");
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE customer (id INT PRIMARY KEY)");
        }

        Cli bigger = Cli.run(
                "run", props.toString(), "table_size=200", "tables=4", "resultDirectory=" + dir.resolve("never"));
        assertEquals(Main.DATABASE, bigger.exitCode, bigger.err);
        assertTrue(
                bigger.err.contains("tables=4 is more than the database was built with (tables=3); table_size=200"
                        + " is more than the database was built with (table_size=100)"),
                bigger.err);
        assertFalse(Files.exists(dir.resolve("never")));
        Cli check = Cli.run("check", props.toString(), "tables=4");
        assertEquals(Main.DATABASE, check.exitCode, check.err);
        Cli smaller = Cli.run(
                "run",
                props.toString(),
                "tables=2",
                "table_size=50",
                "workload=oltp_read_only",
                "resultDirectory=" + dir.resolve("smaller"));
        assertEquals(
                Main.OK, smaller.exitCode, "fewer tables and rows than built are sysbench's right: " + smaller.err);
        Cli rebuild = Cli.run("build", props.toString(), "tables=5");
        assertEquals(Main.DATABASE, rebuild.exitCode, rebuild.err);
        assertTrue(rebuild.err.contains("tables=5 is more than the database was built with (tables=3)"), rebuild.err);
        assertEquals(
                3, db.count("it_own_sb", "SELECT value FROM tpcbench_build WHERE item = 'key' AND name = 'tables'"));

        Path tpcc = db.props(dir, "it_own_sb_tpcc");
        String conn = "conn=" + db.url("it_own_sb");
        Cli wrongWorkload = Cli.run("destroy", tpcc.toString(), conn, "warehouses=1");
        assertEquals(Main.OK, wrongWorkload.exitCode, wrongWorkload.err);
        assertEquals(5, tables(db, "it_own_sb"), "a destroy of another workload drops nothing here");

        Cli destroy = Cli.run("destroy", props.toString(), "tables=1");
        assertEquals(Main.OK, destroy.exitCode, destroy.err);
        assertEquals(1, tables(db, "it_own_sb"), "the three recorded tables and the record are gone, customer stays");
        assertEquals(
                1,
                db.count(
                        "it_own_sb",
                        "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema ="
                                + " 'it_own_sb' AND table_name = 'customer'"));
    }

    @Test
    void aBuildKilledMidLoadLeavesARecordItsDestroyUses() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase("it_own_kill");
        Path props = db.props(dir, "it_own_kill", "warehouses=3", "loadWorkers=1");
        Subprocess build = Subprocess.start(dir, "build", props.toString());
        build.awaitOutput("tableCreates:", Duration.ofMinutes(2));
        build.signal("KILL");
        build.exitCode(Duration.ofMinutes(1));
        assertEquals(
                10,
                db.count(
                        "it_own_kill",
                        "SELECT COUNT(*) FROM tpcbench_build WHERE family = 'tpcc'" + " AND item = 'table'"));
        Cli destroy = Cli.run("destroy", props.toString());
        assertEquals(Main.OK, destroy.exitCode, destroy.err);
        assertEquals(0, tables(db, "it_own_kill"));
    }

    @Test
    void runSqlRecordsTheTablesItCreatesAndDropsOnlyRecordedOnes() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase("it_own_sql");
        Path props = db.props(dir, "it_own_sql", "warehouses=1");
        assertEquals(Main.OK, Cli.run("sql", props.toString(), "tableCreates").exitCode);
        try (Connection c = db.connect("it_own_sql");
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE app_audit (id INT PRIMARY KEY)");
        }
        Path drop = Files.writeString(dir.resolve("drop.sql"), "DROP TABLE IF EXISTS bmsql_item, app_audit;\n");
        Cli refused = Cli.run("sql", props.toString(), drop.toString());
        assertEquals(Main.CONFIG, refused.exitCode, refused.err);
        assertTrue(refused.err.contains("refusing to drop app_audit"), refused.err);
        assertEquals(12, tables(db, "it_own_sql"), "nothing dropped: ten tables, the record and app_audit");
        Path other = Files.writeString(dir.resolve("other.sql"), "DROP TABLE other_db.bmsql_item;\n");
        Cli elsewhere = Cli.run("sql", props.toString(), other.toString());
        assertEquals(Main.CONFIG, elsewhere.exitCode, elsewhere.err);
        assertTrue(elsewhere.err.contains("refusing to drop other_db.bmsql_item"), elsewhere.err);

        Cli drops = Cli.run("sql", props.toString(), "tableDrops");
        assertEquals(Main.OK, drops.exitCode, drops.err);
        assertEquals(1, tables(db, "it_own_sql"), "the recorded tables and the record gone, app_audit kept");
        Cli forced = Cli.run("sql", props.toString(), drop.toString(), "force=true");
        assertEquals(Main.OK, forced.exitCode, forced.err);
        assertEquals(0, tables(db, "it_own_sql"));
    }

    @Test
    void aLoadIntoTablesNoBuildRecordedIsRefused() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase("it_own_load");
        try (Connection c = db.connect("it_own_load");
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE bmsql_stock (s_w_id INT, s_i_id INT, PRIMARY KEY (s_w_id, s_i_id))");
            s.execute("INSERT INTO bmsql_stock VALUES (1, 1)");
        }
        Path props = db.props(dir, "it_own_load", "warehouses=1", "loadWorkers=1");
        Cli load = Cli.run("load", props.toString());
        assertEquals(Main.CONFIG, load.exitCode, load.err);
        assertTrue(load.err.contains("refusing to load into bmsql_stock in database `it_own_load`"), load.err);
        assertEquals(1, db.count("it_own_load", "SELECT COUNT(*) FROM bmsql_stock"), "no row deleted");
    }

    @Test
    void aBuildFromBeforeBuildsWereRecordedIsDroppedOnlyWithForce() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase("it_own_old");
        Path props = db.props(dir, "it_own_old", "workload=oltp_read_write", "tables=2", "table_size=10");
        assertEquals(Main.OK, Cli.run("build", props.toString()).exitCode);
        try (Connection c = db.connect("it_own_old");
                Statement s = c.createStatement()) {
            s.execute("DROP TABLE tpcbench_build");
        }
        Cli destroy = Cli.run("destroy", props.toString());
        assertEquals(Main.CONFIG, destroy.exitCode, destroy.err);
        assertTrue(destroy.err.contains("refusing to drop sbtest1, sbtest2"), destroy.err);
        assertEquals(2, tables(db, "it_own_old"));
        Cli forced = Cli.run("destroy", props.toString(), "force=true");
        assertEquals(Main.OK, forced.exitCode, forced.err);
        assertEquals(0, tables(db, "it_own_old"));
    }

    private static long tables(TestDatabase db, String database) throws Exception {
        return db.count(
                database, "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = '" + database + "'");
    }
}
