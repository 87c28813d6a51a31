package io.tpcbench.workload.lineitem;

import io.tpcbench.workload.Work;
import io.tpcbench.workload.WorkSource;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A terminal's INSERTs in an insert test. Every table's rows are taken in batches from a cursor
 * the terminals share: in ascending key order (insert_sequential) or in a random order
 * (insert_random). Terminal i starts on table i mod tables and moves on to the next table
 * when one is done, so several terminals share a table when there are more terminals than tables;
 * there is no more work when every table's rows are taken.
 */
final class InsertSource implements WorkSource {
    /**
     * The shared state of one insert test: each table's cursor over its rows, taken in dbgen's
     * order or, for insert_random, in a random order (one permutation of the rows, each table
     * starting it at a random place of its own: an int a row, whatever the tables).
     */
    static final class Cursors {
        private final int rows;
        private final int batch;
        private final String[] insert;
        private final int[] permutation;
        private final int[] offset;
        private final AtomicInteger[] next;

        Cursors(int tables, int rows, boolean random, int batch) {
            this.rows = rows;
            this.batch = batch;
            this.insert = new String[tables];
            for (int t = 0; t < tables; t++) {
                insert[t] = LineitemTables.insert(t + 1, batch);
            }
            this.next = new AtomicInteger[tables];
            this.offset = new int[tables];
            SplittableRandom r = new SplittableRandom(rows);
            for (int t = 0; t < tables; t++) {
                next[t] = new AtomicInteger();
                offset[t] = random ? r.nextInt(rows) : 0;
            }
            this.permutation = random ? shuffled(rows, r) : null;
        }

        private static int[] shuffled(int n, SplittableRandom r) {
            int[] p = new int[n];
            for (int i = 0; i < n; i++) {
                p[i] = i;
            }
            for (int i = n - 1; i > 0; i--) {
                int j = r.nextInt(i + 1);
                int tmp = p[i];
                p[i] = p[j];
                p[j] = tmp;
            }
            return p;
        }

        /** The INSERT of {@code n} rows into table {@code t} (from 0): the full batch's text is made once. */
        String insert(int t, int n) {
            return n == batch ? insert[t] : LineitemTables.insert(t + 1, n);
        }

        /** The next batch of rows of table {@code t} (from 0), fewer at its end, null when none are left. */
        int[] take(int t) {
            int from = next[t].getAndAdd(batch);
            if (from >= rows) {
                return null;
            }
            int[] taken = new int[Math.min(batch, rows - from)];
            for (int i = 0; i < taken.length; i++) {
                int k = from + i;
                taken[i] = permutation == null ? k : permutation[(k + offset[t]) % rows];
            }
            return taken;
        }

        int tables() {
            return next.length;
        }
    }

    private final Cursors cursors;
    private final Rows rows;
    private final LineitemRun run;
    private int table;
    private int tablesTried;

    InsertSource(Cursors cursors, int terminal, Rows rows, LineitemRun run) {
        this.cursors = cursors;
        this.rows = rows;
        this.run = run;
        this.table = terminal % cursors.tables();
    }

    @Override
    public Work next() {
        while (tablesTried < cursors.tables()) {
            int[] taken = cursors.take(table);
            if (taken != null) {
                return new InsertWork(table + 1, cursors.insert(table, taken.length), taken, rows, run);
            }
            table = (table + 1) % cursors.tables();
            tablesTried++;
        }
        return null;
    }
}
