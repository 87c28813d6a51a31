package io.tpcbench.workload.sysbench;

import io.tpcbench.schema.Sharding;
import io.tpcbench.schema.SqlLocator;
import io.tpcbench.schema.SqlScript;
import io.tpcbench.schema.TableShape;
import io.tpcbench.workload.Context;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import java.util.Map;

/**
 * The sbtest tables' statements, from {@code sql.<db>/sysbench/} with sysbench's choices filled in
 * (oltp_common.lua's create_table): the id column and its index, the engine, the table options.
 */
final class SbTables {
    static final String WORKLOAD = "sysbench";
    private final SqlLocator sql;
    private final SysbenchOptions o;
    private final Sharding variant;

    private SbTables(SqlLocator sql, SysbenchOptions options, Sharding variant) {
        this.sql = sql;
        this.o = options;
        this.variant = variant;
    }

    /**
     * The sbtest tables of {@code ctx}'s database, in the configured variant of
     * {@code sql.<db>/sysbench/sharding/} when there is one ({@code sharding=spider}); other
     * variants leave the sbtest tables to {@code mysql_table_options}, as sysbench does.
     */
    static SbTables of(Context ctx, SysbenchOptions options) {
        SqlLocator sql =
                new SqlLocator(SqlLocator.defaultHome(), ctx.config().db().db());
        Path dir = sql.shardingDir(WORKLOAD);
        Sharding variant = Sharding.available(dir).contains(ctx.config().build().sharding())
                ? ctx.schema().variant(dir)
                : Sharding.none();
        return new SbTables(sql, options, variant);
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
        return fill(
                        sql.workloadStatement(WORKLOAD, "createTable.sql"),
                        Map.of(
                                "table",
                                Integer.toString(table),
                                "id",
                                o.autoInc() ? "INTEGER NOT NULL AUTO_INCREMENT" : "INTEGER NOT NULL",
                                "idIndex",
                                o.secondary() ? "KEY xid" : "PRIMARY KEY",
                                "engine",
                                o.storageEngine(),
                                "tableOptions",
                                o.tableOptions()))
                .strip();
    }

    String createIndex(int table) {
        return fill(sql.workloadStatement(WORKLOAD, "createIndex.sql"), Map.of("table", Integer.toString(table)));
    }

    String drop(int table) {
        return fill(sql.workloadStatement(WORKLOAD, "dropTable.sql"), Map.of("table", Integer.toString(table)));
    }

    /**
     * Runs {@code sql}, a statement of the script {@code stem} ({@code createTable}, ...), through
     * {@code head} in the variant (with {@code sharding=spider} on every data node as written too).
     */
    void execute(Context ctx, Connection head, String stem, String sql) {
        ctx.schema().run(head, stem, new SqlScript(Path.of("sql", WORKLOAD, stem + ".sql"), List.of(sql)), variant);
    }

    private static String fill(String template, Map<String, String> values) {
        String s = template;
        for (Map.Entry<String, String> e : values.entrySet()) {
            s = s.replace("${" + e.getKey() + "}", e.getValue());
        }
        return s;
    }
}
