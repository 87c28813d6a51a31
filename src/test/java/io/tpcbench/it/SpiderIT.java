package io.tpcbench.it;

import static io.tpcbench.it.SpiderChecks.assertExact;
import static io.tpcbench.it.SpiderChecks.assertPasswordInNoFile;
import static io.tpcbench.it.SpiderChecks.assertPlaced;
import static io.tpcbench.it.SpiderChecks.explained;
import static io.tpcbench.it.SpiderChecks.longs;
import static io.tpcbench.it.SpiderChecks.ok;
import static io.tpcbench.it.SpiderChecks.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * TPC-C on a real MariaDB Spider cluster ({@link SpiderCluster}: a head over 2 data nodes) with
 * {@code sharding=spider}: the build through the head and straight into the nodes puts each
 * warehouse's rows on the node its range names and ITEM on every node; runs keep the audit exact
 * and the consistency check (through the head) passing, with Spider's internal XA off and on; the
 * destroy leaves nothing on any server; the password never reaches a file tpcbench wrote.
 */
// beside the classes on the shared test database, one at a time with the others on servers of their own;
// its tests one after another (it.Lanes)
@Execution(ExecutionMode.CONCURRENT)
@ResourceLock(Lanes.OWN_SERVERS)
class SpiderIT {
    @TempDir
    static Path dir;

    private static SpiderCluster cluster;

    @BeforeAll
    static void started() throws Exception {
        cluster = SpiderCluster.shared();
    }

    private static Path props(String database, String... extra) throws Exception {
        cluster.dropDatabase(database);
        List<String> lines = new ArrayList<>(
                List.of("buildDirectory=" + dir.resolve("build-" + database + "_%tH%tM%tS%tL"), "loadWorkers=2"));
        lines.addAll(List.of(extra));
        for (String line : cluster.propsLines(database)) {
            String key = line.substring(0, line.indexOf('=') + 1);
            if (lines.stream().noneMatch(l -> l.startsWith(key))) {
                lines.add(line);
            }
        }
        return Files.write(dir.resolve(database + ".props"), lines);
    }

