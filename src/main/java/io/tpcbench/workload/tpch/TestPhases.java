package io.tpcbench.workload.tpch;

import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The clock of a run's tests: the power test's end, when the throughput test starts (its first
 * query or refresh request, TPC-H 5.3.6), its query streams' and refresh stream's ends, and so Ts.
 * The throughput test starts its refresh stream; its last query stream to end waits for the
 * refresh stream, so that the engine's window holds the whole test.
 */
final class TestPhases {
    private final CountDownLatch power;
    private final AtomicInteger streamsLeft;
    private final Optional<RefreshStream> refresh;
    private final AtomicLong start = new AtomicLong();
    private final AtomicLong lastEnd = new AtomicLong();
    private volatile boolean stopped;

    /** {@code powerFirst}: the throughput test waits for a power test; {@code streams}: its query streams. */
    TestPhases(boolean powerFirst, int streams, Optional<RefreshStream> refresh) {
        this.power = new CountDownLatch(powerFirst ? 1 : 0);
        this.streamsLeft = new AtomicInteger(streams);
        this.refresh = refresh;
    }

    /** The power test's last unit has ended. */
    void powerEnded() {
        power.countDown();
    }

    /**
     * The run is stopping (Ctrl-C, the window's end): streams that wait for the power test end now,
     * and the throughput test does not start.
     */
    void stop() {
        stopped = true;
        power.countDown();
    }

    /** Waits for the power test's end; false when the run stopped instead. */
    boolean awaitPower() throws InterruptedException {
        power.await();
        return !stopped;
    }

    /**
     * A query stream is about to submit its first query: the first one starts the test and its
     * refresh stream. False, starting nothing, once the run is stopping.
     */
    boolean throughputStarts() {
        if (stopped) {
            return false;
        }
        if (start.compareAndSet(0, System.nanoTime())) {
            refresh.ifPresent(RefreshStream::start);
        }
        return true;
    }

    /** A unit of the throughput test ended now. */
    void unitEnded() {
        long now = System.nanoTime();
        lastEnd.accumulateAndGet(now, Math::max);
    }

    /** A query stream ended: the last one waits for the refresh stream. Always passes. */
    boolean streamEnded() throws InterruptedException {
        // the refresh stream's pairs are part of the test (5.3.6): the test ends with the later of the two
        if (streamsLeft.decrementAndGet() == 0 && refresh.isPresent()) {
            refresh.get().awaitEnd();
        }
        return true;
    }

    /** Ts in seconds, once the throughput test started and a unit of it ended. */
    OptionalDouble throughputSeconds() {
        long s = start.get();
        long e = lastEnd.get();
        return s == 0 || e <= s ? OptionalDouble.empty() : OptionalDouble.of((e - s) / 1e9);
    }
}
