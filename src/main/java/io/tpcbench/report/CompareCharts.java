package io.tpcbench.report;

import io.tpcbench.workload.PageBars;
import io.tpcbench.workload.PageCommon;
import io.tpcbench.workload.PageLines;
import io.tpcbench.workload.TypeLine;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/** The charts of a comparison: one series per run, time measured from each run's window start so they align. */
final class CompareCharts {
    private static final String TIME_AXIS = "seconds since the measurement window's start";

    private CompareCharts() {}

    /**
     * The runs' charts: for a workload that keeps the engine's sections, its first kind and all
     * kinds per minute, the first kind's p90 over time and by kind, and its distribution; for one
     * that draws its own, its interval lines (each chart's first figure) and its one-series bars,
     * run beside run.
     */
    static List<ChartImage> all(List<RunResult> runs) {
        RunSummary first = runs.get(0).summary();
        Set<PageCommon> common = first.part().text().pageCommon();
        String kind = first.headlineKind();
        List<ChartImage> charts = new ArrayList<>();
        if (common.contains(PageCommon.THROUGHPUT)) {
            charts.add(overTime(
                    runs,
                    "compare_tpmc",
                    kind + " per minute over time",
                    kind + " per minute",
                    r -> series(r, firstKind(r), LatencySeries.Point::perMinute),
                    kind + " per minute of each run, report interval by interval"));
            charts.add(overTime(
                    runs,
                    "compare_tpmtotal",
                    "tpmTOTAL over time",
                    "transactions per minute",
                    r -> shifted(RunCharts.total(r, r.name()), r),
                    "All transactions per minute of each run, report interval by interval"));
        }
        for (PageLines l : first.part().text().pageLines()) {
            ChartImage c = overTime(
                    runs,
                    "compare_" + WorkloadCharts.WORKLOAD_CHART + l.id(),
                    l.labels().get(0) + " over time",
                    l.unit(),
                    r -> shifted(
                            WorkloadCharts.series(
                                    r,
                                    l.figures().get(0),
                                    r.name(),
                                    IntervalFile.read(r.dir().resolve(IntervalFile.NAME))),
                            r),
                    l.labels().get(0) + " of each run, report interval by interval");
            if (WorkloadCharts.hasLine(c)) {
                charts.add(c);
            }
        }
        if (common.contains(PageCommon.LATENCY_OVER_TIME)) {
            charts.add(overTime(
                    runs,
                    "compare_p90",
                    kind + " p90 over time",
                    "ms",
                    r -> series(r, firstKind(r), LatencySeries.Point::p90Ms),
                    "90th percentile of " + kind + " response times of each run, interval by interval"));
        }
        if (common.contains(PageCommon.KINDS_TABLE)) {
            charts.add(p90ByType(runs));
        }
        for (PageBars b : first.part().text().pageBars()) {
            if (b.series().size() == 1) {
                charts.add(bars(runs, b));
            }
        }
        if (common.contains(PageCommon.LATENCY_DISTRIBUTION)) {
            charts.add(newOrderDistribution(runs, kind));
        }
        return charts;
    }

