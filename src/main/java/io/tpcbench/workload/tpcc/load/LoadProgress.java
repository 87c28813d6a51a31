package io.tpcbench.workload.tpcc.load;

import io.tpcbench.load.Eta;
import io.tpcbench.load.LoadStats;
import java.time.Duration;
import java.util.Locale;
import java.util.function.Consumer;

/** The progress line printed every few seconds while loading: warehouses, rows, rows/s and ETA. */
public final class LoadProgress {
    /** Expected rows of one warehouse (TPC-C 4.3.3.1; ORDER-LINE averages 10 per order). */
    static final long ROWS_PER_WAREHOUSE = 1 + 10 + 30_000 + 30_000 + 30_000 + 9_000 + 300_000 + 100_000;

    private final LoadStats stats;
    private final int warehouses;
    private final long expectedRows;
    private final long startNanos;
    private final Consumer<String> out;

    LoadProgress(LoadStats stats, int warehouses, boolean withItems, Consumer<String> out) {
        this.stats = stats;
        this.warehouses = warehouses;
        this.expectedRows = warehouses * ROWS_PER_WAREHOUSE + (withItems ? ItemGenerator.ITEMS : 0);
        this.startNanos = System.nanoTime();
        this.out = out;
    }

    void report() {
        out.accept(line((int) stats.jobsDone(), stats.totalRows(), System.nanoTime() - startNanos));
    }

    String line(int done, long rows, long elapsedNanos) {
        double secs = Math.max(elapsedNanos / 1e9, 1e-3);
        double rate = rows / secs;
        String eta = rate <= 0 ? "?" : Eta.format(Duration.ofSeconds((long) (Math.max(0, expectedRows - rows) / rate)));
        return String.format(
                Locale.ROOT,
                "Loading: %d/%d warehouses, %,d rows (%.0f%%), %,.0f rows/s, ETA %s",
                done,
                warehouses,
                rows,
                Math.min(100.0, 100.0 * rows / expectedRows),
                rate,
                eta);
    }
}
