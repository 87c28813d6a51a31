package io.tpcbench.workload.lineitem;

import io.tpcbench.schema.SqlLocator;
import io.tpcbench.schema.TableShape;
import java.util.Collections;
import java.util.List;

/**
 * The tables' statements, from {@code sql.<db>/lineitem/} with the options filled in: the table
 * with the layout's indexes, the engine and the table options; its drop; the build's record.
 */
final class LineitemTables {
    static final String WORKLOAD = "lineitem";
    static final List<String> COLUMNS = List.of(
            "L_ORDERKEY",
            "L_PARTKEY",
            "L_SUPPKEY",
            "L_LINENUMBER",
            "L_QUANTITY",
            "L_EXTENDEDPRICE",
            "L_DISCOUNT",
            "L_TAX",
            "L_RETURNFLAG",
            "L_LINESTATUS",
            "L_SHIPDATE",
            "L_COMMITDATE",
            "L_RECEIPTDATE",
            "L_SHIPINSTRUCT",
            "L_SHIPMODE",
            "L_COMMENT");

    private final SqlLocator sql;
    private final LineitemOptions o;

    LineitemTables(SqlLocator sql, LineitemOptions options) {
        this.sql = sql;
        this.o = options;
    }

    static String name(int table) {
        return "lineitem" + table;
    }

    /** lineitemN as the loader writes it. */
    record Shape(int table) implements TableShape {
        @Override
        public String sqlName() {
            return name(table);
        }

        @Override
        public List<String> columns() {
            return COLUMNS;
        }

        @Override
        public String csvFileName() {
            return sqlName() + ".csv";
        }
    }

    String create(int table) {
        return sql.workloadStatement(WORKLOAD, "createTable.sql")
                .replace("${table}", Integer.toString(table))
                .replace("${indexes}", sql.workloadStatement(WORKLOAD, "indexes" + o.indexLayout() + ".sql"))
                .replace("${engine}", o.storageEngine())
                .replace("${tableOptions}", o.tableOptions())
                .strip();
    }

    String drop(int table) {
        return sql.workloadStatement(WORKLOAD, "dropTable.sql").replace("${table}", Integer.toString(table));
    }

    String record() {
        return sql.workloadStatement(WORKLOAD, "buildRecord.sql");
    }

    /** The multi-row INSERT of {@code rows} rows into {@code table}, its values bound. */
    static String insert(int table, int rows) {
        String one = "(" + String.join(", ", COLUMNS.stream().map(c -> "?").toList()) + ")";
        return "INSERT INTO " + name(table) + " (" + String.join(", ", COLUMNS) + ") VALUES "
                + String.join(", ", Collections.nCopies(rows, one));
    }
}
