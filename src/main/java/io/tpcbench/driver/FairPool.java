package io.tpcbench.driver;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.Semaphore;
import javax.sql.DataSource;

/**
 * FIFO admission in front of the connection pool. HikariCP alone lets a thread that just gave a
 * connection back take it again before long-waiting threads, which with many more terminals than
 * connections starves most terminals; a fair semaphore with one permit per connection serves
 * waiting terminals in arrival order.
 */
final class FairPool {
    private final DataSource dataSource;
    private final Semaphore permits;

    FairPool(DataSource dataSource, int connections) {
        this.dataSource = dataSource;
        this.permits = new Semaphore(connections, true);
    }

    /** A connection held until the lease is closed; waits in line for its turn. */
    Lease borrow() throws SQLException, InterruptedException {
        permits.acquire();
        try {
            return new Lease(dataSource.getConnection());
        } catch (SQLException | RuntimeException e) {
            permits.release();
            throw e;
        }
    }

    /** A borrowed connection; closing gives it back and lets the next terminal in. */
    final class Lease implements AutoCloseable {
        private final Connection connection;

        private Lease(Connection connection) {
            this.connection = connection;
        }

        Connection connection() {
            return connection;
        }

        @Override
        public void close() throws SQLException {
            try {
                connection.close();
            } finally {
                permits.release();
            }
        }
    }
}
