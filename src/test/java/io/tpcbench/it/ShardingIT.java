package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * sharding=mysql-hash for real: built with the server's own hash partitioning, every
 * warehouse-keyed table in the same number of partitions on its warehouse id and ITEM whole, then
 * run, checked and destroyed like the plain schema.
 */
class ShardingIT {
    @TempDir
    Path dir;

    @Test
    void mysqlHashIsBuiltRunCheckedAndDestroyed() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase("it_sharded");
        Path props =
                db.props(dir, "it_sharded", "warehouses=3", "loadWorkers=2", "sharding=mysql-hash", "partitions=4");
        Cli build = Cli.run("build", props.toString());
        assertEquals(Main.OK, build.exitCode, build.err);

        Map<String, Integer> partitions = new TreeMap<>();
        try (Connection c = db.connect("it_sharded");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("""
                        SELECT table_name, COUNT(partition_name), MIN(partition_expression)
                          FROM information_schema.partitions
                         WHERE table_schema = 'it_sharded'
                         GROUP BY table_name""")) {
            while (rs.next()) {
                partitions.put(rs.getString(1).toLowerCase(), rs.getInt(2));
                String expression = rs.getString(3);
                if (rs.getInt(2) > 0) {
                    assertTrue(expression.contains("w_id"), rs.getString(1) + " is partitioned on " + expression);
                }
            }
        }
        for (String table : new String[] {
            "bmsql_warehouse",
            "bmsql_district",
            "bmsql_customer",
            "bmsql_history",
            "bmsql_new_order",
            "bmsql_oorder",
            "bmsql_order_line",
            "bmsql_stock"
        }) {
            assertEquals(4, partitions.get(table), table + ": " + partitions);
        }
        assertEquals(0, partitions.get("bmsql_item"), "ITEM stays whole: " + partitions);
        assertEquals(0, partitions.get("bmsql_config"), partitions.toString());

        Path results = dir.resolve("run");
        Cli run = Cli.run(
                "run",
                props.toString(),
                "terminals=6",
                "runTxnsPerTerminal=200",
                "runMins=0",
                "resultDirectory=" + results);
        assertEquals(Main.OK, run.exitCode, run.err);
        String json = Files.readString(results.resolve("summary.json"));
        assertTrue(json.contains("\"consistent\": true"), json);
        assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode);
        assertEquals(Main.OK, Cli.run("destroy", props.toString()).exitCode);
        try (Connection c = db.connect("it_sharded");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(
                        "SELECT COUNT(*) FROM information_schema.tables" + " WHERE table_schema = 'it_sharded'")) {
            rs.next();
            assertEquals(0, rs.getInt(1), "destroy drops the partitioned tables");
        }
    }
}
