package io.tpcbench.report;

import io.tpcbench.workload.PageCommon;
import io.tpcbench.workload.SummaryParts;
import io.tpcbench.workload.TypeLine;
import io.tpcbench.workload.Verdict;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * One self-contained page comparing runs side by side: the headline figures and verdicts in
 * columns (each run's headline relative to the first, then the workload's own card figures), the
 * parameters and the server variables that differ, and the runs' throughput and response times
 * overlaid (in the workload's own charts where it draws its page).
 */
public final class CompareReport {
    private CompareReport() {}

    /** Reads every directory, then writes the page to {@code output}. */
    public static void write(SummaryParts parts, List<Path> dirs, Path output) {
        List<RunResult> runs = dirs.stream().map(d -> RunResult.read(parts, d)).toList();
        page(runs).write(output);
    }

    static HtmlPage page(List<RunResult> runs) {
        HtmlPage p = new HtmlPage("tpcbench comparison of " + runs.size() + " runs");
        p.heading(1, "tpcbench: " + runs.size() + " runs compared");
        List<String> headers = new ArrayList<>(List.of("figure"));
        for (int i = 0; i < runs.size(); i++) {
            headers.add((i + 1) + ": " + runs.get(i).name());
        }
        p.heading(2, "Headline figures and verdicts");
        p.table(headers, figureRows(runs), true);
        p.heading(2, "Verdicts");
        p.table(headers, verdictRows(runs), false);
        List<List<String>> differing = differingParameters(runs);
        p.heading(2, "Parameters that differ");
        if (differing.isEmpty()) {
            p.paragraph("The runs' parameters are the same (resultDirectory aside).");
        } else {
            p.table(keyHeaders(headers), differing, false);
        }
        List<List<String>> variables =
                ServerVariables.differing(runs.stream().map(RunResult::dir).toList());
        p.heading(2, "Server variables that differ");
        if (variables.isEmpty()) {
            p.paragraph("The server's global variables at the runs' starts are the same (values that move by"
                    + " themselves, such as GTID positions, aside; a run without data/server_variables.csv shows -).");
        } else {
            List<String> h = keyHeaders(headers);
            h.set(0, "variable");
            p.table(h, variables, false);
        }
        p.heading(2, "Charts");
        p.charts(CompareCharts.all(runs));
        p.raw("<footer>Written by tpcbench at " + HtmlPage.esc(ResultDirectory.stamp(ZonedDateTime.now()))
                + " from "
                + HtmlPage.esc(String.join(
                        ", ",
                        runs.stream()
                                .map(r -> r.dir().toAbsolutePath().normalize().toString())
                                .toList()))
                + ".</footer>");
        return p;
    }

    private static List<String> keyHeaders(List<String> headers) {
        List<String> h = new ArrayList<>(headers);
        h.set(0, "key");
        return h;
    }

    private static List<List<String>> figureRows(List<RunResult> runs) {
        double first = runs.get(0).summary().headline();
        String headline = runs.get(0).summary().headlineName();
        List<List<String>> rows = new ArrayList<>();
        rows.add(row("session start", runs, s -> s.sessionStart()));
        rows.add(row(
                "scale, terminals",
                runs,
                s -> s.part().text().scale() + s.terminals() + " "
                        + s.part().text().terminalsName()));
        rows.add(row(
                "measured s",
                runs,
                s -> String.format(Locale.ROOT, "%.1f%s", s.measuredSecs(), s.interrupted() ? " (interrupted)" : "")));
        rows.add(row("workload", runs, RunSummary::workload));
        rows.add(row(headline, runs, s -> Figures.whole(s.headline())));
        rows.add(row(
                headline + " vs run 1",
                runs,
                s -> first == 0 ? "-" : String.format(Locale.ROOT, "%+.1f %%", 100 * (s.headline() / first - 1))));
        // the workload's own figures as its page's cards show them (TPC-C: tpmTOTAL, efficiency, ...)
        for (String card : Figures.comparedCards(runs.get(0).summary())) {
            rows.add(row(card, runs, s -> Figures.card(s, card)));
        }
        rows.add(row("failed", runs, s -> Long.toString(Figures.failed(s))));
        // each kind's percentiles where the workload's page shows them (not TPC-H's single runs)
        if (runs.get(0).summary().part().text().pageCommon().contains(PageCommon.KINDS_TABLE)) {
            for (int t = 0; t < runs.get(0).summary().types().size(); t++) {
                int type = t;
                rows.add(row(
                        runs.get(0).summary().types().get(t).name() + " p90",
                        runs,
                        s -> Figures.ms(s.types().get(type).p90Ms())));
            }
            rows.add(row(
                    runs.get(0).summary().headlineKind() + " p99",
                    runs,
                    s -> Figures.ms(s.types().get(0).p99Ms())));
        }
        rows.add(row(
                "driver CPU per transaction", runs, s -> String.format(Locale.ROOT, "%.3f ms", s.driverCpuMsPerTxn())));
        rows.add(row(
                "server statements per transaction",
                runs,
                s -> String.format(Locale.ROOT, "%.2f", s.server().statementsPerTxn())));
        rows.add(row(
                "server CPU per transaction",
                runs,
                s -> Double.isNaN(s.server().cpuMsPerTxn())
                        ? "-"
                        : String.format(Locale.ROOT, "%.3f ms", s.server().cpuMsPerTxn())));
        rows.add(row(
                "server buffer pool hit ratio",
                runs,
                s -> s.server().state() == null
                        ? "-"
                        : Figures.hitRatio(s.server().state())));
        rows.add(row(
                "data fits in memory",
                runs,
                s -> s.server().state() == null ? "-" : s.server().state().dataFitsInMemory()));
        rows.add(row(
                "server fsyncs per transaction",
                runs,
                s -> s.server().state() == null
                        ? "-"
                        : String.format(Locale.ROOT, "%.2f", s.server().state().fsyncsPerTxn())));
        rows.add(row(
                "server rows read per transaction",
                runs,
                s -> s.server().state() == null
                        ? "-"
                        : String.format(Locale.ROOT, "%.1f", s.server().state().rowsReadPerTxn())));
        rows.add(row(
                "late transactions",
                runs,
                s -> Long.toString(s.types().stream().mapToLong(TypeLine::late).sum())));
        rows.add(row("server", runs, s -> s.environment().serverVersion()));
        return rows;
    }

    private static List<String> row(String figure, List<RunResult> runs, Function<RunSummary, String> value) {
        List<String> row = new ArrayList<>(List.of(figure));
        runs.forEach(r -> row.add(value.apply(r.summary())));
        return row;
    }

    /** One row per verdict name that any run has, PASS/FAIL/N/A per run, "-" where a run lacks it. */
    private static List<List<String>> verdictRows(List<RunResult> runs) {
        Set<String> names = new LinkedHashSet<>();
        runs.forEach(r -> r.summary().verdicts().forEach(v -> names.add(v.name())));
        List<List<String>> rows = new ArrayList<>();
        for (String name : names) {
            rows.add(row(
                    name,
                    runs,
                    s -> s.verdicts().stream()
                            .filter(v -> v.name().equals(name))
                            .map(Verdict::status)
                            .findFirst()
                            .orElse("-")));
        }
        return rows;
    }

    private static List<List<String>> differingParameters(List<RunResult> runs) {
        Set<String> keys = new LinkedHashSet<>();
        runs.forEach(r -> keys.addAll(r.parameters().keySet()));
        keys.remove("resultDirectory");
        List<List<String>> rows = new ArrayList<>();
        for (String key : keys) {
            List<String> values = runs.stream()
                    .map(r -> r.parameters().getOrDefault(key, "(not set)"))
                    .toList();
            if (values.stream().anyMatch(v -> !Objects.equals(v, values.get(0)))) {
                List<String> row = new ArrayList<>(List.of(key));
                row.addAll(values);
                rows.add(row);
            }
        }
        return rows;
    }
}