    /** A workload's one-series bars ({@code bars}: the first run's), each run's beside the others' by category. */
    private static ChartImage bars(List<RunResult> runs, PageBars bars) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (int i = 0; i < runs.size(); i++) {
            String run = (i + 1) + ": " + runs.get(i).name();
            runs.get(i).summary().part().text().pageBars().stream()
                    .filter(b -> b.id().equals(bars.id()) && b.series().size() == 1)
                    .flatMap(b -> b.series().values().stream())
                    .forEach(values -> values.forEach((category, v) -> data.addValue(v, run, category)));
        }
        JFreeChart chart = ChartFactory.createBarChart(bars.title(), "", bars.unit(), data);
        ChartStyle.apply(chart);
        BarRenderer r = (BarRenderer) chart.getCategoryPlot().getRenderer();
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        for (int i = 0; i < runs.size(); i++) {
            r.setSeriesPaint(i, ChartStyle.palette(i));
        }
        return ChartImage.of(
                "compare_" + WorkloadCharts.WORKLOAD_CHART + bars.id(), bars.caption() + ", run beside run", chart);
    }

    /** The latency log of a run's first kind (TPC-C's New-Order). */
    private static String firstKind(RunResult r) {
        return r.latency().keySet().iterator().next();
    }

    /** One run's points of a type, time from its window start. */
    private static XYSeries series(RunResult run, String type, ToDoubleFunction<LatencySeries.Point> value) {
        XYSeries s = new XYSeries(run.name());
        double start = run.summary().window().startSecs();
        run.latency().get(type).points().forEach(p -> ChartStyle.add(s, p.midSecs() - start, value.applyAsDouble(p)));
        return s;
    }

    private static XYSeries shifted(XYSeries fromSessionStart, RunResult run) {
        XYSeries s = new XYSeries(run.name());
        double start = run.summary().window().startSecs();
        for (int i = 0; i < fromSessionStart.getItemCount(); i++) {
            s.add(fromSessionStart.getX(i).doubleValue() - start, fromSessionStart.getY(i));
        }
        return s;
    }

    private static ChartImage overTime(
            List<RunResult> runs,
            String id,
            String title,
            String unit,
            Function<RunResult, XYSeries> series,
            String caption) {
        XYSeriesCollection data = new XYSeriesCollection();
        List<Color> colours = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            data.addSeries(distinct(series.apply(runs.get(i)), i));
            colours.add(ChartStyle.palette(i));
        }
        JFreeChart chart = ChartFactory.createXYLineChart(title, TIME_AXIS, unit, data);
        ChartStyle.apply(chart);
        ChartStyle.lines(chart.getXYPlot().getRenderer(), colours, 2f);
        return ChartImage.of(id, caption, chart);
    }

    /** Series keys must differ: two runs of the same directory name get their position too. */
    private static XYSeries distinct(XYSeries s, int index) {
        s.setKey((index + 1) + ": " + s.getKey());
        return s;
    }

    private static ChartImage p90ByType(List<RunResult> runs) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (int i = 0; i < runs.size(); i++) {
            RunResult r = runs.get(i);
            for (TypeLine t : r.summary().types()) {
                data.addValue(t.p90Ms(), (i + 1) + ": " + r.name(), t.name());
            }
        }
        JFreeChart chart = ChartFactory.createBarChart("p90 response time by transaction", "", "ms", data);
        ChartStyle.apply(chart);
        CategoryPlot plot = chart.getCategoryPlot();
        BarRenderer r = (BarRenderer) plot.getRenderer();
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        for (int i = 0; i < runs.size(); i++) {
            r.setSeriesPaint(i, ChartStyle.palette(i));
        }
        return ChartImage.of(
                "compare_p90_by_type",
                "90th percentile response time of each transaction type over" + " each run's window",
                chart);
    }

    /** The first kind's (New-Order's) share of units per response-time bucket, one line per run. */
    private static ChartImage newOrderDistribution(List<RunResult> runs, String kind) {
        XYSeriesCollection data = new XYSeriesCollection();
        List<Color> colours = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            Histogram h = runs.get(i).latency().get(firstKind(runs.get(i))).total();
            XYSeries s = new XYSeries((i + 1) + ": " + runs.get(i).name());
            if (h.getTotalCount() > 0) {
                for (HistogramIterationValue v : h.logarithmicBucketValues(100, RunCharts.BUCKET_BASE)) {
                    s.add(
                            v.getValueIteratedTo() / 1000.0,
                            100.0 * v.getCountAddedInThisIterationStep() / h.getTotalCount());
                }
            }
            data.addSeries(s);
            colours.add(ChartStyle.palette(i));
        }
        JFreeChart chart = ChartFactory.createXYLineChart(
                kind + " response time distribution", "ms (log scale)", "% of " + kind, data);
        ChartStyle.apply(chart);
        XYPlot plot = chart.getXYPlot();
        plot.setDomainAxis(ChartStyle.logMillis());
        ChartStyle.lines(plot.getRenderer(), colours, 2f);
        return ChartImage.of(
                "compare_distribution",
                "Share of each run's " + kind + " per response-time bucket" + " (ten per decade)",
                chart);
    }
}
