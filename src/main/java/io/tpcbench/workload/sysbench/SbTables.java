package io.tpcbench.workload.sysbench;

import io.tpcbench.schema.SqlLocator;
import io.tpcbench.schema.TableShape;
import java.util.List;
import java.util.Map;

/**
 * The sbtest tables' statements, from {@code sql.<db>/sysbench/} with sysbench's choices filled in
 * (oltp_common.lua's create_table): the id column and its index, the engine, the table options.
 */
final class SbTables {
    private final SqlLocator sql;
    private final SysbenchOptions o;

    SbTables(SqlLocator sql, SysbenchOptions options) {
        this.sql = sql;
        this.o = options;
    }

    /** sbtestN as the loader writes it: every column, the id given (the rows are 1..table_size). */
    record Shape(int table) implements TableShape {
        @Override
        public String sqlName() {
            return "sbtest" + table;
        }

        @Override
        public List<String> columns() {
            return List.of("id", "k", "c", "pad");
        }

        @Override
        public String csvFileName() {
            return sqlName() + ".csv";
        }
    }

    String create(int table) {
        return fill(sql.workloadStatement("sysbench", "createTable.sql"), Map.of("table", Integer.toString(table),
                "id", o.autoInc() ? "INTEGER NOT NULL AUTO_INCREMENT" : "INTEGER NOT NULL",
                "idIndex", o.secondary() ? "KEY xid" : "PRIMARY KEY", "engine", o.storageEngine(),
                "tableOptions", o.tableOptions())).strip();
    }

    String createIndex(int table) {
        return fill(sql.workloadStatement("sysbench", "createIndex.sql"), Map.of("table", Integer.toString(table)));
    }

    String drop(int table) {
        return fill(sql.workloadStatement("sysbench", "dropTable.sql"), Map.of("table", Integer.toString(table)));
    }

    private static String fill(String template, Map<String, String> values) {
        String s = template;
        for (Map.Entry<String, String> e : values.entrySet()) {
            s = s.replace("${" + e.getKey() + "}", e.getValue());
        }
        return s;
    }
}
