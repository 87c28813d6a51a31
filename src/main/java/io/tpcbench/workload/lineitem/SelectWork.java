package io.tpcbench.workload.lineitem;

import io.tpcbench.workload.Kind;
import io.tpcbench.workload.Result;
import io.tpcbench.workload.Work;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * One query of the query tests on one table, its key drawn from the loaded rows; a prepared
 * statement, which Connector/J sends server-side prepared with {@code useServerPrepStmts=true} in
 * {@code conn} (cached per connection) and as text with the values inlined without it: the
 * report's "with and without prepared statements".
 */
final class SelectWork implements Work {
    private final LineitemKind kind;
    private final int table;
    private final long first;
    private final long second;
    private final LineitemRun run;

    SelectWork(LineitemKind kind, int table, long first, long second, LineitemRun run) {
        this.kind = kind;
        this.table = table;
        this.first = first;
        this.second = second;
        this.run = run;
    }

    @Override
    public Kind kind() {
        return kind;
    }

    @Override
    public int affinity() {
        return 0;
    }

    @Override
    public Result execute(Connection c) throws SQLException {
        long found = 0;
        try (PreparedStatement ps = c.prepareStatement(kind.sql(LineitemTables.name(table)))) {
            ps.setLong(1, first);
            if (kind == LineitemKind.PK_POINT) {
                ps.setLong(2, second);
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    found++;
                }
            }
        }
        run.found(kind, found);
        return new Result() {};
    }
}
