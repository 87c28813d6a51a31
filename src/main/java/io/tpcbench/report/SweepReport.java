package io.tpcbench.report;

import io.tpcbench.config.OutputException;
import io.tpcbench.workload.PageCommon;
import io.tpcbench.workload.SummaryParts;
import io.tpcbench.workload.TypeLine;
import io.tpcbench.workload.Verdict;
import java.awt.BasicStroke;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * The curves of a sweep: the headline (tpmC), the workload's own sweep figures (CH-benCHmark's
 * QphH) and the first kind's p90 against the swept key's values, one curve per value of a grid's first key, as {@code sweep.html} (charts and table, each
 * run linked to its report), {@code sweep.csv} and {@code sweep_tpmC}/{@code sweep_p90} as SVG and
 * PNG. Written again after every run, so it always holds the runs done so far.
 */
public final class SweepReport {
    public static final String PAGE = "sweep.html";
    static final List<String> CSV_FIGURES = List.of(
            "tpmC",
            "tpmTOTAL",
            "efficiencyPct",
            "newOrderP90Ms",
            "failedTransactions",
            "lateTransactions",
            "failedVerdicts",
            "interrupted",
            "resultDirectory");

    /** One run of the sweep: its value of the curves' key (empty without a grid), of the x axis' key, and its results. */
    public record Point(String curve, String x, Path resultDir) {}

    private SweepReport() {}

    /**
     * Writes the page, the CSV and the charts of the runs done; {@code curveKey} is the grid's
     * first key (empty for a sweep of one key), {@code xKey} the key along the x axis.
     */
    public static Path write(SummaryParts parts, Path sweepDir, String curveKey, String xKey, List<Point> points) {
        List<RunResult> runs =
                points.stream().map(p -> RunResult.read(parts, p.resultDir())).toList();
        RunSummary first = runs.get(0).summary();
        List<ChartImage> charts = new ArrayList<>();
        charts.add(curves("sweep_tpmC", first.headlineName(), curveKey, xKey, points, runs, RunSummary::headline));
        first.part()
                .text()
                .sweepFigures()
                .forEach((key, label) -> charts.add(curves(
                        "sweep_" + key,
                        label,
                        curveKey,
                        xKey,
                        points,
                        runs,
                        s -> s.part().figures().getOrDefault(key, Double.NaN))));
        // the first kind's p90 where the workload's page shows percentiles (not TPC-H's single runs)
        if (first.part().text().pageCommon().contains(PageCommon.KINDS_TABLE)) {
            charts.add(curves(
                    "sweep_p90",
                    first.headlineKind() + " p90 ms",
                    curveKey,
                    xKey,
                    points,
                    runs,
                    s -> s.types().get(0).p90Ms()));
        }
        try {
            for (ChartImage c : charts) {
                c.writeFiles(sweepDir);
            }
            Files.write(sweepDir.resolve("sweep.csv"), csv(curveKey, xKey, points, runs), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new OutputException(sweepDir, e);
        }
        Path page = sweepDir.resolve(PAGE);
        page(sweepDir, curveKey, xKey, points, runs, charts).write(page);
        return page;
    }

    /** One figure against the x values, a line per curve value (one line without a grid). */
    static ChartImage curves(
            String name,
            String figure,
            String curveKey,
            String xKey,
            List<Point> points,
            List<RunResult> runs,
            ToDoubleFunction<RunSummary> value) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (int i = 0; i < points.size(); i++) {
            Point p = points.get(i);
            data.addValue(
                    value.applyAsDouble(runs.get(i).summary()),
                    curveKey.isEmpty() ? figure : curveKey + "=" + p.curve(),
                    p.x());
        }
        String title = figure + " by " + xKey + (curveKey.isEmpty() ? "" : ", one curve per " + curveKey);
        JFreeChart chart = ChartFactory.createLineChart(title, xKey, figure, data);
        ChartStyle.apply(chart);
        LineAndShapeRenderer r = (LineAndShapeRenderer) chart.getCategoryPlot().getRenderer();
        r.setDefaultShapesVisible(true);
        for (int s = 0; s < data.getRowCount(); s++) {
            r.setSeriesPaint(s, ChartStyle.palette(s));
            r.setSeriesStroke(s, new BasicStroke(2.5f));
        }
        return ChartImage.of(
                name,
                figure + " of each run of the sweep against " + xKey
                        + (curveKey.isEmpty() ? "" : ", one line per value of " + curveKey),
                chart);
    }

