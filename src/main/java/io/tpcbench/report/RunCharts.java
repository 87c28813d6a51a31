package io.tpcbench.report;

import io.tpcbench.workload.PageCommon;
import io.tpcbench.workload.SummaryText;
import io.tpcbench.workload.TypeLine;
import java.awt.BasicStroke;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.StandardXYBarPainter;
import org.jfree.chart.renderer.xy.XYBarRenderer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYIntervalSeries;
import org.jfree.data.xy.XYIntervalSeriesCollection;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * The charts of one run: throughput, latency percentiles over time, latency distributions, then the
 * hosts' ({@link OsCharts}) and the database server's ({@link ServerCharts}) over the session.
 */
final class RunCharts {
    private static final String TIME_AXIS = "seconds since the session start";
    /** Distribution buckets: ten per decade from 0.1 ms. */
    private static final double FIRST_BUCKET_MICROS = 100;

    static final double BUCKET_BASE = Math.pow(10, 0.1);

    private RunCharts() {}

    static List<ChartImage> all(RunResult run) {
        List<ChartImage> charts = new ArrayList<>();
        Set<PageCommon> common = run.summary().part().text().pageCommon();
        if (common.contains(PageCommon.THROUGHPUT)) {
            charts.add(throughput(run));
        }
        // one bar compares nothing
        if (common.contains(PageCommon.MEAN_BY_KIND) && chartedTypes(run).size() > 1) {
            charts.add(meanByKind(run));
        }
        charts.addAll(WorkloadCharts.of(run));
        SummaryText text = run.summary().part().text();
        run.latency().forEach((type, series) -> {
            if (series.total().getTotalCount() > 0
                    && common.contains(PageCommon.LATENCY_OVER_TIME)
                    && text.charted(type)) {
                charts.add(latencyOverTime(run, type, series));
            }
        });
        run.latency().forEach((type, series) -> {
            if (series.total().getTotalCount() > 0
                    && common.contains(PageCommon.LATENCY_DISTRIBUTION)
                    && text.charted(type)) {
                charts.add(distribution(run, type, series.total()));
            }
        });
        charts.addAll(OsCharts.of(run));
        charts.addAll(ServerCharts.of(run));
        return charts;
    }

    /** A latency log's kind as people read it. */
    static String displayName(RunResult run, String log) {
        return run.summary().latencyLogs().stream()
                .filter(l -> l.name().equals(log))
                .findFirst()
                .map(RunSummary.LatencyLog::displayName)
                .orElse(log.toLowerCase(Locale.ROOT));
    }

    /** The colour of a latency log's kind, by its position in the run's logs. */
    static Color colour(RunResult run, String log) {
        List<String> names = run.summary().latencyLogs().stream()
                .map(RunSummary.LatencyLog::name)
                .toList();
        return ChartStyle.kindColour(Math.max(0, names.indexOf(log)));
    }

    /** The run's kinds in its latency logs, the deferred work's left out. */
    private static List<String> kinds(RunResult run) {
        return run.summary().latencyLogs().stream()
                .filter(l -> !l.deferred())
                .map(RunSummary.LatencyLog::name)
                .filter(run.latency()::containsKey)
                .filter(run.summary().part().text()::charted)
                .toList();
    }

    /** The kinds' lines the engine's charts draw ({@link SummaryText#charted}). */
    private static List<TypeLine> chartedTypes(RunResult run) {
        SummaryText text = run.summary().part().text();
        return run.summary().types().stream()
                .filter(t -> run.summary().latencyLogs().stream()
                        .filter(l -> l.displayName().equals(t.name()))
                        .findFirst()
                        .map(l -> text.charted(l.name()))
                        .orElse(true))
                .toList();
    }

    /**
     * Each kind's mean response time over the window, a bar each: what a run of few long units
     * is read by (TPC-H's seconds per query; with one stream, each query's time); in seconds when
     * a kind takes a second or more, else in milliseconds.
     */
    static ChartImage meanByKind(RunResult run) {
        List<TypeLine> types = chartedTypes(run);
        boolean seconds = types.stream().anyMatch(t -> t.meanMs() >= 1000);
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (TypeLine t : types) {
            data.addValue(seconds ? t.meanMs() / 1000 : t.meanMs(), "mean", t.name());
        }
        JFreeChart chart =
                ChartFactory.createBarChart("Mean response time by kind", "", seconds ? "seconds" : "ms", data);
        ChartStyle.apply(chart);
        chart.removeLegend();
        BarRenderer r = (BarRenderer) chart.getCategoryPlot().getRenderer();
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        r.setSeriesPaint(0, ChartStyle.palette(0));
        return ChartImage.of(
                "bykind_mean", "Mean response time of each kind (transaction type, query) over the" + " window", chart);
    }

