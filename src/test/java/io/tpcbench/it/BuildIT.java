package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/** runDatabaseBuild at W=2 on a real database: cardinalities, the check, bad states, destroy. */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class BuildIT {
    private static final String DB = "it_build";
    @TempDir
    static Path dir;
    private static Path props;

    @Test
    @Order(1)
    void buildsTwoWarehousesWithExactCardinalities() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase(DB);
        props = db.props(dir, DB, "warehouses=2", "loadWorkers=4", "terminals=20", "runMins=1");
        Cli build = Cli.run("build", props.toString());
        assertEquals(Main.OK, build.exitCode, build.err);
        try (Connection c = db.connect(DB)) {
            assertEquals(2, TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_warehouse"));
            assertEquals(20, TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_district"));
            assertEquals(60_000, TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_customer"));
            assertEquals(60_000, TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_history"));
            assertEquals(60_000, TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_oorder"));
            assertEquals(18_000, TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_new_order"));
            assertEquals(200_000, TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_stock"));
            assertEquals(100_000, TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_item"));
            assertEquals(TestDatabase.count(c, "SELECT SUM(o_ol_cnt) FROM bmsql_oorder"),
                    TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_order_line"));
            assertEquals(2, TestDatabase.count(c, "SELECT cfg_value FROM bmsql_config WHERE cfg_name = 'warehouses'"));
            long cLoad = TestDatabase.count(c, "SELECT cfg_value FROM bmsql_config WHERE cfg_name = 'nURandCLast'");
            assertTrue(cLoad >= 0 && cLoad <= 255);
            assertEquals(0, TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_customer WHERE c_delivery_cnt <> 0"));
            // every district holds every one of the 1000 last names (TPC-C 4.3.2.3)
            assertEquals(20, TestDatabase.count(c, "SELECT COUNT(*) FROM (SELECT c_w_id, c_d_id FROM bmsql_customer"
                    + " GROUP BY c_w_id, c_d_id HAVING COUNT(DISTINCT c_last) = 1000) x"));
            assertEquals(2, TestDatabase.count(c, "SELECT COUNT(*) FROM information_schema.statistics WHERE table_schema = '"
                    + DB + "' AND index_name IN ('bmsql_customer_idx1', 'bmsql_oorder_idx1') AND seq_in_index = 1"));
        }
        Path buildDir;
        try (var dirs = Files.list(dir)) {
            buildDir = dirs.filter(p -> p.getFileName().toString().startsWith("build_")).findFirst().orElseThrow();
        }
        String sizes = Files.readString(buildDir.resolve("sizes.csv"));
        assertTrue(sizes.contains("bmsql_stock,200000,"), sizes);
        String copy = Files.readString(buildDir.resolve("build.properties"));
        assertTrue(copy.contains("warehouses=2"), copy);
        assertTrue(Files.readString(buildDir.resolve("build.log")).contains("Consistency check: PASS"));
        if (!TestDatabase.get().password.isEmpty()) {
            assertFalse(copy.contains("password=" + TestDatabase.get().password), copy);
        }
    }

    @Test
    @Order(2)
    void checkPassesOnTheFreshDatabase() {
        assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode);
    }

    @Test
    @Order(3)
    void buildingOverExistingTablesSaysToDestroyFirst() {
        Cli again = Cli.run("build", props.toString());
        assertEquals(Main.DATABASE, again.exitCode);
        assertTrue(again.err.contains("run run/runDatabaseDestroy.sh"), again.err);
    }

    @Test
    @Order(4)
    void checkWithOtherWarehouseCountIsRefused() {
        Cli c = Cli.run("check", props.toString(), "warehouses=3");
        assertEquals(Main.DATABASE, c.exitCode);
        assertTrue(c.err.contains("warehouses=3, but the database was built with warehouses=2 (recorded in"
                + " tpcbench_build on "), c.err);
    }

    @Test
    @Order(5)
    void checkFindsViolations() throws Exception {
        try (Connection c = TestDatabase.get().connect(DB); Statement s = c.createStatement()) {
            s.executeUpdate("UPDATE bmsql_warehouse SET w_ytd = w_ytd + 1 WHERE w_id = 2");
            s.executeUpdate("DELETE FROM bmsql_new_order WHERE no_w_id = 1 AND no_d_id = 3 AND no_o_id = 2500");
        }
        Cli check = Cli.run("check", props.toString());
        assertEquals(Main.CHECK_FAILED, check.exitCode, check.err);
        assertTrue(check.err.contains("consistency condition(s) failed"), check.err);
    }

    @Test
    @Order(6)
    void destroyLeavesNothing() throws Exception {
        assertEquals(Main.OK, Cli.run("destroy", props.toString()).exitCode);
        try (Connection c = TestDatabase.get().connect(DB)) {
            assertEquals(0, TestDatabase.count(c, "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = '" + DB
                    + "'"));
        }
        Cli check = Cli.run("check", props.toString());
        assertEquals(Main.DATABASE, check.exitCode);
        assertTrue(check.err.contains("build the database first"), check.err);
    }

    @Test
    @Order(7)
    void sqlVerbRunsAStepAndAFile() throws Exception {
        assertEquals(Main.OK, Cli.run("sql", props.toString(), "tableCreates").exitCode);
        Path file = Files.write(dir.resolve("extra.sql"), List.of("-- c", "DROP TABLE bmsql_item;"));
        assertEquals(Main.OK, Cli.run("sql", props.toString(), file.toString()).exitCode);
        try (Connection c = TestDatabase.get().connect(DB)) {
            assertEquals(9, TestDatabase.count(c, "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = '" + DB
                    + "' AND table_name LIKE 'bmsql%'"));
        }
        assertEquals(Main.OK, Cli.run("destroy", props.toString()).exitCode);
    }
}
