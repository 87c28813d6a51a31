package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** What SpiderIT checks on the head and the data nodes, in the summaries and in the files tpcbench wrote. */
final class SpiderChecks {
    private SpiderChecks() {}

    static void ok(String what, String... args) {
        Cli cli = Cli.run(args);
        assertEquals(0, cli.exitCode, what + ": " + cli.err);
        assertFalse(cli.err.contains(SpiderCluster.PASSWORD), "the password is never shown: " + cli.err);
    }

    static List<Long> longs(Connection c, String sql) throws SQLException {
        return rows(c, sql).stream().map(Long::parseLong).toList();
    }

    /** Node k's warehouses in each warehouse-keyed table, and ITEM's rows there. */
    static void assertPlaced(SpiderCluster cluster, String database, List<List<Long>> warehousesByNode)
            throws Exception {
        String[][] tables = {
            {"bmsql_warehouse", "w_id"},
            {"bmsql_district", "d_w_id"},
            {"bmsql_customer", "c_w_id"},
            {"bmsql_history", "h_w_id"},
            {"bmsql_oorder", "o_w_id"},
            {"bmsql_new_order", "no_w_id"},
            {"bmsql_order_line", "ol_w_id"},
            {"bmsql_stock", "s_w_id"}
        };
        for (int k = 1; k <= cluster.dataNodes(); k++) {
            try (Connection c = cluster.node(k, database)) {
                for (String[] t : tables) {
                    assertEquals(
                            warehousesByNode.get(k - 1),
                            longs(c, "SELECT DISTINCT " + t[1] + " FROM " + t[0] + " ORDER BY 1"),
                            t[0] + " on data node " + k);
                }
                assertEquals(List.of(100_000L), longs(c, "SELECT COUNT(*) FROM bmsql_item"), "ITEM on node " + k);
                assertEquals(
                        List.of(1L),
                        longs(
                                c,
                                "SELECT COUNT(*) FROM information_schema.statistics WHERE"
                                        + " table_schema = DATABASE() AND index_name = 'bmsql_customer_idx1' AND seq_in_index = 1"),
                        "the nodes have the secondary indexes");
            }
        }
        try (Connection c = cluster.head(database)) {
            assertEquals(
                    List.of(10L),
                    longs(
                            c,
                            "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema ="
                                    + " DATABASE() AND engine = 'SPIDER'"),
                    "the head's tables are Spider tables");
        }
    }

    static void assertExact(JsonNode s) {
        JsonNode audit = s.get("audit");
        JsonNode faults = s.get("faults");
        assertTrue(
                s.get("environment").toString().contains("portableStatements=auto: sharding=spider"),
                "sharding=spider sends the portable statements: " + s.get("environment"));
        assertEquals(
                faults.get("committedNewOrders").asLong(),
                audit.get("dbNewOrders").asLong(),
                audit.toString());
        assertEquals(
                faults.get("committedPayments").asLong(),
                audit.get("dbPayments").asLong(),
                audit.toString());
        assertTrue(s.get("transactionCount").asLong() > 100, "the run did work: " + s.get("transactionCount"));
        long failed = s.get("delivery").get("failed").asLong();
        for (JsonNode t : s.get("types")) {
            failed += t.get("failed").asLong();
        }
        assertEquals(0, failed, "no transaction failed: " + faults);
    }

    static void assertPasswordInNoFile(Path dir) throws Exception {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.filter(Files::isRegularFile)
                    .filter(f -> !f.toString().endsWith(".props"))
                    .toList()) {
                String text = new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1);
                assertFalse(text.contains(SpiderCluster.PASSWORD), f + " holds the password");
            }
        }
    }

    /** The query text of a data/explain/qNN.txt file: what precedes its EXPLAIN table. */
    static String explained(Path file) throws Exception {
        String text = Files.readString(file);
        int table = text.indexOf("\nid\tselect_type");
        return (table < 0 ? text : text.substring(0, table)).strip().replaceAll(";$", "");
    }

    /** Every row of {@code sql}'s answer, its columns joined. */
    static List<String> rows(Connection c, String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                StringBuilder row = new StringBuilder();
                for (int i = 1; i <= n; i++) {
                    row.append(i > 1 ? "|" : "").append(rs.getString(i));
                }
                out.add(row.toString());
            }
        }
        return out;
    }
}
