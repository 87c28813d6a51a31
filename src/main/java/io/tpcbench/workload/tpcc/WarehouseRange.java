package io.tpcbench.workload.tpcc;

/**
 * Warehouses {@code from} to {@code to}, both included: the homes of one driver's terminals when
 * several driver machines share a database, each its own range; the warehouses one loader loads.
 */
public record WarehouseRange(int from, int to) {
    public WarehouseRange {
        if (from < 1 || to < from) {
            throw new IllegalArgumentException("not a warehouse range: " + from + "-" + to);
        }
    }

    /** Every warehouse of a database of {@code warehouses}. */
    public static WarehouseRange all(int warehouses) {
        return new WarehouseRange(1, warehouses);
    }

    public int size() {
        return to - from + 1;
    }

    public boolean overlaps(WarehouseRange other) {
        return from <= other.to && other.from <= to;
    }

    @Override
    public String toString() {
        return from + "-" + to;
    }
}
