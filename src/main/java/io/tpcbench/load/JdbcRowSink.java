package io.tpcbench.load;

import io.tpcbench.schema.TableShape;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Collections;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Writes rows with JDBC batches on one connection (autocommit off); with Connector/J's
 * rewriteBatchedStatements each batch goes as multi-row INSERTs. Commits every
 * {@code commitRows} rows and at the end of each job.
 */
final class JdbcRowSink implements RowSink {
    private final Connection conn;
    private final LoadStats stats;
    private final int batchRows;
    private final int commitRows;
    private final Map<TableShape, Batch> batches = new ConcurrentHashMap<>();
    private int rowsSinceCommit;

    private static final class Batch {
        final PreparedStatement statement;
        int rows;
        long bytes;

        Batch(PreparedStatement statement) {
            this.statement = statement;
        }
    }

    JdbcRowSink(Connection conn, LoadStats stats, int batchRows, int commitRows) throws SQLException {
        this.conn = conn;
        this.stats = stats;
        this.batchRows = batchRows;
        this.commitRows = commitRows;
        conn.setAutoCommit(false);
    }

    static String insertSql(TableShape table) {
        String marks = String.join(", ", Collections.nCopies(table.columns().size(), "?"));
        return "INSERT INTO " + table.sqlName() + " (" + table.columnList() + ") VALUES (" + marks + ")";
    }

    @Override
    public void row(TableShape table, Object... values) throws SQLException {
        Batch b = batches.get(table);
        if (b == null) {
            b = new Batch(conn.prepareStatement(insertSql(table)));
            batches.put(table, b);
        }
        for (int i = 0; i < values.length; i++) {
            b.statement.setObject(i + 1, values[i] instanceof Decimal dec ? dec.decimal() : values[i]);
            b.bytes += LoadStats.rawSize(values[i]);
        }
        b.statement.addBatch();
        if (++b.rows >= batchRows) {
            flush(table, b);
        }
        if (++rowsSinceCommit >= commitRows) {
            commit();
        }
    }

    private void flush(TableShape table, Batch b) throws SQLException {
        if (b.rows > 0) {
            b.statement.executeBatch();
            stats.add(table, b.rows, b.bytes);
            b.rows = 0;
            b.bytes = 0;
        }
    }

    private void commit() throws SQLException {
        for (Map.Entry<TableShape, Batch> e : batches.entrySet()) {
            flush(e.getKey(), e.getValue());
        }
        conn.commit();
        rowsSinceCommit = 0;
    }

    @Override
    public void finishJob() throws SQLException {
        commit();
    }

    @Override
    public void close() throws SQLException {
        SQLException first = null;
        for (Batch b : batches.values()) {
            try {
                b.statement.close();
            } catch (SQLException e) {
                first = first == null ? e : first;
            }
        }
        conn.close();
        if (first != null) {
            throw first;
        }
    }
}
