package io.tpcbench.workload.tpcc.check;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javax.sql.DataSource;

/**
 * Runs the consistency conditions of TPC-C 3.3.2 over warehouse ranges in parallel, one pooled
 * connection per worker, and gathers the violations per condition.
 */
public final class ConsistencyChecker {
    private static final int SAMPLES = 3;
    private static final String FRESHNESS = """
            SELECT COUNT(*), COALESCE(SUM(d_next_o_id), 0), (SELECT COUNT(*) FROM bmsql_new_order)
            FROM bmsql_district
            """;

    private final DataSource dataSource;
    private final int workers;

    public ConsistencyChecker(DataSource dataSource, int workers) {
        this.dataSource = dataSource;
        this.workers = workers;
    }

    /** Checks warehouses 1..warehouses; condition 11 only if no New-Order has run since the load. */
    public List<ConditionResult> check(int warehouses) throws SQLException, InterruptedException {
        boolean fresh = isFresh();
        List<int[]> ranges = ranges(warehouses, workers * 4);
        ExecutorService pool = Executors.newFixedThreadPool(
                workers, Thread.ofPlatform().daemon().name("check-", 1).factory());
        try {
            List<List<Future<Violations>>> futures = new ArrayList<>();
            for (Condition c : Conditions.ALL) {
                List<Future<Violations>> perRange = new ArrayList<>();
                if (fresh || !c.freshOnly()) {
                    for (int[] range : ranges) {
                        perRange.add(pool.submit(() -> violations(c, range[0], range[1])));
                    }
                }
                futures.add(perRange);
            }
            List<ConditionResult> results = new ArrayList<>();
            for (int i = 0; i < Conditions.ALL.size(); i++) {
                results.add(result(Conditions.ALL.get(i), futures.get(i)));
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }

    private ConditionResult result(Condition c, List<Future<Violations>> parts)
            throws SQLException, InterruptedException {
        if (parts.isEmpty()) {
            return new ConditionResult(
                    c.number(), c.clause(), c.rule(), ConditionResult.Status.NOT_APPLICABLE, 0, List.of());
        }
        long count = 0;
        List<String> samples = new ArrayList<>();
        for (Future<Violations> f : parts) {
            Violations v = get(f);
            count += v.count();
            v.samples().stream().limit(SAMPLES - samples.size()).forEach(samples::add);
        }
        return new ConditionResult(
                c.number(),
                c.clause(),
                c.rule(),
                count == 0 ? ConditionResult.Status.PASS : ConditionResult.Status.FAIL,
                count,
                samples);
    }

    private static Violations get(Future<Violations> f) throws SQLException, InterruptedException {
        try {
            return f.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof SQLException s) {
                throw s;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    private record Violations(long count, List<String> samples) {}

    private Violations violations(Condition c, int lo, int hi) throws SQLException {
        try (Connection conn = dataSource.getConnection();
                PreparedStatement ps = conn.prepareStatement(c.sql())) {
            int params = ps.getParameterMetaData().getParameterCount();
            for (int i = 1; i <= params; i++) {
                ps.setInt(i, i % 2 == 1 ? lo : hi);
            }
            long count = 0;
            List<String> samples = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                ResultSetMetaData md = rs.getMetaData();
                while (rs.next()) {
                    if (count++ < SAMPLES) {
                        samples.add(describe(rs, md));
                    }
                }
            }
            return new Violations(count, samples);
        }
    }

    private static String describe(ResultSet rs, ResultSetMetaData md) throws SQLException {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 1; i <= md.getColumnCount(); i++) {
            sb.append(i > 1 ? ", " : "")
                    .append(md.getColumnLabel(i))
                    .append('=')
                    .append(rs.getString(i));
        }
        return sb.append(')').toString();
    }

    /** Fresh: D_NEXT_O_ID still 3001 and 900 new orders per district, so neither New-Order nor Delivery ran. */
    private boolean isFresh() throws SQLException {
        try (Connection conn = dataSource.getConnection();
                PreparedStatement ps = conn.prepareStatement(FRESHNESS);
                ResultSet rs = ps.executeQuery()) {
            rs.next();
            return rs.getLong(2) == 3001L * rs.getLong(1) && rs.getLong(3) == 900L * rs.getLong(1);
        }
    }

    /** Splits 1..warehouses into at most {@code parts} contiguous ranges. */
    static List<int[]> ranges(int warehouses, int parts) {
        int n = Math.max(1, Math.min(parts, warehouses));
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int lo = 1 + (int) ((long) warehouses * i / n);
            int hi = (int) ((long) warehouses * (i + 1) / n);
            out.add(new int[] {lo, hi});
        }
        return out;
    }
}
