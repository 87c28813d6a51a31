package io.tpcbench.workload.tpch.refresh;

import io.trino.tpch.LineItem;
import io.trino.tpch.Order;
import java.util.List;

/** One order of an update set with its lines, as RF1 inserts them (TPC-H 2.5.2) and dbgen writes them. */
public record NewOrder(Order order, List<LineItem> lines) {
    public NewOrder {
        lines = List.copyOf(lines);
    }
}