    private static JsonNode run(Path props, String name, String... extra) throws Exception {
        Path results = dir.resolve(name);
        List<String> args = new ArrayList<>(List.of(
                "run",
                props.toString(),
                "terminals=4",
                "rampupMins=0",
                "reportIntervalSecs=5",
                "resultDirectory=" + results));
        args.addAll(List.of(extra));
        ok("the run on Spider", args.toArray(String[]::new));
        return new ObjectMapper().readTree(results.resolve("summary.json").toFile());
    }

    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    void aDataNodeThatIsDownStopsTheBuildBeforeAnyTableIsCreated() throws Exception {
        Path props = props(
                "spider_down",
                "warehouses=2",
                "dataNodes=" + SpiderCluster.nodeHost(1) + ":" + cluster.nodePort(1) + "," + SpiderCluster.nodeHost(2)
                        + ":" + LocalMariadbd.freePort());
        Cli cli = Cli.run("build", props.toString());
        assertEquals(4, cli.exitCode, cli.err);
        assertTrue(
                cli.err.contains("cannot reach data node 2 (127.0.0.3:") && cli.err.contains("so it ran nowhere"),
                cli.err);
        for (Connection c : List.of(cluster.head(""), cluster.node(1, ""))) {
            try (c) {
                assertEquals(
                        List.of(0L),
                        longs(
                                c,
                                "SELECT COUNT(*) FROM information_schema.tables WHERE"
                                        + " table_schema = 'spider_down'"),
                        "no table was created");
            }
        }
    }

    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    void throughTheHeadBuildRunCheckAndDestroy() throws Exception {
        Path props = props("spider_head", "warehouses=2");
        ok("the build through the head", "build", props.toString());
        assertPlaced(cluster, "spider_head", List.of(List.of(1L), List.of(2L)));
        assertExact(run(props, "head-run", "runMins=0.25"));
        // tpcbench's own trips through the head too: its Delivery deletes NEW-ORDER rows with a
        // DELETE the head pushes down and answers 0 rows for
        JsonNode own = run(props, "head-run-own", "runMins=0.15", "portableStatements=false");
        assertTrue(
                own.get("environment").get("statements").asText().startsWith("the statements of each step"),
                own.get("environment").toString());
        assertTrue(
                own.get("delivery").get("completed").asLong() > 0,
                own.get("delivery").toString());
        assertEquals(
                0,
                own.get("delivery").get("failed").asLong(),
                own.get("delivery").toString());
        ok("the check through the head after the run", "check", props.toString());

        ok("the destroy", "destroy", props.toString());
        try (Connection c = cluster.head("spider_head")) {
            assertEquals(
                    List.of(0L),
                    longs(c, "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema =" + " DATABASE()"),
                    "no table left on the head");
            assertEquals(
                    List.of(0L),
                    longs(c, "SELECT COUNT(*) FROM mysql.servers WHERE server_name LIKE" + " 'spider\\_head\\_node%'"),
                    "the head's servers are dropped");
        }
        for (int k = 1; k <= cluster.dataNodes(); k++) {
            try (Connection c = cluster.node(k, "spider_head")) {
                assertEquals(
                        List.of(0L),
                        longs(c, "SELECT COUNT(*) FROM information_schema.tables WHERE" + " table_schema = DATABASE()"),
                        "no table left on data node " + k);
            }
        }
        assertPasswordInNoFile(dir);
    }

    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    void straightIntoTheDataNodesThenInternalXaOffAndOn() throws Exception {
        Path props = props("spider_direct", "warehouses=3", "loadInto=dataNodes");
        ok("the build straight into the data nodes", "build", props.toString());
        // 3 warehouses over 2 nodes: the first node takes the larger range
        assertPlaced(cluster, "spider_direct", List.of(List.of(1L, 2L), List.of(3L)));
        for (int k = 2; k <= cluster.dataNodes(); k++) {
            try (Connection first = cluster.node(1, "spider_direct");
                    Connection c = cluster.node(k, "spider_direct")) {
                String sql = "SELECT CONCAT(cfg_name, '=', cfg_value) FROM bmsql_config ORDER BY cfg_name";
                assertEquals(rows(first, sql), rows(c, sql), "every node holds the load's constants");
            }
        }
        Path sweep = dir.resolve("xa-sweep");
        ok(
                "a sweep of spider_internal_xa",
                "sweep",
                props.toString(),
                "server.spider_internal_xa=OFF,ON",
                "terminals=4",
                "rampupMins=0",
                "runMins=0.25",
                "reportIntervalSecs=5",
                "sweepDirectory=" + sweep);
        try (Stream<Path> runs = Files.list(sweep)) {
            List<Path> dirs = runs.filter(p -> p.getFileName().toString().matches("\\d+_.*"))
                    .sorted()
                    .toList();
            assertEquals(2, dirs.size(), dirs.toString());
            for (Path run : dirs) {
                assertExact(
                        new ObjectMapper().readTree(run.resolve("summary.json").toFile()));
                assertTrue(Files.readString(run.resolve("data/server_variables.csv"))
                        .contains("spider_internal_xa"));
            }
        }
        ok("the check after both runs", "check", props.toString());
        try (Connection c = cluster.head("")) {
            assertEquals(List.of(0L), longs(c, "SELECT @@global.spider_internal_xa + 0"), "restored to OFF");
        }
        ok("the destroy", "destroy", props.toString());
        assertPasswordInNoFile(dir);
    }

    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    void sysbenchAndTpchTablesShardOverTheNodesAndAnswerAsOnOneServer() throws Exception {
        Path sb = props("spider_sb", "workload=oltp_read_write", "tables=2", "table_size=3000");
        ok("the sysbench build", "build", sb.toString());
        for (String table : List.of("sbtest1", "sbtest2")) {
            long total = 0;
            for (int k = 1; k <= cluster.dataNodes(); k++) {
                try (Connection c = cluster.node(k, "spider_sb")) {
                    long rows = longs(c, "SELECT COUNT(*) FROM " + table).get(0);
                    assertTrue(rows > 1000, table + " has " + rows + " rows on data node " + k + ": hashed over both");
                    total += rows;
                }
            }
            assertEquals(3000, total, table);
        }
        JsonNode run = run(sb, "sb-run", "runMins=0.1");
        assertTrue(
                run.get("transactionCount").asLong() > 50,
                run.get("transactionCount").toString());
        ok("the sysbench check", "check", sb.toString());
        ok("the sysbench destroy", "destroy", sb.toString());
        for (int k = 1; k <= cluster.dataNodes(); k++) {
            try (Connection c = cluster.node(k, "spider_sb")) {
                assertEquals(
                        List.of(0L),
                        longs(c, "SELECT COUNT(*) FROM information_schema.tables WHERE" + " table_schema = DATABASE()"),
                        "no sbtest table left on data node " + k);
            }
        }

        // the same TPC-H data and stream through Spider and on one server (the head, unsharded)
        String[] tpch = {"workload=tpch", "scaleFactor=0.01", "queryTimeoutSecs=60", "querySeed=" + Q20_SEED};
        Path spider = props("spider_h", tpch);
        cluster.dropDatabase("spider_hplain");
        List<String> plainLines = new ArrayList<>(cluster.propsLines("spider_hplain").stream()
                .filter(l -> !l.startsWith("sharding=") && !l.startsWith("dataNodes="))
                .toList());
        plainLines.addAll(List.of(tpch));
        plainLines.add("buildDirectory=" + dir.resolve("build-spider_hplain_%tH%tM%tS%tL"));
        Path plain = Files.write(dir.resolve("spider_hplain.props"), plainLines);
        ok("the TPC-H build through Spider, its fingerprints checked", "build", spider.toString());
        ok("the TPC-H build on one server", "build", plain.toString());
        // the power test's refresh pair goes through the head too: both databases evolve by update set 1
        JsonNode h = run(spider, "h-spider", "terminals=1");
        assertTrue(
                h.get("workloadFigures").get("powerAtSize").asDouble() > 0,
                h.get("workloadFigures").toString());
        run(plain, "h-plain", "terminals=1");
        List<String> wrong = new ArrayList<>();
        for (int q = 1; q <= 22; q++) {
            if (q == 15) {
                continue; // its view is dropped after the query; Q15's answer is not kept
            }
            String sql = explained(dir.resolve("h-spider/data/explain/q" + (q < 10 ? "0" : "") + q + ".txt"));
            assertEquals(
                    sql,
                    explained(dir.resolve("h-plain/data/explain/q" + (q < 10 ? "0" : "") + q + ".txt")),
                    "the same querySeed draws the same parameters");
            try (Connection a = cluster.head("spider_h");
                    Connection b = cluster.head("spider_hplain")) {
                if (!rows(a, sql).equals(rows(b, sql))) {
                    wrong.add("Q" + q);
                }
            }
        }
        // Spider (10.11.19) answers Q20's correlated SUM over lineitem with NULL: no supplier qualifies
        assertEquals(
                List.of("Q20"),
                wrong,
                "queries whose answer through Spider differs from one server's;"
                        + " if Q20 is right now, say so in docs/scaling.md");
        ok("the TPC-H check through Spider after its refresh pair", "check", spider.toString());
        ok("the TPC-H destroy", "destroy", spider.toString());
        assertPasswordInNoFile(dir);
    }

    /** A seed whose Q20 has rows at SF 0.01 on one server. */
    private static final String Q20_SEED = "4439855893746285987";
}
