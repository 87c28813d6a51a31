package io.tpcbench.it;

import static io.tpcbench.it.SummaryFigures.figure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What LineitemIT reads of the storage-engine test's tables, summaries and the server's counters. */
final class LineitemFacts {
    private LineitemFacts() {}

    /** The indexes of lineitem2, as the layout names them. */
    static long indexes(String db) throws Exception {
        return TestDatabase.get()
                .count(
                        db,
                        "SELECT COUNT(DISTINCT index_name) FROM information_schema.statistics"
                                + " WHERE table_schema = '" + db + "' AND table_name = 'lineitem2'");
    }

    /** An insert test filled both tables with {@code rows} rows each, the same rows, in INSERTs of its batch. */
    static void assertFilledExactly(String db, int rows, String test, Path results) throws Exception {
        String json = Files.readString(results.resolve("summary.json"));
        assertEquals(2 * rows, figure(json, "rowsInserted"), json);
        assertTrue(figure(json, "rowsPerSecond") > 0, json);
        int batch = test.equals("insert_random") ? 1 : 100;
        assertEquals(
                2 * rows / batch,
                figure(json, "insertStatements"),
                "INSERT statements of " + batch + " row(s): " + json);
        for (int t = 1; t <= 2; t++) {
            assertEquals(rows, TestDatabase.get().count(db, "SELECT COUNT(*) FROM lineitem" + t));
        }
        assertEquals(
                TestDatabase.get()
                        .count(
                                db,
                                "SELECT SUM(CRC32(CONCAT_WS('|', L_ORDERKEY, L_PARTKEY, L_COMMENT)))"
                                        + " FROM lineitem1"),
                TestDatabase.get()
                        .count(
                                db,
                                "SELECT SUM(CRC32(CONCAT_WS('|', L_ORDERKEY,"
                                        + " L_PARTKEY, L_COMMENT))) FROM lineitem2"),
                "the same rows in every table");
        String summary = Files.readString(results.resolve("summary.txt"));
        assertTrue(
                summary.contains("Every table holds its rows now") && summary.contains("compression ratio"), summary);
    }

    /** The server's counters of SELECTs and of executions of prepared statements. */
    static Map<String, Long> counters(String db) throws Exception {
        Map<String, Long> m = new HashMap<>();
        try (Connection c = TestDatabase.get().connect(db);
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(
                        "SHOW GLOBAL STATUS WHERE Variable_name IN ('Com_select'," + " 'Com_stmt_execute')")) {
            while (rs.next()) {
                m.put(rs.getString(1), rs.getLong(2));
            }
        }
        return m;
    }

    /** The largest heap after a collection in a {@code -Xlog:gc} file ("... 310M->212M(768M) ..."), in MB. */
    static long peakLiveHeapMb(Path gcLog) throws IOException {
        Matcher m = Pattern.compile("->(\\d+)M\\(").matcher(Files.readString(gcLog));
        long peak = -1;
        while (m.find()) {
            peak = Math.max(peak, Long.parseLong(m.group(1)));
        }
        assertTrue(peak >= 0, "no collection in " + gcLog);
        return peak;
    }
}
