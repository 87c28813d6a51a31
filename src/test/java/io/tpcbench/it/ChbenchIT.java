package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.tpcbench.workload.chbench.query.ChQueries;
import io.tpcbench.workload.chbench.query.ChQuery;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * CH-benCHmark end to end through {@link WorkloadLifecycle}: the build of W=2 with its three tables
 * recorded, each of the 22 queries' rows equal to those of a second formulation written apart
 * ({@link ChAnswers}), a one-minute run of 4 TPC-C terminals and 1 analytical stream (tpmC with
 * TPC-C's verdicts, the queries' table and QphH, no query left running), two drivers merged, TPC-C's
 * 12 consistency conditions and the three tables' check after it, and the destroy.
 */
class ChbenchIT extends WorkloadLifecycle {
    private static final String DB = "it_chbench";

    @Override
    String database() {
        return DB;
    }

    @Override
    List<String> workloadProps() {
        return List.of(
                "workload=chbench",
                "warehouses=2",
                "loadWorkers=2",
                "terminals=4",
                "analyticalStreams=1",
                "runMins=1",
                "reportIntervalSecs=5");
    }

    @Override
    String workload() {
        return "chbench";
    }

    @Override
    String headline() {
        return "tpmC";
    }

    /** TPC-C's ten tables and CH-benCHmark's three, one build's. */
    @Override
    List<String> tables() {
        List<String> all = new ArrayList<>(TpccIT.TABLES);
        all.addAll(List.of("bmsql_supplier", "bmsql_nation", "bmsql_region"));
        return all;
    }

    /** A warehouse and a stream each, a short window. */
    @Override
    List<String> driverArgs(int driver) {
        return List.of(
                "terminals=2",
                "analyticalStreams=1",
                "runMins=0.3",
                "reportIntervalSecs=5",
                "runWarehouseFrom=" + driver,
                "runWarehouseTo=" + driver);
    }

    /** Every query answers the rows its second formulation does, and most answer some on TPC-C's initial data. */
    @Override
    void built() throws Exception {
        int answering = 0;
        try (Connection c = TestDatabase.get().connect(DB)) {
            for (ChQuery q : ChQueries.all()) {
                List<String> rows = rows(c, q.sql());
                assertEquals(rows(c, ChAnswers.sql(q.number())), rows, q + "'s rows and its second formulation's");
                answering += rows.isEmpty() ? 0 : 1;
            }
        }
        assertTrue(answering >= 18, answering + " of the 22 queries answer rows at W=2");
    }

    /** A query's rows as text, decimals to two places, sorted (the order is each formulation's own). */
    private static List<String> rows(Connection c, String sql) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                StringBuilder row = new StringBuilder();
                for (int i = 1; i <= n; i++) {
                    Object v = rs.getObject(i);
                    row.append(i > 1 ? "|" : "")
                            .append(
                                    v instanceof Number num
                                            ? new BigDecimal(num.toString())
                                                    .setScale(2, RoundingMode.HALF_UP)
                                                    .toPlainString()
                                            : String.valueOf(v));
                }
                rows.add(row.toString());
            }
        }
        rows.sort(null);
        return rows;
    }

    @Override
    void ran(Path results, JsonNode summary) throws Exception {
        JsonNode side = summary.path("chAnalytical");
        assertEquals(1, side.path("streams").asInt(), side.toString());
        assertTrue(side.path("completed").asLong() > 0, "queries completed: " + side);
        assertEquals(0, side.path("failed").asLong(), side.toString());
        assertEquals(22, side.path("queries").size());
        assertEquals(22, side.path("orders").path(0).size(), "the stream's permutation");
        assertEquals(4, side.path("tpccTerminals").asInt());
        assertTrue(SummaryFigures.figure(summary.toString(), "queriesPerHour") > 0, summary.toString());
        // the streams read the run's own server: every query sees every order committed before it started
        JsonNode fresh = side.path("freshness").path(0);
        assertEquals(side.path("completed").asLong(), fresh.path("readings").asLong(), fresh.toString());
        assertEquals(0.0, fresh.path("maxSecs").asDouble(), fresh.toString());
        assertEquals(0, fresh.path("ordersMax").asLong(), fresh.toString());
        String text = Files.readString(results.resolve("summary.txt"));
        assertTrue(text.contains("Term-00, Measured tpmC (NewOrders) = "), text);
        assertTrue(text.contains("QphH"), text);
        assertTrue(text.contains("Q1    Pricing Summary Report"), text);
        assertTrue(text.contains("PASS  failed transactions"), text);
        assertTrue(text.contains("PASS  database counters match the driver"), text);
        assertTrue(text.contains("with 4 terminal(s)"), "TPC-C's terminals: " + text);
        // the query running at the window's end was cancelled: nothing of the run is left on the server
        try (Connection c = TestDatabase.get().connect(DB)) {
            assertEquals(
                    0,
                    TestDatabase.count(
                            c,
                            "SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE INFO LIKE '%bmsql_%'"
                                    + " AND ID <> CONNECTION_ID()"));
        }
        assertTrue(Files.readString(results.resolve("report.html")).contains("Analytical queries"));
    }

    @Override
    void merged(Path first, Path second, Path merged, JsonNode summary) throws Exception {
        JsonNode side = summary.path("chAnalytical");
        assertEquals(2, side.path("streams").asInt(), side.toString());
        assertEquals(
                number(summary(first), "chAnalytical", "completed")
                        + number(summary(second), "chAnalytical", "completed"),
                side.path("completed").asLong());
        assertEquals(4, side.path("tpccTerminals").asInt());
        assertEquals(2, side.path("freshness").size(), "each driver's freshness: " + side);
    }
}
