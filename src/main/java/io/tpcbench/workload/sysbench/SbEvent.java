package io.tpcbench.workload.sysbench;

import io.tpcbench.workload.Kind;
import io.tpcbench.workload.Result;
import io.tpcbench.workload.Work;
import io.tpcbench.workload.sysbench.SbStatements.Text;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Collections;

/**
 * One sysbench event (oltp_common.lua's statement groups, composed per script as the scripts
 * compose them): statements sent one per round trip, server-side prepared when {@code conn} sets
 * {@code useServerPrepStmts=true} and as text otherwise (oltp_insert's INSERT is always text, as
 * sysbench's is); BEGIN and COMMIT are statements of their own on a connection in autocommit, as
 * sysbench sends them. Each statement is counted as sysbench's driver counts it: read when it
 * returns a result set, write when it affects rows, other when it does neither (BEGIN, COMMIT, an
 * UPDATE or DELETE that finds no row), the statements of attempts that failed included. The draws
 * happen while the event runs, in sysbench's order.
 */
final class SbEvent implements Work {
    static final String C_TEMPLATE = template(10);
    static final String PAD_TEMPLATE = template(5);

    private final SbTerminal t;
    private final Kind kind;
    private final long arrivalNanos;
    /** bulk_insert: the row is in the terminal's buffer; the INSERT it made full, until sent. */
    private boolean appended;

    private String pending;
    private final boolean last;
    private int reads;
    private int writes;
    private int other;

    /** An event of {@code terminal}; {@code arrivalNanos} when it arrived from {@code rate}'s queue, else 0. */
    SbEvent(SbTerminal terminal, Kind kind, long arrivalNanos) {
        this.t = terminal;
        this.kind = kind;
        this.arrivalNanos = arrivalNanos;
        this.last = false;
    }

    /** bulk_insert's last INSERT, {@code rows}: the rows still buffered when the terminal stopped. */
    private SbEvent(SbTerminal terminal, Kind kind, String rows) {
        this.t = terminal;
        this.kind = kind;
        this.arrivalNanos = 0;
        this.appended = true;
        this.pending = rows;
        this.last = true;
    }

    static SbEvent lastInsert(SbTerminal terminal, Kind kind, String rows) {
        return new SbEvent(terminal, kind, rows);
    }

    /** The terminal (from 0) the event is of. */
    int terminal() {
        return t.index();
    }

    /** bulk_insert's last INSERT, sent when its terminal stopped, not an event. */
    boolean last() {
        return last;
    }

    /** {@code groups} groups of 11 {@code #} joined by {@code -}: sysbench's c (10) and pad (5) values. */
    private static String template(int groups) {
        return String.join("-", Collections.nCopies(groups, "###########"));
    }

    @Override
    public Kind kind() {
        return kind;
    }

    /** Under {@code rate}: when the event arrived in the queue, where its latency starts (sysbench's). */
    @Override
    public long arrivalNanos() {
        return arrivalNanos;
    }

    /** sysbench spreads its events over no partition: any endpoint will do. */
    @Override
    public int affinity() {
        return 0;
    }

    /** What one completed event sent, counted as sysbench counts. */
    record Counts(int reads, int writes, int other) implements Result {}

    /**
     * Runs the event; run again after an error the engine retries (an ignored error), the
     * statements that completed in the failed attempt stay counted, as sysbench's do.
     */
    @Override
    public Result execute(Connection c) throws SQLException {
        SysbenchOptions o = t.options();
        boolean trx = t.script().transactional() && !o.skipTrx();
        if (trx) {
            run(c, "BEGIN");
        }
        switch (t.script()) {
            case OLTP_READ_WRITE -> {
                readGroups(c, o);
                writeGroups(c, o);
            }
            case OLTP_READ_ONLY -> readGroups(c, o);
            case OLTP_WRITE_ONLY -> writeGroups(c, o);
            case OLTP_POINT_SELECT -> pointSelects(c, 1);
            case OLTP_UPDATE_INDEX -> indexUpdates(c, o.indexUpdates());
            case OLTP_UPDATE_NON_INDEX -> nonIndexUpdates(c, o.nonIndexUpdates());
            case OLTP_INSERT -> insert(c, o);
            case OLTP_DELETE -> {
                int table = t.table();
                run(c, t.sql().get(Text.DELETE, table), t.id());
            }
            case SELECT_RANDOM_POINTS -> randomPoints(c, o);
            case SELECT_RANDOM_RANGES -> randomRanges(c, o);
            case BULK_INSERT -> bulkRow(c);
        }
        if (trx) {
            run(c, "COMMIT");
        }
        return new Counts(reads, writes, other);
    }

    /** oltp_read_write's and oltp_read_only's reads: the point selects, then the four ranges when {@code range_selects}. */
    private void readGroups(Connection c, SysbenchOptions o) throws SQLException {
        pointSelects(c, o.pointSelects());
        if (o.rangeSelects()) {
            ranges(c, o.simpleRanges(), Text.SIMPLE_RANGE);
            ranges(c, o.sumRanges(), Text.SUM_RANGE);
            ranges(c, o.orderRanges(), Text.ORDER_RANGE);
            ranges(c, o.distinctRanges(), Text.DISTINCT_RANGE);
        }
    }

