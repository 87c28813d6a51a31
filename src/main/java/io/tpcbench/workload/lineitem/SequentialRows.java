package io.tpcbench.workload.lineitem;

import io.trino.tpch.LineItem;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * insert_sequential's rows of one table: dbgen's rows in their order (ascending primary key),
 * {@code batch} a take, each made when it is taken.
 */
final class SequentialRows implements TableRows {
    private final Iterator<LineItem> rows;
    private final RowText text;
    private final int batch;

    SequentialRows(LineitemOptions o, RowText text) {
        this.rows = Rows.rows(o);
        this.text = text;
        this.batch = o.batch();
    }

    @Override
    public synchronized List<String[]> take() {
        if (!rows.hasNext()) {
            return null;
        }
        List<String[]> out = new ArrayList<>(batch);
        while (out.size() < batch && rows.hasNext()) {
            out.add(text.fields(rows.next()));
        }
        return out;
    }
}