    private static List<String> csv(String curveKey, String xKey, List<Point> points, List<RunResult> runs) {
        List<String> columns = new ArrayList<>();
        if (!curveKey.isEmpty()) {
            columns.add(curveKey);
        }
        columns.add(xKey);
        columns.addAll(CSV_FIGURES);
        int figures = columns.size() - CSV_FIGURES.size();
        // the workload's headline (tpmC, tps, queriesPerHour) and its first kind's p90
        RunSummary first = runs.get(0).summary();
        columns.set(figures, first.headlineName());
        columns.set(
                figures + 3,
                first.part().text().firstKindKey().isEmpty()
                        ? "p90Ms"
                        : first.part().text().firstKindKey() + "P90Ms");
        List<String> lines = new ArrayList<>(List.of(
                String.join(",", columns.stream().map(SweepReport::quoted).toList())));
        for (int i = 0; i < points.size(); i++) {
            RunSummary s = runs.get(i).summary();
            List<String> cells = new ArrayList<>();
            if (!curveKey.isEmpty()) {
                cells.add(quoted(points.get(i).curve()));
            }
            cells.addAll(List.of(
                    quoted(points.get(i).x()),
                    f(s.headline()),
                    f(s.tpmTotal()),
                    f(efficiency(s)),
                    f(s.types().get(0).p90Ms()),
                    Long.toString(Figures.failed(s)),
                    Long.toString(late(s)),
                    Long.toString(failedVerdicts(s)),
                    Boolean.toString(s.interrupted()),
                    quoted(points.get(i).resultDir().toString())));
            lines.add(String.join(",", cells));
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
        return s.verdicts().stream()
                .filter(v -> v.status().equals(Verdict.FAIL))
                .count();
    }

    /** The workload's {@code efficiencyPct} figure (sweep.csv's column), 0 when it has none. */
    static double efficiency(RunSummary s) {
        return s.workloadFigures().getOrDefault(CSV_FIGURES.get(2), 0.0);
    }

    private static long late(RunSummary s) {
        return s.types().stream().mapToLong(TypeLine::late).sum();
    }

    private static HtmlPage page(
            Path sweepDir,
            String curveKey,
            String xKey,
            List<Point> points,
            List<RunResult> runs,
            List<ChartImage> charts) {
        String swept = curveKey.isEmpty() ? xKey : curveKey + " and " + xKey;
        HtmlPage p = new HtmlPage("tpcbench sweep of " + swept);
        p.heading(1, "tpcbench sweep of " + swept);
        long curves = points.stream().map(Point::curve).distinct().count();
        p.raw("<p class=\"meta\">"
                + HtmlPage.esc(points.size() + " run(s)"
                        + (curveKey.isEmpty()
                                ? ""
                                : ", " + curves + " curve(s) of " + curveKey + " ("
                                        + String.join(
                                                ", ",
                                                points.stream()
                                                        .map(Point::curve)
                                                        .collect(Collectors.toCollection(LinkedHashSet::new)))
                                        + ")")
                        + ", the same warm-up and duration each; every run's result directory is kept under "
                        + sweepDir.toAbsolutePath().normalize())
                + "</p>");
        p.charts(charts);
        p.heading(2, "Runs");
        RunSummary first = runs.get(0).summary();
        // the workload's own figures as its page's cards show them (TPC-C: tpmTOTAL, efficiency, ...)
        List<String> cards = Figures.comparedCards(first);
        StringBuilder t = new StringBuilder("<table class=\"numeric\">\n<thead><tr>"
                + (curveKey.isEmpty() ? "" : "<th>" + HtmlPage.esc(curveKey) + "</th>") + "<th>" + HtmlPage.esc(xKey)
                + "</th><th>" + HtmlPage.esc(first.headlineName()) + "</th>");
        cards.forEach(c -> t.append("<th>").append(HtmlPage.esc(c)).append("</th>"));
        t.append("<th>failed</th><th>late</th><th>verdicts</th><th>report</th></tr></thead>\n<tbody>\n");
        for (int i = 0; i < points.size(); i++) {
            RunSummary s = runs.get(i).summary();
            long failedVerdicts = failedVerdicts(s);
            String link = sweepDir.toAbsolutePath()
                    .relativize(points.get(i).resultDir().toAbsolutePath())
                    .resolve(RunReport.FILE)
                    .toString()
                    .replace('\\', '/');
            t.append("<tr>")
                    .append(
                            curveKey.isEmpty()
                                    ? ""
                                    : "<td>" + HtmlPage.esc(points.get(i).curve()) + "</td>")
                    .append("<td>")
                    .append(HtmlPage.esc(points.get(i).x()))
                    .append(s.interrupted() ? " (interrupted)" : "")
                    .append("</td><td>")
                    .append(Figures.whole(s.headline()))
                    .append("</td><td>");
            for (String c : cards) {
                t.append(HtmlPage.esc(Figures.card(s, c))).append("</td><td>");
            }
            t.append(Figures.failed(s))
                    .append("</td><td>")
                    .append(late(s))
                    .append("</td><td")
                    .append(failedVerdicts > 0 ? " class=\"fail\">" : " class=\"pass\">")
                    .append(failedVerdicts > 0 ? failedVerdicts + " FAIL" : "all PASS")
                    .append("</td><td><a href=\"")
                    .append(HtmlPage.esc(link))
                    .append("\">")
                    .append(HtmlPage.esc(runs.get(i).name()))
                    .append("</a></td></tr>\n");
        }
        p.raw(t.append("</tbody></table>").toString());
        p.raw("<footer>Written by tpcbench at " + HtmlPage.esc(ResultDirectory.stamp(ZonedDateTime.now()))
                + "; also sweep.csv and the charts above ("
                + HtmlPage.esc(
                        String.join(", ", charts.stream().map(ChartImage::id).toList()))
                + ", .svg and .png) in the same directory.</footer>");
        return p;
    }
}
