package io.tpcbench.schema;

import java.util.List;

/** A table as the loaders write it: its name, its columns in load order, its CSV file's name. */
public interface TableShape {
    String sqlName();

    List<String> columns();

    /** The file a CSV export of the table is written to, e.g. BenchmarkSQL's {@code order-line.csv}. */
    String csvFileName();

    default String columnList() {
        return String.join(", ", columns());
    }
}
