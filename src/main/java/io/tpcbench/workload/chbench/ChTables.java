package io.tpcbench.workload.chbench;

import io.tpcbench.schema.TableShape;
import java.util.List;

/** CH-benCHmark's three tables beside TPC-C's, as the loader writes them, with the rows each holds. */
enum ChTables implements TableShape {
    SUPPLIER(
            "bmsql_supplier",
            List.of("su_suppkey", "su_name", "su_address", "su_nationkey", "su_phone", "su_acctbal", "su_comment"),
            ChSuppliers.COUNT),
    NATION("bmsql_nation", List.of("n_nationkey", "n_name", "n_regionkey", "n_comment"), 62),
    REGION("bmsql_region", List.of("r_regionkey", "r_name", "r_comment"), 5);

    private final String sqlName;
    private final List<String> columns;
    private final int rows;

    ChTables(String sqlName, List<String> columns, int rows) {
        this.sqlName = sqlName;
        this.columns = columns;
        this.rows = rows;
    }

    @Override
    public String sqlName() {
        return sqlName;
    }

    @Override
    public List<String> columns() {
        return columns;
    }

    @Override
    public String csvFileName() {
        return sqlName.substring("bmsql_".length()) + ".csv";
    }

    /** The rows every build holds (CH-benCHmark's fixed sizes, whatever the warehouses). */
    int rows() {
        return rows;
    }
}
