package io.tpcbench.schema;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Runs DDL scripts statement by statement, in the configured sharded variant; the first failure
 * stops and names file and statement. A variant on data nodes ({@code sharding=spider}) runs every
 * step on each data node as written (their tables are plain ones) and on the head in the variant:
 * the nodes first when creating, the head first when dropping, so the head never names a table
 * a node does not have.
 */
public final class SchemaRunner {
    private static final int ER_TABLE_EXISTS = 1050;

    private final SqlLocator locator;
    private final DataNodes nodes;
    private final Function<Path, Sharding> variants;

    /** The variant {@code sharding}, without data nodes. */
    public SchemaRunner(SqlLocator locator, Sharding sharding) {
        this(locator, dir -> sharding, DataNodes.none());
    }

    /**
     * The variants of each sharding directory ({@code sql.<db>/sharding/}, a workload's
     * {@code sql.<db>/tpch/sharding/}) as {@code variants} loads them, with the data nodes they use.
     */
    public SchemaRunner(SqlLocator locator, Function<Path, Sharding> variants, DataNodes nodes) {
        this.locator = locator;
        this.nodes = nodes;
        this.variants = variants;
    }

    /** The step's DDL for the server {@code conn} names, with the sharded variant's clauses in place. */
    public SqlScript script(Step step) {
        return variant(locator.shardingDir()).apply(step, locator.script(step));
    }

    /** The configured variant of a workload's sharding directory ({@code sql.<db>/tpch/sharding/}). */
    public Sharding variant(Path shardingDir) {
        return variants.apply(shardingDir);
    }

    /** Runs a step of {@code sql.<db>/} (or {@code sql.common/}) on the head and, in a data-node variant, the nodes. */
    public int run(Connection head, Step step) {
        return run(head, step.fileStem(), locator.script(step), variant(locator.shardingDir()));
    }

    /**
     * Runs the script {@code plain} (named {@code stem}: {@code tableCreates}, ...) on {@code head}
     * in {@code variant}, and as written on every data node when the variant uses them.
     */
    public int run(Connection head, String stem, SqlScript plain, Sharding variant) {
        SqlScript onHead = variant.apply(stem, plain);
        if (!variant.onDataNodes()) {
            return run(head, onHead);
        }
        boolean dropping = stem.toLowerCase(Locale.ROOT).contains("drop");
        List<DataNodes.Node> all = nodes.nodes();
        List<Connection> open = new ArrayList<>();
        try {
            for (DataNodes.Node node : all) {
                open.add(connect(node, plain));
            }
            int n = dropping ? run(head, onHead) : 0;
            for (int i = 0; i < all.size(); i++) {
                DataNodes.Node node = all.get(i);
                n += run(open.get(i), withFile(plain, "data node " + node.number() + " (" + node.hostPort() + ")"));
            }
            return dropping ? n : n + run(head, onHead);
        } finally {
            for (Connection c : open) {
                try {
                    c.close();
                } catch (SQLException e) {
                    // the step's outcome is already decided
                }
            }
        }
    }

    /** Every node answers before a step runs anywhere, so a node that is down leaves nothing half created. */
    private Connection connect(DataNodes.Node node, SqlScript plain) {
        try {
            return nodes.open(node);
        } catch (SQLException e) {
            throw new SchemaException(
                    "cannot reach data node " + node.number() + " (" + node.hostPort() + ") for " + plain.file()
                            + ", so it ran nowhere: " + e.getMessage(),
                    e);
        }
    }

    private static SqlScript withFile(SqlScript script, String where) {
        return new SqlScript(Path.of(script.file() + " on " + where), script.statements());
    }

    /** Runs {@code script} as it is on {@code conn}. */
    public int run(Connection conn, SqlScript script) {
        try (Statement st = conn.createStatement()) {
            for (String sql : script.statements()) {
                try {
                    st.execute(sql);
                } catch (SQLException e) {
                    throw failure(script, sql, e);
                }
            }
        } catch (SQLException e) {
            throw new SchemaException("cannot run " + script.file() + ": " + e.getMessage(), e);
        }
        return script.statements().size();
    }

    private static SchemaException failure(SqlScript script, String sql, SQLException e) {
        String firstLine = sql.lines().findFirst().orElse(sql);
        String hint = e.getErrorCode() == ER_TABLE_EXISTS
                ? " The tables are already there: run run/runDatabaseDestroy.sh with the same props first."
                : "";
        return new SchemaException(script.file() + ": '" + firstLine + "' failed: " + e.getMessage() + hint, e);
    }
}
