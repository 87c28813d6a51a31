package io.tpcbench.workload.lineitem;

import io.tpcbench.workload.Deferrer;
import io.tpcbench.workload.Interval;
import io.tpcbench.workload.IntervalLine;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.Tally;
import io.tpcbench.workload.WorkSource;
import io.tpcbench.workload.WorkloadRun;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.LongAdder;
import javax.sql.DataSource;
import org.HdrHistogram.Histogram;

/**
 * One test of the storage-engine workload on the engine's terminals: the insert tests fill the
 * empty tables and end, reporting rows per second; the query tests run for the window, reporting
 * queries per second per kind. Both end with the tables' sizes against the raw bytes of their rows.
 */
final class LineitemRun implements WorkloadRun {
    private final LineitemOptions o;
    private final Rows rows;
    private final long rawPerTable;
    private final InsertSource.Tables tables;
    private final LongAdder inserted = new LongAdder();
    private final LongAdder insertedRaw = new LongAdder();
    private final Map<LineitemKind, LongAdder> empty = new EnumMap<>(LineitemKind.class);
    private long lastInserted;

    /** A query test's run: the rows' keys and their raw bytes per table, as the build recorded them. */
    static LineitemRun queries(LineitemOptions o, Rows rows, long rawPerTable) {
        return new LineitemRun(o, rows, rawPerTable, null);
    }

    /** An insert test's run: each table's rows, made as they are taken. */
    static LineitemRun inserts(LineitemOptions o, InsertSource.Tables tables) {
        return new LineitemRun(o, null, 0, tables);
    }

    private LineitemRun(LineitemOptions o, Rows rows, long rawPerTable, InsertSource.Tables tables) {
        this.o = o;
        this.rows = rows;
        this.rawPerTable = rawPerTable;
        this.tables = tables;
        for (LineitemKind k : LineitemKind.values()) {
            empty.put(k, new LongAdder());
        }
    }

    @Override
    public WorkSource terminal(int index, SplittableRandom random, Deferrer deferrer) {
        return o.test().inserts() ? new InsertSource(tables, index, this) : new QuerySource(o, rows, random, this);
    }

    /** {@code n} rows of {@code raw} bytes as dbgen's text are in their table. */
    void inserted(int n, long raw) {
        inserted.add(n);
        insertedRaw.add(raw);
    }

    /** A query's rows: a point lookup of a loaded row's key that finds none means the data is not what was built. */
    void found(LineitemKind kind, long n) {
        if (n == 0) {
            empty.get(kind).increment();
        }
    }

    private long totalRows() {
        return (long) o.tables() * o.rowsPerTable();
    }

    @Override
    public IntervalLine intervalLine(Interval interval) {
        if (!o.test().inserts()) {
            double qps = interval.completed() / Math.max(interval.intervalSecs(), 1e-3);
            return IntervalLine.of(interval.line(
                            String.format(Locale.ROOT, "qps %,.0f", qps),
                            o.test().kinds()))
                    .sum("qps", qps);
        }
        long now = inserted.sum();
        double rate = (now - lastInserted) / Math.max(interval.intervalSecs(), 1e-3);
        lastInserted = now;
        double percent = 100.0 * now / totalRows();
        return IntervalLine.of(interval.line(
                        String.format(
                                Locale.ROOT, "rows/s %,.0f, %,d of %,d rows (%.0f%%)", rate, now, totalRows(), percent),
                        o.test().kinds()))
                .sum("rowsPerSec", rate)
                .sum("rowsDone", now)
                .sum("rowsTotal", totalRows())
                .alone("percentDone", percent);
    }

