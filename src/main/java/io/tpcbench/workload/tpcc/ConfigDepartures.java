package io.tpcbench.workload.tpcc;

import io.tpcbench.config.RunConfig;
import io.tpcbench.workload.tpcc.summary.Sections;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** How a run's props depart from a TPC-C configuration, for the summary's compliance statement. */
final class ConfigDepartures {
    private ConfigDepartures() {}

    /**
     * How the props depart from a TPC-C configuration (../shared/tpcc-spec.md, item 20): keying and
     * think times other than 1.0 (5.2.5.2, 5.2.5.4), other than 10 terminals per warehouse, no
     * ramp-up before the window (5.5.1); the window's own departures are the summary's to add.
     */
    static List<Sections.Departure> of(RunConfig config, TpccOptions options) {
        List<Sections.Departure> d = new ArrayList<>();
        double keying = options.keyingTimeMultiplier();
        double think = options.thinkTimeMultiplier();
        if (keying == 0 && think == 0) {
            d.add(new Sections.Departure(
                    "keying", "no keying or think time (keyingTimeMultiplier=0," + " thinkTimeMultiplier=0)"));
        } else {
            if (keying != 1) {
                d.add(new Sections.Departure("keying", "keying times x" + keying + ", not 1.0 (5.2.5.2)"));
            }
            if (think != 1) {
                d.add(new Sections.Departure("think", "think times x" + think + ", not 1.0 (5.2.5.4)"));
            }
        }
        double perWarehouse =
                (double) config.terminals() / options.warehouses().homes().size();
        if (perWarehouse > 10) {
            d.add(new Sections.Departure(
                    "terminals",
                    String.format(
                            Locale.ROOT,
                            "%s terminals per warehouse: outside" + " TPC-C's terminal model of 10",
                            MixWeights.plain(perWarehouse))));
        } else if (perWarehouse != 10) {
            d.add(new Sections.Departure(
                    "terminals",
                    String.format(Locale.ROOT, "%s terminals per warehouse, not 10", MixWeights.plain(perWarehouse))));
        }
        if (config.window().rampupMins() == 0) {
            d.add(new Sections.Departure("rampup", "no ramp-up before the window (5.5.1)"));
        }
        return d;
    }
}