    /** Transactions per minute of every type, tpmC being New-Order's, and tpmTOTAL, interval by interval. */
    static ChartImage throughput(RunResult run) {
        XYSeriesCollection data = new XYSeriesCollection();
        List<Color> colours = new ArrayList<>();
        String rate = run.summary().part().text().firstKindRate();
        List<String> kinds = kinds(run);
        for (String kind : kinds) {
            boolean headline = !rate.isEmpty() && kind.equals(kinds.get(0));
            XYSeries s = new XYSeries(displayName(run, kind) + (headline ? " (" + rate + ")" : ""));
            run.latency().get(kind).points().forEach(p -> ChartStyle.add(s, p.midSecs(), p.perMinute()));
            data.addSeries(s);
            colours.add(colour(run, kind));
        }
        data.addSeries(total(run, "tpmTOTAL"));
        double perMinute =
                chartedTypes(run).stream().mapToLong(TypeLine::completed).sum()
                        / Math.max(run.summary().measuredSecs() / 60, 1e-9);
        colours.add(Color.BLACK);
        JFreeChart chart = ChartFactory.createXYLineChart("Throughput", TIME_AXIS, "transactions per minute", data);
        ChartStyle.apply(chart);
        ChartStyle.subtitle(
                chart,
                !rate.isEmpty()
                        ? String.format(
                                Locale.ROOT,
                                "measured: %,.0f %s, %,.0f" + " tpmTOTAL (dashed)",
                                run.summary().headline(),
                                rate,
                                perMinute)
                        : String.format(Locale.ROOT, "measured: %,.0f per minute (dashed)", perMinute));
        XYPlot plot = chart.getXYPlot();
        ChartStyle.lines(plot.getRenderer(), colours, 2f);
        plot.getRenderer().setSeriesStroke(colours.size() - 1, new BasicStroke(2.5f));
        if (!rate.isEmpty() && !kinds.isEmpty()) {
            plot.addRangeMarker(dashed(run.summary().headline(), colour(run, kinds.get(0))));
        }
        plot.addRangeMarker(dashed(perMinute, Color.BLACK));
        ChartStyle.warmUp(plot, run.summary().window());
        plot.getDomainAxis().setRange(0, Math.max(1, run.summary().window().endSecs()));
        return ChartImage.of(
                "throughput",
                rate.isEmpty()
                        ? "Units per minute per kind and of all kinds, report interval by interval; the dashed line is"
                                + " the run's measured rate per minute"
                        : "Transactions per minute per type, report interval by interval; the dashed lines are the"
                                + " run's measured " + rate + " and tpmTOTAL",
                chart);
    }

    /** tpmTOTAL interval by interval: the five types' counts of the same interval added up. */
    static XYSeries total(RunResult run, String name) {
        TreeMap<Double, double[]> byInterval = new TreeMap<>();
        for (String kind : kinds(run)) {
            for (LatencySeries.Point p : run.latency().get(kind).points()) {
                // the logs are drained together: the same interval's stamps differ by milliseconds
                Map.Entry<Double, double[]> near = byInterval.floorEntry(p.midSecs() + 0.5);
                if (near == null || near.getKey() < p.midSecs() - 0.5) {
                    byInterval.put(p.midSecs(), new double[] {p.count(), p.endSecs() - p.startSecs()});
                } else {
                    near.getValue()[0] += p.count();
                }
            }
        }
        XYSeries s = new XYSeries(name);
        byInterval.forEach((mid, v) -> s.add(mid.doubleValue(), v[0] * 60 / v[1]));
        return s;
    }

