package io.tpcbench.it;

import static io.tpcbench.it.SummaryFigures.figure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * InnoDB, compressed InnoDB (ROW_FORMAT=COMPRESSED), page-compressed InnoDB (PAGE_COMPRESSED=1)
 * and MyRocks on one real server (Debian's mariadbd with mariadb-plugin-rocksdb), with the same
 * rows: each engine's tables built empty, filled by the sequential insert test with exactly their
 * rows, stored in the engine asked for, queried by primary key with every lookup finding its row,
 * and their sizes read against the same raw bytes and against the files on the server's disk.
 */
// beside the classes on the shared test database, one at a time with the others on servers of their own;
// its tests one after another (it.Lanes)
@Execution(ExecutionMode.CONCURRENT)
@ResourceLock(Lanes.OWN_SERVERS)
class MyRocksIT {
    private static final int ROWS = 20_000;

    @TempDir
    static Path dir;

    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    void innodbAndRocksdbStoreAndServeTheSameRows() throws Exception {
        MyRocksServer server = MyRocksServer.shared();
        String[] engines = {"InnoDB", "InnoDB", "InnoDB", "RocksDB"};
        String[] options = {"", "ROW_FORMAT=COMPRESSED KEY_BLOCK_SIZE=8", "PAGE_COMPRESSED=1", ""};
        String[] formats = {"Dynamic", "Compressed", "Dynamic", null};
        double[] ratio = new double[engines.length];
        for (int e = 0; e < engines.length; e++) {
            String db = "it_lineitem_" + e;
            Path props = server.props(
                    dir,
                    db,
                    "workload=lineitem",
                    "tables=2",
                    "rowsPerTable=" + ROWS,
                    "commentLength=300",
                    "storageEngine=" + engines[e],
                    "tableOptions=" + options[e],
                    "buildFill=empty",
                    "loadWorkers=2",
                    "reportIntervalSecs=1",
                    "terminals=4",
                    "runMins=0",
                    "compactForSizes=" + engines[e].equals("RocksDB"));
            assertEquals(Main.OK, Cli.run("build", props.toString()).exitCode);
            Path inserted = dir.resolve(db + "-insert");
            Cli insert =
                    Cli.run("run", props.toString(), "lineitemTest=insert_sequential", "resultDirectory=" + inserted);
            assertEquals(Main.OK, insert.exitCode, insert.err);
            String json = Files.readString(inserted.resolve("summary.json"));
            assertEquals(2 * ROWS, figure(json, "rowsInserted"), json);
            assertTrue(figure(json, "rowsPerSecond") > 0, json);
            ratio[e] = figure(json, "compressionRatio");
            StoredFiles.assertMeasured(server, db, engines[e], options[e], json);
            try (Connection c = server.connect(db);
                    Statement s = c.createStatement();
                    ResultSet rs = s.executeQuery(
                            "SELECT engine, (SELECT COUNT(*) FROM lineitem2), row_format FROM"
                                    + " information_schema.tables WHERE table_schema = DATABASE() AND table_name = 'lineitem1'")) {
                rs.next();
                assertEquals(engines[e].toUpperCase(), rs.getString(1).toUpperCase(), "the engine asked for");
                assertEquals(ROWS, rs.getLong(2));
                if (formats[e] != null) {
                    assertEquals(formats[e], rs.getString(3), "the row format tableOptions asked for");
                }
            }
            Path queried = dir.resolve(db + "-pk");
            Cli pk = Cli.run("run", props.toString(), "lineitemTest=pk", "runMins=0.04", "resultDirectory=" + queried);
            assertEquals(Main.OK, pk.exitCode, pk.err);
            String q = Files.readString(queried.resolve("summary.json"));
            assertTrue(figure(q, "queries") > 10, q);
            assertEquals(0, figure(q, "pointLookupsWithoutRow"), q);
            assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode);
        }
        assertTrue(ratio[0] > 0, "InnoDB's sizes read: " + ratio[0]);
        assertTrue(
                ratio[1] > ratio[0],
                "compressed InnoDB stores the rows in less than InnoDB: raw/stored " + ratio[1] + " against "
                        + ratio[0]);
        assertTrue(
                ratio[2] > ratio[0],
                "page-compressed InnoDB stores the rows in less than InnoDB: raw/stored " + ratio[2] + " against "
                        + ratio[0]);
        assertTrue(
                ratio[3] > ratio[0],
                "MyRocks stores the rows in less than InnoDB: raw/stored " + ratio[3] + " against " + ratio[0]);
    }
}
