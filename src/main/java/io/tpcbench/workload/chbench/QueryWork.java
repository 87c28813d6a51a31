package io.tpcbench.workload.chbench;

import io.tpcbench.workload.Result;
import io.tpcbench.workload.Work;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicReference;

/**
 * One query of an analytical stream: its SELECT on the stream's connection, with no socket
 * timeout, every row read, the transaction ended. While it runs its statement is the stream's {@code running}, so that the run's
 * end cancels it ({@link ChRun#stopping()}).
 */
record QueryWork(QueryKind kind, AtomicReference<Statement> running) implements Work {
    /** The rows a query answered. */
    record Rows(long count) implements Result {}

    /** Any endpoint will do: a query writes nothing. */
    @Override
    public int affinity() {
        return 0;
    }

    @Override
    public Result execute(Connection c) throws SQLException {
        // a query may run for minutes: socketTimeoutSecs (TPC-C's terminals' guard) would drop the
        // connection and leave the query running on the server; the pool restores the timeout on return
        c.setNetworkTimeout(Runnable::run, 0);
        long rows = 0;
        try (Statement s = c.createStatement()) {
            running.set(s);
            try (ResultSet rs = s.executeQuery(kind.query().sql())) {
                while (rs.next()) {
                    rows++;
                }
            } finally {
                running.set(null);
            }
        }
        c.commit();
        return new Rows(rows);
    }
}
