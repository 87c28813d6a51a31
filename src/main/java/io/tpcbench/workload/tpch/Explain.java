package io.tpcbench.workload.tpch;

import io.tpcbench.config.OutputException;
import io.tpcbench.workload.Context;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Locale;

/**
 * Each query's plan, kept in the result directory before the test ({@code data/explain/q01.txt}
 * ...): the query as it runs, with the first stream's parameters, and the server's EXPLAIN of it,
 * so that a slow query can be read next to its plan.
 */
final class Explain {
    private final Context ctx;

    Explain(Context ctx) {
        this.ctx = ctx;
    }

    void write(List<QueryWork> queries, Path dir) throws SQLException {
        create(dir);
        try (Connection c = ctx.connections().open();
                Statement s = c.createStatement()) {
            c.setAutoCommit(true);
            for (QueryWork q : queries) {
                List<String> statements = q.statements();
                int answer = q.query().answerStatement();
                StringBuilder text = new StringBuilder();
                try {
                    for (int i = 0; i < answer; i++) {
                        s.execute(statements.get(i));
                    }
                    text.append(statements.get(answer).strip()).append(";\n\n");
                    try (ResultSet rs = s.executeQuery("EXPLAIN " + statements.get(answer))) {
                        table(rs, text);
                    }
                } catch (SQLException e) {
                    text.append("EXPLAIN failed: ").append(e.getMessage()).append('\n');
                } finally {
                    for (int i = answer + 1; i < statements.size(); i++) {
                        s.execute(statements.get(i));
                    }
                }
                Path file = dir.resolve(
                        String.format(Locale.ROOT, "q%02d.txt", q.query().number()));
                try {
                    Files.writeString(file, text, StandardCharsets.UTF_8);
                } catch (IOException e) {
                    throw new OutputException(file, e);
                }
            }
        }
    }

    private static void create(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new OutputException(dir, e);
        }
    }

    /** The plan's rows, tab-separated under their column names. */
    private static void table(ResultSet rs, StringBuilder text) throws SQLException {
        ResultSetMetaData md = rs.getMetaData();
        for (int col = 1; col <= md.getColumnCount(); col++) {
            text.append(col > 1 ? "\t" : "").append(md.getColumnLabel(col));
        }
        text.append('\n');
        while (rs.next()) {
            for (int col = 1; col <= md.getColumnCount(); col++) {
                text.append(col > 1 ? "\t" : "").append(rs.getString(col));
            }
            text.append('\n');
        }
    }
}
