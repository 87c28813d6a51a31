package io.tpcbench.workload.sysbench;

import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * sysbench's {@code --rate} (sysbench.c's event generator): one thread makes events arrive at
 * exponentially distributed intervals, {@code -(1e9 / rate) * ln(1 - U)} ns apart, into one queue of
 * {@value #CAPACITY} that every terminal takes from; an event's latency runs from its arrival, its
 * wait in the queue included. A queue that fills up stops the run with sysbench's FATAL message.
 * The queue length and the events taken but not yet done (the concurrency) are what sysbench's
 * second interval line shows.
 */
final class SbArrivals {
    /** sysbench's event queue length (MAX_QUEUE_LEN). */
    static final int CAPACITY = 131_072;

    static final String FULL = "FATAL: The event queue is full. This means the worker threads are unable to keep up"
            + " with the specified event generation rate";

    private final double meanNanos;
    private final SplittableRandom random;
    private final ArrayBlockingQueue<Long> queue;
    private final AtomicBoolean started = new AtomicBoolean();
    private final AtomicInteger concurrency = new AtomicInteger();
    private volatile boolean stopped;
    private volatile String fatal;
    private volatile Thread generator;

    SbArrivals(int rate, SplittableRandom random) {
        this(rate, random, CAPACITY);
    }

    SbArrivals(int rate, SplittableRandom random, int capacity) {
        this.meanNanos = 1e9 / rate;
        this.random = random;
        this.queue = new ArrayBlockingQueue<>(capacity);
    }

    /**
     * The next interval between two arrivals, in ns: exponential with mean {@code 1e9 / rate}
     * (sysbench's {@code -lambda * log(1 - U)}).
     */
    long nextGapNanos() {
        return (long) (-meanNanos * Math.log(1 - random.nextDouble()));
    }

    /**
     * The arrival time of the next event, waiting for it; a terminal's first call starts the clock.
     * Empty once the run stops. The event taken counts in the concurrency until {@link #done}.
     */
    Optional<Long> take() throws InterruptedException {
        if (started.compareAndSet(false, true)) {
            Thread g = Thread.ofPlatform().daemon().name("sysbench-rate").unstarted(this::generate);
            generator = g;
            g.start();
        }
        while (!stopped) {
            Long at = queue.poll(100, TimeUnit.MILLISECONDS);
            if (at != null) {
                concurrency.incrementAndGet();
                return Optional.of(at);
            }
        }
        return Optional.empty();
    }

    /** An event taken from the queue is done (completed or failed). */
    void done() {
        concurrency.decrementAndGet();
    }

    /** Events waiting in the queue. */
    int queueLength() {
        return queue.size();
    }

    /** Events taken and not yet done. */
    int concurrency() {
        return concurrency.get();
    }

    /** Sysbench's FATAL message, once the queue overflowed. */
    Optional<String> fatal() {
        return Optional.ofNullable(fatal);
    }

    /** Stops the clock; terminals waiting in {@link #take} return empty. */
    void stop() {
        stopped = true;
        Thread g = generator;
        if (g != null) {
            LockSupport.unpark(g);
        }
    }

    private void generate() {
        long next = System.nanoTime();
        while (!stopped) {
            next += nextGapNanos();
            for (long left = next - System.nanoTime(); left > 0 && !stopped; left = next - System.nanoTime()) {
                LockSupport.parkNanos(left);
            }
            if (stopped) {
                return;
            }
            if (!queue.offer(System.nanoTime())) {
                fatal = FULL;
                stopped = true;
                return;
            }
        }
    }
}
