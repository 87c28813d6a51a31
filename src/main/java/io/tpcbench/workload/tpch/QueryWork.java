package io.tpcbench.workload.tpch;

import io.tpcbench.workload.Kind;
import io.tpcbench.workload.Result;
import io.tpcbench.workload.Work;
import io.tpcbench.workload.tpch.query.QgenRandom;
import io.tpcbench.workload.tpch.query.Queries;
import io.tpcbench.workload.tpch.query.TpchQuery;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * One query of a stream with its substitution parameters in place: its statements run in order on
 * the stream's connection, the answer's rows are all fetched (the time includes them, TPC-H
 * 5.3.7.2: until the last row is returned), and kept when the answer is to be checked. A statement
 * that runs past {@code queryTimeoutSecs} is cancelled (Connector/J kills it on the server). The
 * query is timed once, by the engine, which hands its time to the run ({@link TpchRun#committed}).
 */
final class QueryWork implements Work {
    private final TpchQuery query;
    private final int stream;
    private final int position;
    private final List<String> statements;
    private final boolean keepAnswer;
    private final int timeoutSecs;

    QueryWork(TpchQuery query, int stream, int position, List<String> statements, boolean keepAnswer, int timeoutSecs) {
        this.query = query;
        this.stream = stream;
        this.position = position;
        this.statements = statements;
        this.keepAnswer = keepAnswer;
        this.timeoutSecs = timeoutSecs;
    }

    /** The queries of {@code stream} in its order, with the parameters of the stream's seed (or the validation ones). */
    static List<QueryWork> stream(TpchOptions options, double sf, long seed, int stream) {
        QgenRandom random = new QgenRandom(new SplittableRandom(seed ^ (0x9E3779B97F4A7C15L * (stream + 1))));
        List<QueryWork> works = new ArrayList<>();
        int[] order = StreamOrder.of(stream);
        for (int position = 0; position < order.length; position++) {
            TpchQuery q = Queries.of(order[position]);
            Map<String, String> params = options.validate() ? q.validation(sf) : q.draw(random, sf);
            works.add(new QueryWork(
                    q, stream, position, q.statements(params, stream), options.validate(), options.queryTimeoutSecs()));
        }
        return works;
    }

    /** What a query returned: its stream, its position in it (from 0), its rows, the rows kept. */
    record Outcome(TpchQuery query, int stream, int position, long rows, List<List<String>> answer) implements Result {}

    @Override
    public Kind kind() {
        return TpchKind.of(query.number());
    }

    /** Queries change no data: any endpoint will do. */
    @Override
    public int affinity() {
        return 0;
    }

    int stream() {
        return stream;
    }

    TpchQuery query() {
        return query;
    }

    /** The statements with the parameters in place. */
    List<String> statements() {
        return statements;
    }

    @Override
    public Result execute(Connection c) throws SQLException {
        long rows = 0;
        List<List<String>> answer = new ArrayList<>();
        try (Statement s = c.createStatement()) {
            s.setQueryTimeout(timeoutSecs);
            try {
                for (int i = 0; i <= query.answerStatement(); i++) {
                    if (i < query.answerStatement()) {
                        s.execute(statements.get(i));
                        continue;
                    }
                    try (ResultSet rs = s.executeQuery(statements.get(i))) {
                        int columns = rs.getMetaData().getColumnCount();
                        while (rs.next()) {
                            rows++;
                            if (keepAnswer) {
                                List<String> row = new ArrayList<>(columns);
                                for (int col = 1; col <= columns; col++) {
                                    row.add(rs.getString(col));
                                }
                                answer.add(row);
                            }
                        }
                    }
                }
            } catch (SQLException e) {
                cleanUp(s, e);
                throw e;
            }
            cleanUp(s, null);
        }
        return new Outcome(query, stream, position, rows, keepAnswer ? answer : List.of());
    }

    /**
     * The statements after the answer clean up (Q15's view): they run after a failure too, whose
     * exception ({@code failure}) keeps theirs as suppressed.
     */
    private void cleanUp(Statement s, SQLException failure) throws SQLException {
        for (int j = query.answerStatement() + 1; j < statements.size(); j++) {
            try {
                s.execute(statements.get(j));
            } catch (SQLException e) {
                if (failure == null) {
                    throw e;
                }
                failure.addSuppressed(e);
            }
        }
    }
}
