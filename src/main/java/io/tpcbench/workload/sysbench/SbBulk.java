package io.tpcbench.workload.sysbench;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * bulk_insert.lua's rows of one terminal, in its own table sbtest{terminal}: each event appends the
 * next row {@code (n,n)}, n from 1, to one multi-row INSERT as sysbench's driver builds it
 * (db_bulk_insert_next: the first row right after {@code VALUES}, the others after a comma, no
 * spaces); a row that would take the statement past {@value #PACKET} bytes (BULK_PACKET_SIZE, the
 * terminating NUL included) sends the statement first, and the rows left are sent when the
 * terminal stops (bulk_insert_done). Used by its terminal's thread only.
 */
final class SbBulk {
    /** sysbench's BULK_PACKET_SIZE. */
    static final int PACKET = 512 * 1024;

    /** bulk_insert.lua's prepare: one table per thread. */
    static final String CREATE = """
            CREATE TABLE IF NOT EXISTS sbtest%d (
              id INTEGER NOT NULL,
              k INTEGER DEFAULT '0' NOT NULL,
              PRIMARY KEY (id))""";

    private static final String COLUMNS = """
            SELECT GROUP_CONCAT(LOWER(column_name) ORDER BY ordinal_position) FROM information_schema.columns
            WHERE table_schema = DATABASE() AND table_name = ?
            """;

    private final String head;
    private final StringBuilder sql = new StringBuilder();
    private int rows;
    private long cursize;

    /** The rows of table {@code sbtest<table>}. */
    SbBulk(int table) {
        this.head = "INSERT INTO sbtest" + table + " VALUES";
        sql.append(head);
    }

    /** Whether {@code table} has bulk_insert's columns (id, k), not the OLTP scripts' (id, k, c, pad). */
    static boolean isBulkTable(Connection c, String table) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(COLUMNS)) {
            ps.setString(1, table);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() && "id,k".equals(rs.getString(1));
            }
        }
    }

    /** Appends the next row; returns the INSERT to send before it when the row did not fit, else null. */
    String add() {
        cursize++;
        String row = "(" + cursize + "," + cursize + ")";
        String full = null;
        if (sql.length() + row.length() + 1 + (rows > 0 ? 1 : 0) > PACKET) {
            full = sql.toString();
            sql.setLength(0);
            sql.append(head);
            rows = 0;
        }
        if (rows > 0) {
            sql.append(',');
        }
        sql.append(row);
        rows++;
        return full;
    }

    /** The INSERT of the rows not sent yet, or null when there are none; the buffer is then empty. */
    String rest() {
        if (rows == 0) {
            return null;
        }
        String s = sql.toString();
        sql.setLength(0);
        sql.append(head);
        rows = 0;
        return s;
    }
}
