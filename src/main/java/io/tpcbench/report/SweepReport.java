package io.tpcbench.report;

import java.awt.BasicStroke;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * The curve of a sweep: tpmC and New-Order p90 against the swept key's values, as
 * {@code sweep.html} (chart and table, each run linked to its report), {@code sweep.csv} and
 * {@code sweep_tpmC.svg}/{@code .png}. Written again after every run, so it always holds the
 * runs done so far.
 */
public final class SweepReport {
    public static final String PAGE = "sweep.html";
    static final List<String> CSV_COLUMNS = List.of("value", "tpmC", "tpmTOTAL", "efficiencyPct", "newOrderP90Ms",
            "failedTransactions", "failedVerdicts", "interrupted", "resultDirectory");

    /** One value of the swept key and the run it got. */
    public record Point(String value, Path resultDir) {}

    private SweepReport() {}

    public static Path write(Path sweepDir, String key, List<Point> points) {
        List<RunResult> runs = points.stream().map(p -> RunResult.read(p.resultDir())).toList();
        ChartImage chart = curve(key, points, runs);
        try {
            chart.writeFiles(sweepDir);
            Files.write(sweepDir.resolve("sweep.csv"), csv(points, runs), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ReportException("the sweep's files cannot be written to " + sweepDir + ": " + e.getMessage(), e);
        }
        Path page = sweepDir.resolve(PAGE);
        page(sweepDir, key, points, runs, chart).write(page);
        return page;
    }

    static ChartImage curve(String key, List<Point> points, List<RunResult> runs) {
        DefaultCategoryDataset tpmC = new DefaultCategoryDataset();
        DefaultCategoryDataset p90 = new DefaultCategoryDataset();
        RunSummary first = runs.get(0).summary();
        String headline = first.headlineName();
        String kind = first.headlineKind();
        for (int i = 0; i < points.size(); i++) {
            RunSummary s = runs.get(i).summary();
            tpmC.addValue(s.headline(), headline, points.get(i).value());
            p90.addValue(s.types().get(0).p90Ms(), kind + " p90 (ms, right axis)", points.get(i).value());
        }
        JFreeChart chart = ChartFactory.createLineChart(headline + " and " + kind + " p90 by " + key, key, headline,
                tpmC);
        ChartStyle.apply(chart);
        CategoryPlot plot = chart.getCategoryPlot();
        LineAndShapeRenderer left = (LineAndShapeRenderer) plot.getRenderer();
        left.setDefaultShapesVisible(true);
        left.setSeriesPaint(0, ChartStyle.TYPE_COLOURS.get("NEW_ORDER"));
        left.setSeriesStroke(0, new BasicStroke(2.5f));
        NumberAxis ms = new NumberAxis(kind + " p90 ms");
        ms.setLabelFont(ChartStyle.LABEL);
        plot.setRangeAxis(1, ms);
        plot.setDataset(1, p90);
        plot.mapDatasetToRangeAxis(1, 1);
        LineAndShapeRenderer right = new LineAndShapeRenderer(true, true);
        right.setSeriesPaint(0, ChartStyle.palette(1));
        right.setSeriesStroke(0, new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                new float[] {6f, 4f}, 0f));
        plot.setRenderer(1, right);
        return ChartImage.of("sweep_tpmC", headline + " (solid, left axis) and the 90th percentile of " + kind
                + " response times (dashed, right axis) of each run of the sweep", chart);
    }

    private static List<String> csv(List<Point> points, List<RunResult> runs) {
        List<String> columns = new ArrayList<>(CSV_COLUMNS);
        if (!runs.get(0).summary().tpcc()) {
            // another workload's headline and first kind: tps and its p90
            columns.set(1, runs.get(0).summary().headlineName());
            columns.set(4, "p90Ms");
        }
        List<String> lines = new ArrayList<>(List.of(String.join(",", columns)));
        for (int i = 0; i < points.size(); i++) {
            RunSummary s = runs.get(i).summary();
            lines.add(String.join(",", quoted(points.get(i).value()), f(s.headline()), f(s.tpmTotal()),
                    f(s.efficiencyPct()), f(s.types().get(0).p90Ms()), Long.toString(Figures.failed(s)),
                    Long.toString(failedVerdicts(s)), Boolean.toString(s.interrupted()),
                    quoted(points.get(i).resultDir().toString())));
        }
        return lines;
    }

    private static String quoted(String s) {
        return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }

    private static String f(double d) {
        return String.format(Locale.ROOT, "%.2f", d);
    }

    private static long failedVerdicts(RunSummary s) {
        return s.verdicts().stream().filter(v -> v.status().equals(RunSummary.Verdict.FAIL)).count();
    }

    private static HtmlPage page(Path sweepDir, String key, List<Point> points, List<RunResult> runs,
            ChartImage chart) {
        HtmlPage p = new HtmlPage("tpcbench sweep of " + key);
        p.heading(1, "tpcbench sweep of " + key);
        p.raw("<p class=\"meta\">" + HtmlPage.esc(points.size() + " run(s), the same warm-up and duration each; "
                + "every run's result directory is kept under " + sweepDir.toAbsolutePath().normalize()) + "</p>");
        p.charts(List.of(chart));
        p.heading(2, "Runs");
        StringBuilder t = new StringBuilder("<table class=\"numeric\">\n<thead><tr><th>" + HtmlPage.esc(key)
                + "</th><th>" + runs.get(0).summary().headlineName() + "</th><th>tpmTOTAL</th><th>efficiency</th><th>"
                + HtmlPage.esc(runs.get(0).summary().headlineKind()) + " p90</th><th>failed</th>"
                + "<th>verdicts</th><th>report</th></tr></thead>\n<tbody>\n");
        for (int i = 0; i < points.size(); i++) {
            RunSummary s = runs.get(i).summary();
            long failedVerdicts = failedVerdicts(s);
            String link = sweepDir.toAbsolutePath().relativize(points.get(i).resultDir().toAbsolutePath())
                    .resolve(RunReport.FILE).toString().replace('\\', '/');
            t.append("<tr><td>").append(HtmlPage.esc(points.get(i).value())).append(s.interrupted() ? " (interrupted)" : "")
                    .append("</td><td>").append(Figures.whole(s.headline())).append("</td><td>")
                    .append(Figures.whole(s.tpmTotal())).append("</td><td>")
                    .append(String.format(Locale.ROOT, "%.1f %%", s.efficiencyPct())).append("</td><td>")
                    .append(Figures.ms(s.types().get(0).p90Ms())).append("</td><td>").append(Figures.failed(s))
                    .append("</td><td").append(failedVerdicts > 0 ? " class=\"fail\">" : " class=\"pass\">")
                    .append(failedVerdicts > 0 ? failedVerdicts + " FAIL" : "all PASS").append("</td><td><a href=\"")
                    .append(HtmlPage.esc(link)).append("\">").append(HtmlPage.esc(runs.get(i).name()))
                    .append("</a></td></tr>\n");
        }
        p.raw(t.append("</tbody></table>").toString());
        p.raw("<footer>Written by tpcbench at " + HtmlPage.esc(ResultDirectory.stamp(ZonedDateTime.now()))
                + "; also sweep.csv and sweep_tpmC.svg/.png in the same directory.</footer>");
        return p;
    }
}
