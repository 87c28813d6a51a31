package io.tpcbench.report;

import io.tpcbench.config.OutputException;
import io.tpcbench.workload.PageCommon;
import io.tpcbench.workload.PageTable;
import io.tpcbench.workload.SummaryParts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Locale;

/**
 * {@code report.html} of a result directory, with every chart also as {@code charts/*.svg} and
 * {@code charts/*.png} for pasting into documents. Drawn from the directory's files alone, so
 * it can be drawn again at any time ({@code run/generateReport.sh}).
 */
public final class RunReport {
    public static final String FILE = "report.html";
    public static final String CHARTS = "charts";

    private RunReport() {}

    /** Writes the report into the run's directory and returns the page's path. */
    public static Path write(SummaryParts parts, Path resultDir) {
        RunResult run = RunResult.read(parts, resultDir);
        List<ChartImage> charts;
        try {
            charts = RunCharts.all(run);
        } catch (InternalError | UnsatisfiedLinkError | NoClassDefFoundError e) {
            // Java's font system fails like this on a host without fonts or fontconfig
            throw new ReportException(
                    "the charts of " + resultDir + " cannot be drawn (" + e
                            + "): Java found no usable fonts; install fontconfig and a font (e.g. apt-get install"
                            + " fontconfig fonts-dejavu-core), then run/generateReport.sh " + resultDir,
                    e);
        }
        Path chartDir = resultDir.resolve(CHARTS);
        try {
            Files.createDirectories(chartDir);
            for (ChartImage c : charts) {
                c.writeFiles(chartDir);
            }
        } catch (IOException e) {
            throw new OutputException(chartDir, e);
        }
        Path page = resultDir.resolve(FILE);
        page(run, charts).write(page);
        return page;
    }

    static HtmlPage page(RunResult run, List<ChartImage> charts) {
        RunSummary s = run.summary();
        HtmlPage p = new HtmlPage("tpcbench " + run.name());
        p.heading(1, "tpcbench run " + run.name());
        p.raw("<p class=\"meta\">"
                + HtmlPage.esc(meta(s) + TextSummary.share(s).map(d -> ". " + d).orElse("")) + "</p>");
        p.cards(Figures.cards(s).stream()
                .map(c -> c.status().isEmpty()
                        ? new String[] {c.name(), c.value()}
                        : new String[] {c.name(), c.value(), c.status()})
                .toList());
        String note = s.part().text().verdictsNote();
        if (!s.verdicts().isEmpty()) {
            p.heading(2, "Verdicts");
            if (!note.isEmpty()) {
                p.paragraph(note);
            }
            p.table(
                    List.of("verdict", "check", "measured", "limit"),
                    s.verdicts().stream()
                            .map(v -> List.of(v.status(), v.name(), v.measured(), v.limit()))
                            .toList(),
                    false);
        }
        List<PageTable> tables = s.part().text().pageTables();
        List<ChartImage> workloadCharts = only(charts, WorkloadCharts.WORKLOAD_CHART);
        // a workload with verdicts shows them instead of its closing lines; its own tables and charts still come
        if (s.verdicts().isEmpty() || !tables.isEmpty() || !workloadCharts.isEmpty()) {
            p.heading(2, "workload=" + s.workload());
            for (PageTable t : tables) {
                if (t.folded()) {
                    p.raw("<details><summary>"
                            + HtmlPage.esc(t.heading() + " (" + t.rows().size() + " rows)") + "</summary>");
                } else {
                    p.heading(3, t.heading());
                }
                p.table(t.headers(), t.rows(), true);
                if (!t.note().isEmpty()) {
                    p.paragraph(t.note());
                }
                if (t.folded()) {
                    p.raw("</details>");
                }
            }
            p.charts(workloadCharts);
            if (s.verdicts().isEmpty()) {
                String block =
                        "<pre>" + HtmlPage.esc(String.join("\n", s.part().text().block())) + "</pre>";
                p.raw(
                        tables.isEmpty()
                                ? block
                                : "<details><summary>The closing lines as text</summary>" + block + "</details>");
            }
        }
        if (s.part().text().pageCommon().contains(PageCommon.KINDS_TABLE)) {
            p.heading(2, "Transactions in the measurement window");
            p.table(Figures.TYPE_HEADERS, Figures.typeRows(s), true);
            TextSummary.lateLine(s).ifPresent(p::paragraph);
            p.paragraph(Figures.tableNote(s));
        }
        section(p, "Throughput", only(charts, "throughput"));
        section(p, "Response time by kind", only(charts, "bykind_"));
        section(p, "Response time over time", only(charts, "latency_"));
        section(p, "Response time distribution", only(charts, "distribution_"));
        List<ChartImage> os = only(charts, "os");
        p.heading(2, "OS metrics");
        if (os.isEmpty()) {
            p.paragraph("No OS metrics were collected (osCollector=false, or no /proc on the driver host;"
                    + " osCollectorSSHAddr=user@host adds the database host's).");
        } else {
            p.charts(os);
        }
        List<ChartImage> server = only(charts, "server_");
        p.heading(2, "Database server");
        if (server.isEmpty()) {
            p.paragraph("The server's status was not sampled (a result of an older tpcbench, or a merge).");
        } else {
            p.charts(server);
        }
        p.heading(2, "Database, driver and faults");
        p.table(List.of("figure", "value"), Figures.environmentRows(s), false);
        p.heading(2, "Run parameters");
        p.table(
                List.of("key", "value"),
                run.parameters().entrySet().stream()
                        .map(e -> List.of(e.getKey(), e.getValue()))
                        .toList(),
                false);
        p.raw("<footer>Written by tpcbench at " + HtmlPage.esc(ResultDirectory.stamp(ZonedDateTime.now()))
                + " from " + HtmlPage.esc(run.dir().toAbsolutePath().normalize().toString())
                + "; every chart is also in " + CHARTS + "/ as SVG and PNG.</footer>");
        return p;
    }

    private static String meta(RunSummary s) {
        return String.format(
                Locale.ROOT,
                "Session %s to %s; measured %.1f s after %.1f s of warm-up%s;" + " %s%d %s; %s",
                s.sessionStart(),
                s.sessionEnd(),
                s.measuredSecs(),
                s.window().startSecs(),
                s.interrupted() ? " (interrupted: the window ends at the interrupt)" : "",
                s.part().text().scale(),
                s.terminals(),
                s.part().text().terminalsName(),
                s.environment().serverVersion());
    }

    /** A heading and its charts; nothing when there are none (a section the workload left out). */
    private static void section(HtmlPage p, String heading, List<ChartImage> charts) {
        if (!charts.isEmpty()) {
            p.heading(2, heading);
            p.charts(charts);
        }
    }

    private static List<ChartImage> only(List<ChartImage> charts, String prefix) {
        return charts.stream().filter(c -> c.id().startsWith(prefix)).toList();
    }
}
