package io.tpcbench.report;

import io.tpcbench.workload.PageBars;
import io.tpcbench.workload.PageLines;
import io.tpcbench.workload.PageTimeline;
import io.tpcbench.workload.SummaryText;
import java.awt.Color;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.StandardXYBarPainter;
import org.jfree.chart.renderer.xy.XYBarRenderer;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYDataset;
import org.jfree.data.xy.XYIntervalSeries;
import org.jfree.data.xy.XYIntervalSeriesCollection;
import org.jfree.data.xy.XYSeries;

/**
 * The charts a workload hands the page through {@link SummaryText}: its bars, its interval
 * figures over time and its timelines, drawn in the page's style, ids prefixed {@value
 * #WORKLOAD_CHART}.
 */
final class WorkloadCharts {
    /** The id prefix of the charts a workload hands the page. */
    static final String WORKLOAD_CHART = "workload_";
    /** A bar shorter than this share of the timeline's span carries no label: it would not fit. */
    private static final double LABELLED_SHARE = 0.025;

    private WorkloadCharts() {}

    /** The workload's charts: bars, then lines (those with two points or more), then timelines. */
    static List<ChartImage> of(RunResult run) {
        SummaryText text = run.summary().part().text();
        List<ChartImage> charts = new ArrayList<>();
        text.pageBars().forEach(b -> charts.add(bars(b)));
        List<PageLines> lines = text.pageLines();
        if (!lines.isEmpty()) {
            List<IntervalFile.Entry> intervals = IntervalFile.read(run.dir().resolve(IntervalFile.NAME));
            // a run shorter than two report intervals has no line to draw: its chart is left out
            lines.stream()
                    .map(l -> lines(run, l, intervals))
                    .filter(WorkloadCharts::hasLine)
                    .forEach(charts::add);
        }
        text.pageTimelines().stream().filter(t -> !t.bars().isEmpty()).forEach(t -> charts.add(timeline(t)));
        return charts;
    }

    /** A workload's bar chart ({@link PageBars}): a colour per series, a legend when there are several. */
    static ChartImage bars(PageBars bars) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        bars.series().forEach((series, values) -> values.forEach((category, v) -> data.addValue(v, series, category)));
        JFreeChart chart = ChartFactory.createBarChart(bars.title(), "", bars.unit(), data);
        ChartStyle.apply(chart);
        if (bars.series().size() < 2) {
            chart.removeLegend();
        }
        BarRenderer r = (BarRenderer) chart.getCategoryPlot().getRenderer();
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        for (int i = 0; i < bars.series().size(); i++) {
            r.setSeriesPaint(i, ChartStyle.palette(i));
        }
        return ChartImage.of(WORKLOAD_CHART + bars.id(), bars.caption(), chart);
    }

    /**
     * A workload's figures of its interval lines ({@link PageLines}) over the session's time, at
     * each interval's middle; an interval less than half in the window is left out, as the warm-up
     * has no line.
     */
    static ChartImage lines(RunResult run, PageLines lines, List<IntervalFile.Entry> intervals) {
        List<XYSeries> series = new ArrayList<>();
        for (int i = 0; i < lines.figures().size(); i++) {
            series.add(series(run, lines.figures().get(i), lines.labels().get(i), intervals));
        }
        return RunCharts.timeChart(
                run, WORKLOAD_CHART + lines.id(), lines.title(), lines.caption(), lines.unit(), series);
    }

    /** One interval figure of a run over the session's time, named {@code label}, as {@link #lines} draws it. */
    static XYSeries series(RunResult run, String figure, String label, List<IntervalFile.Entry> intervals) {
        double windowStart = run.summary().window().startSecs();
        XYSeries s = new XYSeries(label);
        for (IntervalFile.Entry e : intervals) {
            Double v = e.figures() == null ? null : e.figures().get(figure);
            double inWindow = e.elapsedSecs() - Math.max(e.elapsedSecs() - e.intervalSecs(), windowStart);
            if (v != null && !v.isNaN() && inWindow >= e.intervalSecs() / 2) {
                ChartStyle.add(s, e.elapsedSecs() - e.intervalSecs() / 2, v);
            }
        }
        return s;
    }

    /** Whether a chart over time has a series of two points or more. */
    static boolean hasLine(ChartImage c) {
        XYDataset data = c.chart().getXYPlot().getDataset();
        for (int i = 0; i < data.getSeriesCount(); i++) {
            if (data.getItemCount(i) > 1) {
                return true;
            }
        }
        return false;
    }

    /**
     * A timeline ({@link PageTimeline}): a row per lane, top to bottom in the lanes' order, each
     * unit a bar over its seconds, neighbours in alternating shades so each stands apart, failed
     * ones red; a bar wide enough carries its label.
     */
    static ChartImage timeline(PageTimeline t) {
        // unsorted: a bar's item index is its place in its labels
        XYIntervalSeries even = new XYIntervalSeries("completed", false, true);
        XYIntervalSeries odd = new XYIntervalSeries("completed ", false, true);
        XYIntervalSeries failed = new XYIntervalSeries("failed", false, true);
        List<List<String>> labels = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        double span =
                t.bars().stream().mapToDouble(PageTimeline.Bar::endSecs).max().orElse(1);
        int[] perLane = new int[t.lanes().size()];
        for (PageTimeline.Bar b : t.bars()) {
            // the lanes top to bottom: the first lane at the top
            double y = t.lanes().size() - 1 - b.lane();
            int series = b.failed() ? 2 : perLane[b.lane()]++ % 2;
            XYIntervalSeries s = series == 2 ? failed : series == 0 ? even : odd;
            s.add(y, y - 0.35, y + 0.35, b.startSecs(), b.startSecs(), b.endSecs());
            labels.get(series).add(b.endSecs() - b.startSecs() >= span * LABELLED_SHARE ? b.label() : null);
        }
        XYIntervalSeriesCollection data = new XYIntervalSeriesCollection();
        data.addSeries(even);
        data.addSeries(odd);
        data.addSeries(failed);
        List<String> top = new ArrayList<>(t.lanes());
        Collections.reverse(top);
        SymbolAxis lanes = new SymbolAxis("", top.toArray(String[]::new));
        lanes.setGridBandsVisible(false);
        NumberAxis time = new NumberAxis("seconds since the first unit's start");
        XYBarRenderer r = new XYBarRenderer();
        r.setUseYInterval(true);
        r.setBarPainter(new StandardXYBarPainter());
        r.setShadowVisible(false);
        r.setDrawBarOutline(true);
        r.setDefaultOutlinePaint(Color.WHITE);
        r.setSeriesPaint(0, ChartStyle.palette(0));
        r.setSeriesPaint(1, ChartStyle.palette(0).darker());
        r.setSeriesPaint(2, ChartStyle.palette(1));
        r.setDefaultItemLabelGenerator(
                (dataset, series, item) -> labels.get(series).get(item));
        r.setDefaultItemLabelsVisible(true);
        r.setDefaultItemLabelFont(ChartStyle.LABEL);
        r.setDefaultItemLabelPaint(Color.WHITE);
        r.setDefaultPositiveItemLabelPosition(
                new ItemLabelPosition(ItemLabelAnchor.CENTER, TextAnchor.CENTER, TextAnchor.CENTER, 0));
        XYPlot plot = new XYPlot(data, lanes, time, r);
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        JFreeChart chart = new JFreeChart(t.title(), ChartStyle.TITLE, plot, false);
        ChartStyle.apply(chart);
        return ChartImage.of(WORKLOAD_CHART + t.id(), t.caption(), chart);
    }
}
