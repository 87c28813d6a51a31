package io.tpcbench.workload.tpcc.load;

import io.tpcbench.load.Decimal;
import io.tpcbench.load.RowSink;
import io.tpcbench.schema.TableShape;
import io.tpcbench.workload.tpcc.schema.Table;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** Keeps every generated row in memory, for tests of the generators. */
final class CapturingSink implements RowSink {
    final Map<Table, List<Object[]>> rows = new EnumMap<>(Table.class);
    /** The table of every row, in the order written. */
    final List<Table> order = new ArrayList<>();

    int finishedJobs;

    @Override
    public void row(TableShape shape, Object... values) {
        Table table = (Table) shape;
        if (values.length != table.columns().size()) {
            throw new AssertionError(table + ": " + values.length + " values for "
                    + table.columns().size() + " columns");
        }
        rows.computeIfAbsent(table, t -> new ArrayList<>()).add(values.clone());
        order.add(table);
    }

    List<Object[]> of(Table t) {
        return rows.getOrDefault(t, List.of());
    }

    Object value(Object[] row, Table t, String column) {
        return row[t.columns().indexOf(column)];
    }

    @Override
    public void finishJob() {
        finishedJobs++;
    }

    @Override
    public void close() {}

    /** A money or rate value the generators write: a {@link Decimal}, as a BigDecimal. */
    static BigDecimal decimal(Object value) {
        return ((Decimal) value).decimal();
    }
}
