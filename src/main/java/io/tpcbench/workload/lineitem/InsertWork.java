package io.tpcbench.workload.lineitem;

import io.tpcbench.workload.Kind;
import io.tpcbench.workload.Result;
import io.tpcbench.workload.Work;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * One INSERT of the insert tests: {@code rows} (indexes into {@link Rows}) into one table, as a
 * multi-row INSERT in autocommit (the report's 100 rows per statement sequentially, 1 at random).
 */
final class InsertWork implements Work {
    private final int table;
    private final String sql;
    private final int[] rows;
    private final Rows data;
    private final LineitemRun run;

    InsertWork(int table, String sql, int[] rows, Rows data, LineitemRun run) {
        this.table = table;
        this.sql = sql;
        this.rows = rows;
        this.data = data;
        this.run = run;
    }

    @Override
    public Kind kind() {
        return LineitemKind.INSERT;
    }

    @Override
    public int affinity() {
        return 0;
    }

    @Override
    public Result execute(Connection c) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            int p = 1;
            for (int r : rows) {
                for (String v : data.fields(r)) {
                    ps.setString(p++, v);
                }
            }
            int inserted = ps.executeUpdate();
            if (inserted != rows.length) {
                throw new SQLException("INSERT into " + LineitemTables.name(table) + " took " + inserted + " of "
                        + rows.length + " rows");
            }
        }
        run.inserted(rows.length);
        return new Result() {};
    }
}
