package io.tpcbench.driver;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;

/**
 * FIFO admission to the database when terminals outnumber connections: terminals (virtual
 * threads, cheap enough for 10,000 of them) hand each transaction to one of {@code connections}
 * platform threads, which runs it on a pooled connection, in arrival order.
 *
 * <p>Why a hand-off: a virtual thread blocking on a socket parks and is woken through the JDK's
 * poller, several system calls and context switches per round trip; a platform thread blocks in
 * one read. With 8 terminals on the local MariaDB, JDBC calls on virtual threads cost the driver
 * 0.96 ms of CPU per transaction, through this hand-off 0.59 ms, and on the terminals' own
 * platform threads ({@link DbAccess#direct}) 0.46 ms. Why FIFO: HikariCP alone lets a thread that
 * just gave a connection back take it again before long-waiting threads, which with many more
 * terminals than connections starves most terminals; the executor's queue serves them in turn.
 */
final class FairPool implements DbAccess {
    private final DataSource dataSource;
    private final ThreadPoolExecutor workers;

    FairPool(DataSource dataSource, int connections) {
        this.dataSource = dataSource;
        this.workers = new ThreadPoolExecutor(
                connections,
                connections,
                0,
                TimeUnit.MILLISECONDS,
                new LinkedBlockingQueue<>(),
                Thread.ofPlatform().daemon().name("db-", 1).factory());
    }

    /** Runs {@code work} on a connection once the terminals that came earlier have been served. */
    @Override
    public <T> T run(Work<T> work) throws SQLException, InterruptedException {
        Future<T> result = workers.submit(() -> {
            try (Connection c = dataSource.getConnection()) {
                return work.run(c);
            }
        });
        try {
            return result.get();
        } catch (ExecutionException e) {
            switch (e.getCause()) {
                case SQLException s -> throw s;
                case InterruptedException i -> throw i;
                case RuntimeException r -> throw r;
                case Error err -> throw err;
                default -> throw new IllegalStateException(e.getCause());
            }
        } catch (InterruptedException e) {
            result.cancel(false);
            throw e;
        }
    }

    /** Work waiting for a thread (for tests). */
    int queued() {
        return workers.getQueue().size();
    }

    @Override
    public void close() {
        workers.shutdownNow();
    }
}
