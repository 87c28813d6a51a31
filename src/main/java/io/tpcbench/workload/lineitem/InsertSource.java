package io.tpcbench.workload.lineitem;

import io.tpcbench.workload.Work;
import io.tpcbench.workload.WorkSource;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * A terminal's INSERTs in an insert test: rows taken from each table's {@link TableRows}, which
 * the terminals share, {@code batch} rows an INSERT. Terminal i starts on table i mod tables and
 * moves on to the next table when one is done, so several terminals share a table when there are
 * more terminals than tables; there is no more work when every table's rows are taken.
 */
final class InsertSource implements WorkSource {
    /** The shared state of one insert test: each table's rows and its full batch's INSERT text, made once. */
    static final class Tables {
        private final TableRows[] rows;
        private final String[] insert;
        private final int batch;

        Tables(List<TableRows> rows, int batch) {
            this.rows = rows.toArray(TableRows[]::new);
            this.batch = batch;
            this.insert = new String[this.rows.length];
            for (int t = 0; t < insert.length; t++) {
                insert[t] = LineitemTables.insert(t + 1, batch);
            }
        }

        /** The INSERT of {@code n} rows into table {@code t} (from 0). */
        String insert(int t, int n) {
            return n == batch ? insert[t] : LineitemTables.insert(t + 1, n);
        }

        int count() {
            return rows.length;
        }
    }

    private final Tables tables;
    private final LineitemRun run;
    private final ArrayDeque<String[]> taken = new ArrayDeque<>();
    private int table;
    private int tablesDone;

    InsertSource(Tables tables, int terminal, LineitemRun run) {
        this.tables = tables;
        this.run = run;
        this.table = terminal % tables.count();
    }

    @Override
    public Work next() {
        while (taken.isEmpty()) {
            if (tablesDone == tables.count()) {
                return null;
            }
            List<String[]> more = tables.rows[table].take();
            if (more == null) {
                table = (table + 1) % tables.count();
                tablesDone++;
            } else {
                taken.addAll(more);
            }
        }
        List<String[]> lines = new ArrayList<>(Math.min(tables.batch, taken.size()));
        while (lines.size() < tables.batch && !taken.isEmpty()) {
            lines.add(taken.poll());
        }
        return new InsertWork(table + 1, tables.insert(table, lines.size()), lines, run);
    }
}
