package io.tpcbench.driver;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;

/**
 * The run's shared clock facts and stop flag, read by every terminal and worker. A sleeper is
 * woken by its deadline, the window's end or a stop, and by nothing else: 10,000 spec-mode
 * terminals sleeping through keying and think times cost no CPU while they sleep (they used to
 * wake every 100 ms to look at the stop flag, about 200 wake-ups per transaction).
 */
final class RunControl {
    private final RunWindow window;
    private final AtomicBoolean stop = new AtomicBoolean();
    private final Set<Thread> sleepers = ConcurrentHashMap.newKeySet();
    private final List<Runnable> onStop = new CopyOnWriteArrayList<>();

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

    /** Ends the window now and asks everyone to stop after their current transaction; wakes every sleeper. */
    void stop() {
        window.endAt(System.nanoTime());
        stop.set(true);
        // a sleeper registers before it looks at the flag, so it is either woken here or sees the flag
        sleepers.forEach(LockSupport::unpark);
        onStop.forEach(Runnable::run);
    }

    /** Runs {@code action} at every {@link #stop()} (after the flag is set): what waits elsewhere is woken. */
    void onStop(Runnable action) {
        onStop.add(action);
    }

    /** Sleeps until {@code deadlineNanos} or until the run stops; false if it stopped. */
    boolean sleepUntil(long deadlineNanos) throws InterruptedException {
        if (deadlineNanos - System.nanoTime() <= 0) {
            // nothing to sleep (a transaction due now): no registering on the terminals' hot path
            return !stopped();
        }
        Thread me = Thread.currentThread();
        sleepers.add(me);
        try {
            while (!stopped()) {
                long now = System.nanoTime();
                if (deadlineNanos - now <= 0) {
                    return true;
                }
                // the window's end (compared as RunWindow does) only moves earlier, in stop(), which wakes this thread
                long wake = Math.min(deadlineNanos, window.endNanos());
                LockSupport.parkNanos(this, Math.max(1, wake - now));
                if (Thread.interrupted()) {
                    throw new InterruptedException();
                }
            }
            return false;
        } finally {
            sleepers.remove(me);
        }
    }
}