    static ValueMarker dashed(double value, Color colour) {
        ValueMarker m = new ValueMarker(
                value,
                colour,
                new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f));
        m.setAlpha(0.8f);
        return m;
    }

    /** p50, p90 and p99 of one type, interval by interval. */
    static ChartImage latencyOverTime(RunResult run, String type, LatencySeries series) {
        String[] names = {"p50", "p90", "p99"};
        List<ToDoubleFunction<LatencySeries.Point>> values =
                List.of(LatencySeries.Point::p50Ms, LatencySeries.Point::p90Ms, LatencySeries.Point::p99Ms);
        XYSeriesCollection data = new XYSeriesCollection();
        for (int i = 0; i < names.length; i++) {
            XYSeries s = new XYSeries(names[i]);
            ToDoubleFunction<LatencySeries.Point> v = values.get(i);
            series.points().forEach(p -> ChartStyle.add(s, p.midSecs(), v.applyAsDouble(p)));
            data.addSeries(s);
        }
        String name = displayName(run, type);
        JFreeChart chart = ChartFactory.createXYLineChart(name + " response time", TIME_AXIS, "ms", data);
        ChartStyle.apply(chart);
        XYPlot plot = chart.getXYPlot();
        ChartStyle.lines(
                plot.getRenderer(), List.of(new Color(0x2CA02C), new Color(0x1F77B4), new Color(0xD62728)), 2f);
        ChartStyle.warmUp(plot, run.summary().window());
        plot.getDomainAxis().setRange(0, Math.max(1, run.summary().window().endSecs()));
        return ChartImage.of(
                "latency_" + type,
                name + ": 50th, 90th and 99th percentile of the response times" + " completed in each report interval",
                chart);
    }

    /** The share of a type's transactions per response-time bucket, ten buckets per decade, with p50/p90/p99. */
    static ChartImage distribution(RunResult run, String type, Histogram h) {
        XYIntervalSeries s = new XYIntervalSeries(displayName(run, type));
        for (HistogramIterationValue v : h.logarithmicBucketValues((long) FIRST_BUCKET_MICROS, BUCKET_BASE)) {
            long n = v.getCountAddedInThisIterationStep();
            if (n > 0) {
                double to = v.getValueIteratedTo() / 1000.0;
                double from = Math.max(to / BUCKET_BASE, 0.01);
                double pct = 100.0 * n / h.getTotalCount();
                s.add(Math.sqrt(from * to), from, to, pct, pct, pct);
            }
        }
        XYIntervalSeriesCollection data = new XYIntervalSeriesCollection();
        data.addSeries(s);
        String name = displayName(run, type);
        JFreeChart chart = ChartFactory.createXYBarChart(
                name + " response time distribution", "ms (log scale)", false, "% of transactions", data);
        ChartStyle.apply(chart);
        chart.removeLegend();
        XYPlot plot = chart.getXYPlot();
        plot.setDomainAxis(ChartStyle.logMillis());
        XYBarRenderer r = (XYBarRenderer) plot.getRenderer();
        r.setBarPainter(new StandardXYBarPainter());
        r.setShadowVisible(false);
        r.setSeriesPaint(0, colour(run, type));
        String[] labels = {"p50", "p90", "p99"};
        double[] pcts = {50, 90, 99};
        for (int i = 0; i < labels.length; i++) {
            double ms = h.getValueAtPercentile(pcts[i]) / 1000.0;
            ValueMarker m = dashed(ms, Color.DARK_GRAY);
            m.setLabel(String.format(Locale.ROOT, "%s %.1f", labels[i], ms));
            m.setLabelFont(ChartStyle.LABEL);
            m.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
            m.setLabelTextAnchor(TextAnchor.TOP_LEFT);
            plot.addDomainMarker(m);
        }
        return ChartImage.of(
                "distribution_" + type,
                name + ": share of the window's transactions per"
                        + " response-time bucket (ten per decade), with the 50th, 90th and 99th percentiles",
                chart);
    }

    /** Lines over the session's time, one colour each, the warm-up shaded. */
    static ChartImage timeChart(
            RunResult run, String id, String title, String caption, String unit, List<XYSeries> series) {
        XYSeriesCollection data = new XYSeriesCollection();
        List<Color> colours = new ArrayList<>();
        for (XYSeries s : series) {
            colours.add(ChartStyle.palette(data.getSeriesCount()));
            data.addSeries(s);
        }
        JFreeChart chart = ChartFactory.createXYLineChart(title, TIME_AXIS, unit, data);
        ChartStyle.apply(chart);
        XYPlot plot = chart.getXYPlot();
        ChartStyle.lines(plot.getRenderer(), colours, 2f);
        // a figure that stays at zero (no disk I/O, steal) shows as a line above the axis, not hidden in it
        ((NumberAxis) plot.getRangeAxis()).setAutoRangeStickyZero(false);
        ChartStyle.warmUp(plot, run.summary().window());
        return ChartImage.of(id, caption, chart);
    }
}
