package io.tpcbench.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.config.OutputException;
import io.tpcbench.config.OutputFailures;
import io.tpcbench.workload.tpcc.Tpcc;
import io.tpcbench.workload.tpcc.TransactionType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * data/result.csv: BenchmarkSQL's columns, every row handed over before close written; a write
 * that fails (a full disk: /dev/full) stops the run through its output failures, once.
 */
class ResultLogTest {
    @TempDir
    Path dir;

    @Test
    void rowsInBenchmarkSqlColumnsAndNoneLostAtClose() throws Exception {
        Path file = dir.resolve("result.csv");
        long start = 1_000_000_000L;
        ResultLog log = ResultLog.to(file, 7, start, new OutputFailures(() -> {}));
        log.transaction(
                TransactionType.NEW_ORDER, start + 2_000_000, start + 2_500_000, start + 12_900_000, false, false);
        Thread.sleep(250);
        log.transaction(
                TransactionType.PAYMENT,
                start + 3_000_000_000L,
                start + 3_000_000_000L,
                start + 3_004_000_000L,
                true,
                true);
        log.deferred(Tpcc.Deferred.DELIVERY_BG, start + 5_000_000, start + 30_000_000, 2);
        // many rows right before close: the writer is asleep, close must still drain them
        for (int i = 0; i < 100_000; i++) {
            log.transaction(TransactionType.STOCK_LEVEL, start, start, start + 1_000_000, false, false);
        }
        log.close();
        List<String> lines = Files.readAllLines(file);
        assertEquals(ResultLog.HEADER, lines.get(0));
        assertEquals("7,2,10,10,NEW_ORDER,0,0,0", lines.get(1));
        assertEquals("7,3000,4,4,PAYMENT,1,0,1", lines.get(2));
        assertEquals("7,5,25,25,DELIVERY_BG,0,2,0", lines.get(3));
        assertEquals("7,0,1,1,STOCK_LEVEL,0,0,0", lines.get(lines.size() - 1));
        assertEquals(4 + 100_000, lines.size());
    }

    @Test
    void disabledWritesNothing() throws Exception {
        ResultLog log = ResultLog.disabled();
        log.transaction(TransactionType.NEW_ORDER, 0, 0, 1, false, false);
        log.close();
        try (var files = Files.list(dir)) {
            assertEquals(0, files.count());
        }
    }

    @Test
    void aFullDiskStopsTheRunOnceAndTheWriterThreadEndsQuietly() throws Exception {
        Path file = Files.createSymbolicLink(dir.resolve("result.csv"), Path.of("/dev/full"));
        AtomicInteger stops = new AtomicInteger();
        OutputFailures failures = new OutputFailures(stops::incrementAndGet);
        ResultLog log = ResultLog.to(file, 1, 0, failures);
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (failures.first().isEmpty() && System.nanoTime() < deadline) {
            log.transaction(TransactionType.NEW_ORDER, 0, 0, 1_000_000, false, false);
            Thread.sleep(1);
        }
        log.close();
        OutputException e = failures.first().orElseThrow();
        assertTrue(e.getMessage().startsWith("cannot write " + file + ": No space left on device"), e.getMessage());
        assertEquals(1, stops.get(), "the run is asked to stop once");
    }
}
