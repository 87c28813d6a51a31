package io.tpcbench.workload.tpch;

import io.tpcbench.db.ConnectionFactory;
import io.tpcbench.db.SqlErrors;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The throughput test's refresh stream (TPC-H 5.3.4.4, 5.3.7.7): one session of its own that runs
 * its RF1/RF2 pairs one after the other, each pair's RF1 before its RF2, while the query streams
 * run; a function a deadlock or conflict rolls back goes on where it stopped. The first function
 * that fails ends the stream: the functions after it do not run.
 */
final class RefreshStream {
    /** Attempts of a function whose transactions a deadlock or conflict rolls back. */
    private static final int ATTEMPTS = 5;

    /** Where the stream's functions end: a completed one, or a failed one. */
    interface Listener {
        void refreshed(RefreshWork work, RefreshWork.Outcome outcome, long nanos);

        void refreshFailed(RefreshWork work, SQLException failure, long nanos);
    }

    private final ConnectionFactory connections;
    private final List<RefreshWork> functions;
    private final Listener listener;
    private final CountDownLatch ended = new CountDownLatch(1);
    private volatile Thread thread;

    RefreshStream(ConnectionFactory connections, List<RefreshWork> functions, Listener listener) {
        this.connections = connections;
        this.functions = List.copyOf(functions);
        this.listener = listener;
    }

    /** Starts the stream on a thread of its own. */
    synchronized void start() {
        if (thread == null) {
            thread = Thread.ofPlatform().name("tpch-refresh-stream").daemon().start(this::run);
        }
    }

    private void run() {
        try (Connection c = connections.open()) {
            for (RefreshWork f : functions) {
                if (!runOne(c, f)) {
                    return;
                }
            }
        } catch (SQLException e) {
            listener.refreshFailed(functions.get(0), e, 0);
        } finally {
            ended.countDown();
        }
    }

    private boolean runOne(Connection c, RefreshWork f) {
        long t0 = System.nanoTime();
        for (int attempt = 1; ; attempt++) {
            try {
                RefreshWork.Outcome o = (RefreshWork.Outcome) f.execute(c);
                listener.refreshed(f, o, System.nanoTime() - t0);
                return true;
            } catch (SQLException e) {
                if (attempt < ATTEMPTS && SqlErrors.isRetryable(e)) {
                    continue;
                }
                listener.refreshFailed(f, e, System.nanoTime() - t0);
                return false;
            }
        }
    }

    /** Whether the stream started. */
    boolean started() {
        return thread != null;
    }

    /** Waits for the stream's end. */
    void awaitEnd() throws InterruptedException {
        if (thread != null) {
            ended.await();
        }
    }

    /** Waits for the stream's end; false when it did not end within {@code millis}. */
    boolean awaitEnd(long millis) throws InterruptedException {
        return thread == null || ended.await(millis, TimeUnit.MILLISECONDS);
    }
}