    /** oltp_read_write's and oltp_write_only's writes: index updates, non-index updates, delete/insert pairs. */
    private void writeGroups(Connection c, SysbenchOptions o) throws SQLException {
        indexUpdates(c, o.indexUpdates());
        nonIndexUpdates(c, o.nonIndexUpdates());
        int table = t.table();
        for (int i = 0; i < o.deleteInserts(); i++) {
            long id = t.id();
            long k = t.id();
            String cValue = t.random().string(C_TEMPLATE);
            String pad = t.random().string(PAD_TEMPLATE);
            run(c, t.sql().get(Text.DELETE, table), id);
            run(c, t.sql().get(Text.INSERT, table), id, k, cValue, pad);
        }
    }

    private void pointSelects(Connection c, int count) throws SQLException {
        int table = t.table();
        for (int i = 0; i < count; i++) {
            run(c, t.sql().get(Text.POINT_SELECT, table), t.id());
        }
    }

    /** One range group: its table drawn once, then per query a start id and {@code range_size} rows from it. */
    private void ranges(Connection c, int count, Text sql) throws SQLException {
        int table = t.table();
        String text = t.sql().get(sql, table);
        for (int i = 0; i < count; i++) {
            long id = t.id();
            run(c, text, id, id + t.options().rangeSize() - 1);
        }
    }

    private void indexUpdates(Connection c, int count) throws SQLException {
        int table = t.table();
        for (int i = 0; i < count; i++) {
            run(c, t.sql().get(Text.INDEX_UPDATE, table), t.id());
        }
    }

    private void nonIndexUpdates(Connection c, int count) throws SQLException {
        int table = t.table();
        for (int i = 0; i < count; i++) {
            String cValue = t.random().string(C_TEMPLATE);
            run(c, t.sql().get(Text.NON_INDEX_UPDATE, table), cValue, t.id());
        }
    }

    /**
     * oltp_insert: a text INSERT (sysbench sends it unprepared); id 0 lets AUTO_INCREMENT choose,
     * without {@code auto_inc} the id is the terminal's next unique draw.
     */
    private void insert(Connection c, SysbenchOptions o) throws SQLException {
        int table = t.table();
        long k = t.id();
        String cValue = t.random().string(C_TEMPLATE);
        String pad = t.random().string(PAD_TEMPLATE);
        long id = o.autoInc() ? 0 : t.uniqueId();
        try (Statement s = c.createStatement()) {
            count(s.executeUpdate("INSERT INTO sbtest" + table + " (id, k, c, pad) VALUES (" + id + ", " + k + ", '"
                    + cValue + "', '" + pad + "')"));
        }
    }

    /**
     * bulk_insert: the terminal's next row into its buffer (once, whatever retries follow), and the
     * INSERT the buffer sends first when the row did not fit, as text in autocommit (sysbench's).
     */
    private void bulkRow(Connection c) throws SQLException {
        if (!appended) {
            pending = t.bulk().add();
            appended = true;
        }
        if (pending != null) {
            try (Statement s = c.createStatement()) {
                count(s.executeUpdate(pending));
            }
            pending = null;
        }
    }

    /** select_random_points: one SELECT of {@code random_points} k values of this terminal's slice of sbtest1. */
    private void randomPoints(Connection c, SysbenchOptions o) throws SQLException {
        Object[] values = new Object[o.randomPoints()];
        for (int i = 0; i < values.length; i++) {
            values[i] = t.slicePoint();
        }
        run(c, t.sql().randomPoints(), values);
    }

    /** select_random_ranges: one SELECT count(k) over {@code number_of_ranges} ranges of {@code delta} on k. */
    private void randomRanges(Connection c, SysbenchOptions o) throws SQLException {
        Object[] values = new Object[2 * o.numberOfRanges()];
        for (int i = 0; i < o.numberOfRanges(); i++) {
            long v = t.slicePoint();
            values[2 * i] = v;
            values[2 * i + 1] = v + o.delta();
        }
        run(c, t.sql().randomRanges(), values);
    }

    /**
     * Sends one statement with its values bound, and counts it: a SELECT as a query, anything else
     * as an update (execute() of a client-side prepared writing statement has Connector/J ask the
     * server {@code SELECT @@session.transaction_read_only} first, a round trip more, on MySQL 8
     * and MariaDB 11).
     */
    private void run(Connection c, String sql, Object... values) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0; i < values.length; i++) {
                if (values[i] instanceof Long n) {
                    ps.setLong(i + 1, n);
                } else {
                    ps.setString(i + 1, (String) values[i]);
                }
            }
            if (sql.startsWith("SELECT")) {
                try (ResultSet rs = ps.executeQuery()) {
                    reads++;
                }
            } else {
                count(ps.executeUpdate());
            }
        }
    }

    /** sysbench's driver: a statement without a result set is a write when it affects rows, else other. */
    private void count(int affectedRows) {
        if (affectedRows > 0) {
            writes++;
        } else {
            other++;
        }
    }
}
