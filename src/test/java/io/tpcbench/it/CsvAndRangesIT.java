package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** CSV files loaded with LOAD DATA, warehouse-range loads from "several machines", and a text corpus. */
class CsvAndRangesIT {
    @TempDir
    Path dir;

    private static void ok(String... args) {
        Cli cli = Cli.run(args);
        assertEquals(Main.OK, cli.exitCode, String.join(" ", args) + ": " + cli.err);
    }

    @Test
    void csvFilesLoadWithLoadDataAndPassTheCheck() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase("it_csv");
        Path csv = dir.resolve("csv");
        Path props = db.props(dir, "it_csv", "warehouses=1", "loadWorkers=2", "fileLocation=" + csv);
        ok("build", props.toString());
        assertTrue(Files.size(csv.resolve("stock.csv")) > 1_000_000);
        assertTrue(Files.readString(csv.resolve("config.csv")).contains("nURandCLast,"));
        ok("sql", props.toString(), "tableCreates");
        ok("loadcsv", props.toString());
        ok("sql", props.toString(), "indexCreates");
        ok("check", props.toString());
        assertEquals(100_000, TestDatabase.get().count("it_csv", "SELECT COUNT(*) FROM bmsql_item"));
        assertEquals(
                9_000,
                TestDatabase.get().count("it_csv", "SELECT COUNT(*) FROM bmsql_oorder WHERE o_carrier_id IS NULL"));
        Cli again = Cli.run("build", props.toString());
        assertEquals(Main.CONFIG, again.exitCode);
        assertTrue(again.err.contains("already holds config.csv"), again.err);
    }

    @Test
    void twoLoadersOnDisjointRangesBuildOneConsistentDatabase() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase("it_ranges");
        Path props = db.props(dir, "it_ranges", "warehouses=2", "loadWorkers=2");
        ok("sql", props.toString(), "tableCreates");
        // the second "machine" starts first: bmsql_config takes its constants and the first agrees
        ok("load", props.toString(), "loadWarehouseFrom=2", "loadWarehouseTo=2");
        ok("load", props.toString(), "loadWarehouseFrom=1", "loadWarehouseTo=1");
        ok("sql", props.toString(), "indexCreates");
        ok("check", props.toString());
        assertEquals(4, TestDatabase.get().count("it_ranges", "SELECT COUNT(*) FROM bmsql_config"));
        assertEquals(100_000, TestDatabase.get().count("it_ranges", "SELECT COUNT(*) FROM bmsql_item"));
        assertEquals(60_000, TestDatabase.get().count("it_ranges", "SELECT COUNT(*) FROM bmsql_customer"));
    }

    @Test
    void textCorpusFillsTheFreeTextColumns() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase("it_corpus");
        Path corpus = Files.writeString(
                dir.resolve("corpus.txt"),
                "It was the best of times, it was the worst of times, it was the age of wisdom.\n".repeat(50));
        Path props = db.props(dir, "it_corpus", "warehouses=1", "textCorpus=" + corpus);
        ok("build", props.toString());
        long fromCorpus = TestDatabase.get()
                .count("it_corpus", "SELECT COUNT(*) FROM bmsql_customer WHERE c_data LIKE '%times%'");
        assertEquals(30_000, fromCorpus);
        long original = TestDatabase.get()
                .count("it_corpus", "SELECT COUNT(*) FROM bmsql_stock WHERE s_data LIKE BINARY '%ORIGINAL%'");
        assertTrue(original > 9_400 && original < 10_600, "ORIGINAL in " + original);
        assertEquals(
                0,
                TestDatabase.get()
                        .count(
                                "it_corpus",
                                "SELECT COUNT(*) FROM bmsql_stock WHERE CHAR_LENGTH(s_data) NOT BETWEEN"
                                        + " 26 AND 50"));
    }
}
