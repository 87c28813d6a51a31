package io.tpcbench.report;

import io.tpcbench.workload.TypeLine;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
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

    static List<ChartImage> all(List<RunResult> runs) {
        String kind = runs.get(0).summary().headlineKind();
        return List.of(
                overTime(
                        runs,
                        "compare_tpmc",
                        kind + " per minute over time",
                        kind + " per minute",
                        r -> series(r, firstKind(r), LatencySeries.Point::perMinute),
                        kind + " per minute of each run, report interval by interval"),
                overTime(
                        runs,
                        "compare_tpmtotal",
                        "tpmTOTAL over time",
                        "transactions per minute",
                        r -> shifted(RunCharts.total(r, r.name()), r),
                        "All transactions per minute of each run, report interval by interval"),
                overTime(
                        runs,
                        "compare_p90",
                        kind + " p90 over time",
                        "ms",
                        r -> series(r, firstKind(r), LatencySeries.Point::p90Ms),
                        "90th percentile of " + kind + " response times of each run, interval by interval"),
                p90ByType(runs),
                newOrderDistribution(runs, kind));
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
