package io.tpcbench.metrics;

import io.prometheus.metrics.core.metrics.CounterWithCallback;
import io.prometheus.metrics.core.metrics.Metric;
import io.prometheus.metrics.model.snapshots.Labels;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The scrapes the metrics server has served ({@code tpcbench_scrapes_total}), and when: so that a
 * command ending while Prometheus watches it waits for one more scrape, which then holds the final
 * counts.
 */
final class Scrapes {
    /** The longest a command waits for its last scrape. */
    static final long MAX_WAIT_NANOS = Duration.ofSeconds(20).toNanos();

    private final AtomicLong count = new AtomicLong();
    private final AtomicLong lastNanos = new AtomicLong();
    private final AtomicLong gapNanos = new AtomicLong();

    /** The counter, read at each scrape: reading it is the scrape's mark. */
    Metric metric(Labels labels) {
        return CounterWithCallback.builder()
                .name("tpcbench_scrapes")
                .help("Scrapes this endpoint has served")
                .constLabels(labels)
                .callback(cb -> cb.call(scraped(System.nanoTime())))
                .build();
    }

    private long scraped(long now) {
        long last = lastNanos.getAndSet(now);
        if (last != 0) {
            gapNanos.set(now - last);
        }
        return count.incrementAndGet();
    }

    /**
     * Waits, from {@code fromNanos}, for a scrape after it: at most twice the last gap between two
     * scrapes and {@link #MAX_WAIT_NANOS}; at once when fewer than two scrapes came (no one scrapes
     * regularly) or when interrupted.
     */
    void awaitOneMore(long fromNanos) {
        long gap = gapNanos.get();
        if (gap == 0) {
            return;
        }
        long deadline = fromNanos + Math.min(2 * gap, MAX_WAIT_NANOS);
        try {
            while (lastNanos.get() - fromNanos < 0 && deadline - System.nanoTime() > 0) {
                Thread.sleep(20);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
