package io.tpcbench.workload.chbench;

import io.tpcbench.db.ConnectionFactory;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * How far behind the transactions the analytical side reads, HATtrick's freshness (Milkai et al.,
 * SIGMOD 2022) in TPC-C's terms: a sampler reads the orders the primary has committed ({@link
 * #NEWEST}: the sum of the districts' next order ids, which a New-Order raises as it commits) every
 * {@link #EVERY_MILLIS} ms; a query reads the same sum first in its own transaction, so in the
 * snapshot it then runs in (REPEATABLE READ, the default; under READ COMMITTED its SELECT reads newer
 * data than the sum, and the freshness is an upper bound). Its freshness is the time from when the
 * primary first held an order the query does not see to the query's start (0 when it sees every
 * order the primary held then), to within the sampling period and never above; and the orders it
 * misses.
 */
final class Freshness implements AutoCloseable {
    private static final Logger LOG = LogManager.getLogger(Freshness.class);

    /** The orders committed so far, as the database holds them; the same on the primary and a replica. */
    static final String NEWEST = """
            SELECT SUM(d_next_o_id) FROM bmsql_district
            """;

    static final long EVERY_MILLIS = 100;

    /** A query's freshness: seconds behind, orders missed; both 0 when it sees all the primary held. */
    record Reading(double secs, long orders) {}

    private final FreshnessSamples samples = new FreshnessSamples();
    private final Connection primary;
    private Thread sampler;
    private volatile boolean stopped;

    private Freshness(Connection primary) {
        this.primary = primary;
    }

    /** Samples the primary from now on through a connection of its own: the first sample now, then the sampler. */
    static Freshness start(ConnectionFactory primary) throws SQLException {
        Connection c = primary.open();
        try {
            c.setAutoCommit(true);
            Freshness f = new Freshness(c);
            f.read();
            f.sampler = Thread.ofPlatform().daemon().name("freshness").start(f::sample);
            return f;
        } catch (SQLException | RuntimeException e) {
            c.close();
            throw e;
        }
    }

    /** The orders committed as {@code c}'s transaction sees them: the first read, which fixes its snapshot. */
    static long seen(Connection c) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(NEWEST)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private void read() throws SQLException {
        long orders = seen(primary);
        samples.add(System.nanoTime(), orders);
    }

    private void sample() {
        while (!stopped) {
            try {
                Thread.sleep(EVERY_MILLIS);
                read();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (SQLException e) {
                // a sample missed widens that interval only; the run's own errors are counted where they happen
                LOG.debug("the freshness sample failed: {}", e.getMessage());
            }
        }
    }

    /** The freshness of a query that started at {@code startNanos} and sees {@code seen} orders. */
    Reading reading(long startNanos, long seen) {
        return samples.reading(startNanos, seen);
    }

    @Override
    public void close() {
        stopped = true;
        sampler.interrupt();
        try {
            sampler.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            try {
                primary.close();
            } catch (SQLException e) {
                LOG.debug("the freshness connection did not close cleanly: {}", e.getMessage());
            }
        }
    }
}
