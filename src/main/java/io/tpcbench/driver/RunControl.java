package io.tpcbench.driver;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;

/** The run's shared clock facts and stop flag, read by every terminal and worker. */
final class RunControl {
    private final RunWindow window;
    private final AtomicBoolean stop = new AtomicBoolean();

    RunControl(RunWindow window) {
        this.window = window;
    }

    RunWindow window() {
        return window;
    }

    /** Stop requested (Ctrl-C, error) or the window's end reached. */
    boolean stopped() {
        return stop.get() || window.over(System.nanoTime());
    }

    /** Ends the window now and asks everyone to stop after their current transaction. */
    void stop() {
        window.endAt(System.nanoTime());
        stop.set(true);
    }

    /** Sleeps until {@code deadlineNanos} or until the run stops; false if it stopped. */
    boolean sleepUntil(long deadlineNanos) throws InterruptedException {
        while (!stopped()) {
            long left = deadlineNanos - System.nanoTime();
            if (left <= 0) {
                return true;
            }
            // wake at least every 100 ms to notice a stop
            Thread.sleep(Duration.ofNanos(Math.min(left, 100_000_000L)));
        }
        return false;
    }
}
