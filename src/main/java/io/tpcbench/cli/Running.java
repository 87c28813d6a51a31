package io.tpcbench.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** The command in progress, so a shutdown hook can ask it to stop and wait for its results. */
final class Running {
    private static final long MAX_WAIT_SECS = 120;

    private volatile Command command;
    private final CountDownLatch done = new CountDownLatch(1);

    void started(Command c) {
        command = c;
    }

    void finished() {
        done.countDown();
    }

    /**
     * True if a command was still running: it was asked to stop and, if it stops gracefully, has
     * now finished (or the wait timed out).
     */
    boolean interruptAndWait() {
        Command c = command;
        if (done.getCount() == 0 || c == null) {
            return false;
        }
        if (!c.interrupt()) {
            return true;
        }
        try {
            done.await(MAX_WAIT_SECS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return true;
    }
}
