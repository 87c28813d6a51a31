package io.tpcbench.report;

import io.tpcbench.metrics.OsSample;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;
import org.jfree.data.xy.XYSeries;

/**
 * The hosts over the session, from their {@code data/os_*.csv} (sampled every
 * osCollectorInterval seconds): per host its CPU, disk throughput, disk busy and I/O latency, and
 * network. None when the run collected no OS metrics.
 */
final class OsCharts {
    private OsCharts() {}

    /** Every host's charts, ids {@code os_*} for a single host, else {@code os1_*}, {@code os2_*} ... */
    static List<ChartImage> of(RunResult run) {
        List<ChartImage> charts = new ArrayList<>();
        for (int i = 0; i < run.os().size(); i++) {
            charts.addAll(host(run, run.os().get(i), i == 0 && run.os().size() == 1 ? "os" : "os" + (i + 1)));
        }
        return charts;
    }

    /** CPU, disk and network of one host. */
    private static List<ChartImage> host(RunResult run, OsSeries host, String id) {
        List<ChartImage> charts = new ArrayList<>();
        charts.add(chart(
                run,
                id + "_cpu",
                "CPU of the " + host.host(),
                "% of all CPUs",
                host,
                List.of("user", "system", "iowait", "steal"),
                List.of(OsSample::cpuUserPct, OsSample::cpuSystemPct, OsSample::cpuIowaitPct, OsSample::cpuStealPct)));
        charts.add(chart(
                run,
                id + "_disk",
                "Disk of the " + host.host(),
                "KiB/s",
                host,
                List.of("read", "write"),
                List.of(OsSample::diskReadKBps, OsSample::diskWriteKBps)));
        charts.add(chart(
                run,
                id + "_diskbusy",
                "Disk busy and I/O latency of the " + host.host(),
                "% / ms",
                host,
                List.of("%util (busiest disk)", "await ms"),
                List.of(OsSample::diskUtilPct, OsSample::diskAwaitMs)));
        charts.add(chart(
                run,
                id + "_net",
                "Network of the " + host.host(),
                "KiB/s",
                host,
                List.of("received", "sent"),
                List.of(OsSample::netRxKBps, OsSample::netTxKBps)));
        return charts;
    }

    private static ChartImage chart(
            RunResult run,
            String id,
            String title,
            String unit,
            OsSeries host,
            List<String> names,
            List<ToDoubleFunction<OsSample>> values) {
        List<XYSeries> series = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            XYSeries s = new XYSeries(names.get(i));
            ToDoubleFunction<OsSample> v = values.get(i);
            host.samples().forEach(o -> ChartStyle.add(s, o.elapsedMillis() / 1000.0, v.applyAsDouble(o)));
            series.add(s);
        }
        return RunCharts.timeChart(run, id, title, title + ", sampled every osCollectorInterval seconds", unit, series);
    }
}
