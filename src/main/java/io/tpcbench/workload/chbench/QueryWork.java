package io.tpcbench.workload.chbench;

import io.tpcbench.workload.Result;
import io.tpcbench.workload.Work;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * One query of an analytical stream, in a transaction of its own: the orders its snapshot sees
 * first ({@link Freshness}), then its SELECT with no socket timeout, every row read. It runs on the
 * engine's connection, or on one of its stream's analytical endpoint. While it runs its statement
 * is the stream's {@code running}, so that the run's end cancels it ({@link ChRun#stopping()}).
 */
record QueryWork(QueryKind kind, StreamLink link) implements Work {
    /** The rows a query answered, and its freshness at its start. */
    record Rows(long count, Freshness.Reading freshness) implements Result {}

    /** Any endpoint will do: a query writes nothing. */
    @Override
    public int affinity() {
        return 0;
    }

    /** On an analytical endpoint of its own, the engine's connection is not used. */
    @Override
    public boolean needsConnection() {
        return link.analytical() == null;
    }

    @Override
    public Result execute(Connection c) throws SQLException {
        if (link.analytical() == null) {
            return run(c);
        }
        try (Connection own = link.analytical().getConnection()) {
            try {
                return run(own);
            } catch (SQLException | RuntimeException e) {
                try {
                    own.rollback();
                } catch (SQLException r) {
                    e.addSuppressed(r);
                }
                throw e;
            }
        }
    }

    private Result run(Connection c) throws SQLException {
        // a query may run for minutes: socketTimeoutSecs (TPC-C's terminals' guard) would drop the
        // connection and leave the query running on the server; the pool restores the timeout on return
        c.setNetworkTimeout(Runnable::run, 0);
        long start = System.nanoTime();
        Freshness.Reading freshness = link.freshness().reading(start, Freshness.seen(c));
        long rows = 0;
        try (Statement s = c.createStatement()) {
            link.running().set(s);
            // set after the run's end began cancelling: it would have missed this one
            if (link.stopping().get()) {
                link.running().set(null);
                throw new SQLException("not started: the run is ending");
            }
            try (ResultSet rs = s.executeQuery(kind.query().sql())) {
                while (rs.next()) {
                    rows++;
                }
            } finally {
                link.running().set(null);
            }
        }
        c.commit();
        return new Rows(rows, freshness);
    }
}