    @Override
    public SummaryPart summaryPart(DataSource pool, Tally tally) {
        double measuredSecs = tally.measuredSecs();
        double secs = Math.max(measuredSecs, 1e-9);
        Map<String, Double> figures = new LinkedHashMap<>();
        List<String> lines = new ArrayList<>();
        Map<String, Object> section = new LinkedHashMap<>(); // summary.json's lineitemSizes
        lines.add(String.format(
                Locale.ROOT,
                "lineitem %s: %d table(s) of %,d rows, %d-index layout, ENGINE=%s%s",
                o.test().key(),
                o.tables(),
                o.rowsPerTable(),
                o.indexLayout(),
                o.storageEngine(),
                o.tableOptions().isBlank() ? "" : " " + o.tableOptions()));
        if (o.test().inserts()) {
            long statements = tally.completed(LineitemKind.INSERT);
            long rowsIn = inserted.sum();
            figures.put("rowsPerSecond", rowsIn / secs);
            figures.put("rowsInserted", (double) rowsIn);
            figures.put("statementsPerSecond", statements / secs);
            figures.put("insertStatements", (double) statements);
            lines.add(String.format(
                    Locale.ROOT,
                    "Inserted %,d of %,d rows in %.1f s: %,.0f rows/s (%,.0f INSERT"
                            + " statements/s of %d row(s), p95 %.1f ms)",
                    rowsIn,
                    totalRows(),
                    measuredSecs,
                    rowsIn / secs,
                    statements / secs,
                    o.batch(),
                    percentile(tally, LineitemKind.INSERT, 95)));
        } else {
            long queries = 0;
            for (LineitemKind k : o.test().kinds()) {
                queries += tally.completed(k);
            }
            figures.put("qps", queries / secs);
            figures.put("queries", (double) queries);
            for (LineitemKind k : o.test().kinds()) {
                long n = tally.completed(k);
                figures.put(k.name() + "_qps", n / secs);
                lines.add(String.format(
                        Locale.ROOT,
                        "  %-14s %,10.0f queries/s  p95 %7.2f ms%s",
                        k.displayName(),
                        n / secs,
                        percentile(tally, k, 95),
                        empty.get(k).sum() == 0
                                ? ""
                                : String.format(
                                        Locale.ROOT,
                                        "  (%,d found no row)",
                                        empty.get(k).sum())));
            }
            lines.add(
                    1,
                    String.format(
                            Locale.ROOT,
                            "%,.0f queries/s over %.1f s, keys drawn %s",
                            queries / secs,
                            measuredSecs,
                            o.zipfian() ? "zipfian (exponent " + o.zipfianExponent() + ")" : "uniformly"));
            long missing = empty.get(LineitemKind.PK_POINT).sum()
                    + empty.get(LineitemKind.PARTKEY_POINT).sum()
                    + empty.get(LineitemKind.SUPPKEY_POINT).sum();
            figures.put("pointLookupsWithoutRow", (double) missing);
        }
        try (Connection c = pool.getConnection()) {
            // an insert test's raw bytes are those of the rows it inserted (all of them, or its share when stopped
            // early)
            long raw = o.test().inserts() ? Math.round((double) insertedRaw.sum() / o.tables()) : rawPerTable;
            if (o.test().inserts() && inserted.sum() == totalRows()) {
                LineitemSteps.filled(c, raw);
                lines.add("Every table holds its rows now: the query tests can run on them");
            }
            Sizes sizes = Sizes.read(c, o.tables(), raw, o.compactForSizes());
            lines.addAll(sizes.lines());
            figures.put("rawBytes", (double) sizes.raw());
            figures.put("storedBytes", (double) sizes.stored());
            figures.put("estimatedBytes", (double) sizes.estimated());
            figures.put("compressionRatio", sizes.ratio());
            sizes.bufferPool().ifPresent(bp -> figures.put("bufferPoolBytes", (double) bp));
            section.putAll(sizes.section());
        } catch (SQLException e) {
            lines.add("Sizes: not read (" + e.getMessage() + ")");
        }
        return LineitemText.part(SummaryPart.of(lines, figures, 0), section);
    }

    private static double percentile(Tally tally, LineitemKind kind, double p) {
        Histogram h = tally.latencies(kind);
        return h.getTotalCount() == 0 ? 0 : h.getValueAtPercentile(p) / 1000.0;
    }
}
