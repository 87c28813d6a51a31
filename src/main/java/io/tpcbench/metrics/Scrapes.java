package io.tpcbench.metrics;

import io.prometheus.metrics.core.metrics.CounterWithCallback;
import io.prometheus.metrics.core.metrics.Metric;
import io.prometheus.metrics.model.snapshots.Labels;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The scrapes the metrics server has served ({@code tpcbench_scrapes_total}), and when: so that a
 * command ending while Prometheus watches it waits for one more scrape, which then holds the final
 * counts. A scrape is tracked where the server answers it ({@link #executor()}): from the moment
 * its answer starts (every count it sends is read after that) to the moment the answer is sent
 * (the JDK's server, closing, cuts off an answer still being written).
 */
final class Scrapes {
    /** The longest a command waits for its last scrape. */
    static final long MAX_WAIT_NANOS = Duration.ofSeconds(20).toNanos();

    private final AtomicLong count = new AtomicLong();
    private final AtomicLong lastScrapeNanos = new AtomicLong();
    private final AtomicLong gapNanos = new AtomicLong();
    /** When the newest answer that has been sent in full started; at first, when this was made (before any). */
    private final AtomicLong answeredFromNanos = new AtomicLong(System.nanoTime());
    /** Whether the exchange this thread answers now read the scrape counter: a scrape, not a connection closing. */
    private final ThreadLocal<Boolean> scraping = ThreadLocal.withInitial(() -> false);

    /** The counter of scrapes, read at each scrape. */
    Metric metric(Labels labels) {
        return CounterWithCallback.builder()
                .name("tpcbench_scrapes")
                .help("Scrapes this endpoint has served")
                .constLabels(labels)
                .callback(cb -> {
                    scraped();
                    cb.call(count.incrementAndGet());
                })
                .build();
    }

    /**
     * The threads the metrics server answers its requests on, each answer noted when it starts and
     * when it has been sent.
     */
    ExecutorService executor() {
        ThreadPoolExecutor pool =
                new ThreadPoolExecutor(
                        2,
                        2,
                        60,
                        TimeUnit.SECONDS,
                        new LinkedBlockingQueue<>(),
                        Thread.ofPlatform().daemon().name("metrics-", 1).factory()) {
                    @Override
                    public void execute(Runnable answer) {
                        super.execute(() -> {
                            long start = System.nanoTime();
                            scraping.set(false);
                            try {
                                answer.run();
                            } finally {
                                // the server runs every exchange here, a closing idle connection's too: only a scrape
                                // counts
                                if (scraping.get()) {
                                    answered(start);
                                }
                            }
                        });
                    }
                };
        pool.allowCoreThreadTimeOut(true);
        return pool;
    }

    /**
     * The exchange this thread answers now is a scrape: it reads the counts. The gap since the last
     * one is noted here, before the answer goes out, so that a command ending as soon as a scraper
     * has its answer already knows how often it comes.
     */
    void scraped() {
        scraping.set(true);
        long now = System.nanoTime();
        long last = lastScrapeNanos.getAndSet(now);
        if (last != 0) {
            gapNanos.set(now - last);
        }
    }

    private void answered(long startNanos) {
        answeredFromNanos.accumulateAndGet(startNanos, (a, b) -> b - a > 0 ? b : a);
    }

    /**
     * Waits, from {@code fromNanos}, for a scrape that starts after it to be answered: at most twice
     * the last gap between two scrapes and {@link #MAX_WAIT_NANOS}; at once when fewer than two
     * scrapes came (no one scrapes regularly) or when interrupted.
     */
    void awaitOneMore(long fromNanos) {
        long gap = gapNanos.get();
        if (gap == 0) {
            return;
        }
        long deadline = fromNanos + Math.min(2 * gap, MAX_WAIT_NANOS);
        try {
            while (answeredFromNanos.get() - fromNanos < 0 && deadline - System.nanoTime() > 0) {
                Thread.sleep(20);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
