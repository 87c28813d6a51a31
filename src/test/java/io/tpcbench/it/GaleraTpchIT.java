package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * TPC-H's full run on the three writers of a real Galera cluster: the query streams and the
 * refresh functions spread over the nodes round-robin, every refresh transaction certified whole
 * (all or nothing on every node), and afterwards every node holds the same evolved orders and
 * lines, which the check finds right through one of them.
 */
// beside the classes on the shared test database, one at a time with the others on servers of their own;
// its tests one after another (it.Lanes)
@Execution(ExecutionMode.CONCURRENT)
@ResourceLock(Lanes.OWN_SERVERS)
class GaleraTpchIT {
    @TempDir
    static Path dir;

    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    void aFullRunOverThreeWritersLeavesEveryNodeWithTheSameRefreshedRows() throws Exception {
        GaleraCluster cluster = GaleraCluster.shared();
        String db = "galera_tpch";
        try (Connection c = cluster.connect(0, "");
                Statement s = c.createStatement()) {
            s.execute("DROP DATABASE IF EXISTS " + db);
        }
        Path props = cluster.props(
                dir,
                db,
                "workload=tpch",
                "scaleFactor=0.01",
                "loadWorkers=2",
                "runMins=0",
                "explain=false",
                "socketTimeoutSecs=0",
                "querySeed=3");
        assertNull(GaleraCluster.tpcbench("build", props.toString()), "the build");
        Path results = dir.resolve("full");
        assertNull(
                GaleraCluster.tpcbench(
                        "run",
                        props.toString(),
                        "endpoints=" + cluster.endpoints(),
                        "tpchTest=full",
                        "terminals=2",
                        "resultDirectory=" + results),
                "the full run ends with exit 0");
        JsonNode figures = new ObjectMapper()
                .readTree(results.resolve("summary.json").toFile())
                .get("workloadFigures");
        assertTrue(figures.get("qphH").asDouble() > 0, figures.toString());
        assertEquals(2, figures.get("refreshPairs").asInt(), figures.toString());
        for (int node = 0; node < 3; node++) {
            try (Connection c = cluster.connect(node, db)) {
                assertEquals(15_000, TestDatabase.count(c, "SELECT COUNT(*) FROM orders"), "orders on node " + node);
                assertEquals(
                        30,
                        TestDatabase.count(c, "SELECT COUNT(*) FROM orders WHERE MOD(o_orderkey DIV 8, 4) = 1"),
                        "update sets 1..3's new orders on node " + node);
                assertEquals(
                        0,
                        TestDatabase.count(
                                c,
                                "SELECT COUNT(*) FROM lineitem WHERE NOT EXISTS"
                                        + " (SELECT 1 FROM orders WHERE o_orderkey = l_orderkey)"),
                        "no line without its order on node " + node);
            }
        }
        assertNull(GaleraCluster.tpcbench("check", props.toString()), "the check of the refreshed database");
        assertNull(GaleraCluster.tpcbench("destroy", props.toString()), "the destroy");
    }
}
