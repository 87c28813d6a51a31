package io.tpcbench.workload.lineitem;

import io.tpcbench.workload.Kind;
import io.tpcbench.workload.Result;
import io.tpcbench.workload.Work;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/**
 * One INSERT of the insert tests: {@code lines} (each row's fields, {@link RowText}'s) into one table, as a multi-row
 * INSERT in autocommit (the report's 100 rows per statement sequentially, 1 at random).
 */
final class InsertWork implements Work {
    private final int table;
    private final String sql;
    private final List<String[]> lines;
    private final LineitemRun run;

    InsertWork(int table, String sql, List<String[]> lines, LineitemRun run) {
        this.table = table;
        this.sql = sql;
        this.lines = lines;
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
        long raw = 0;
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            int p = 1;
            for (String[] row : lines) {
                for (String v : row) {
                    ps.setString(p++, v);
                }
                raw += RowText.rawBytes(row);
            }
            int inserted = ps.executeUpdate();
            if (inserted != lines.size()) {
                throw new SQLException("INSERT into " + LineitemTables.name(table) + " took " + inserted + " of "
                        + lines.size() + " rows");
            }
        }
        run.inserted(lines.size(), raw);
        return new Result() {};
    }
}
