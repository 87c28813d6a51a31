package io.tpcbench.workload.tpcc;

import static io.tpcbench.config.KeyDef.Origin.BENCHMARKSQL5;
import static io.tpcbench.config.KeyDef.Origin.BENCHMARKSQL6;
import static io.tpcbench.config.KeyDef.Origin.TPCBENCH;

import io.tpcbench.config.BuildConfig;
import io.tpcbench.config.KeyDef;
import io.tpcbench.config.Options;
import io.tpcbench.config.RunConfig;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.config.TypedProps;
import io.tpcbench.workload.tpcc.acid.AcidOptions;
import java.util.List;
import java.util.stream.Stream;

/**
 * TPC-C's own keys, under BenchmarkSQL's names: the warehouses, those loaded and the terminals'
 * homes ({@link Warehouses}), the home warehouses kept or not, the mix (TPC-C 5.2.3), the keying
 * and think times (5.2.5), Delivery's background workers (2.7.2) and its result records (2.7.2.2).
 */
public record TpccOptions(
        Warehouses warehouses,
        boolean terminalWarehouseFixed,
        MixWeights mix,
        double keyingTimeMultiplier,
        double thinkTimeMultiplier,
        int deliveryWorkers,
        boolean deliveryResults) {

    static final List<KeyDef> KEYS = Stream.of(
                    Warehouses.KEYS.stream(),
                    Stream.of(
                            KeyDef.of(
                                    "terminalWarehouseFixed", "true", BENCHMARKSQL5, "terminals keep a home warehouse"),
                            KeyDef.of("newOrderWeight", "45", BENCHMARKSQL5, "mix weight"),
                            KeyDef.of("paymentWeight", "43", BENCHMARKSQL5, "mix weight"),
                            KeyDef.of("orderStatusWeight", "4", BENCHMARKSQL5, "mix weight"),
                            KeyDef.of("deliveryWeight", "4", BENCHMARKSQL5, "mix weight"),
                            KeyDef.of("stockLevelWeight", "4", BENCHMARKSQL5, "mix weight"),
                            KeyDef.of(
                                    "keyingTimeMultiplier", "0", BENCHMARKSQL6, "scales the clause 5.2.5 keying times"),
                            KeyDef.of("thinkTimeMultiplier", "0", BENCHMARKSQL6, "scales the clause 5.2.5 think times"),
                            KeyDef.of(
                                    "maxDeliveryBGThreads",
                                    "2",
                                    BENCHMARKSQL6,
                                    "background workers of deferred Delivery"),
                            KeyDef.notYet(
                                    "maxDeliveryBGPerWarehouse", BENCHMARKSQL6, "deferred deliveries per warehouse"),
                            KeyDef.of(
                                    "maxTerminalsPerWarehouse",
                                    "10",
                                    TPCBENCH,
                                    "terminals allowed per home warehouse (TPC-C: 10; 0 = no limit)"),
                            KeyDef.of(
                                    "deliveryResults",
                                    "false",
                                    TPCBENCH,
                                    "write data/delivery_results.csv: every deferred Delivery's result record (TPC-C 2.7.2.2)")),
                    AcidOptions.KEYS.stream())
            .flatMap(s -> s)
            .toList();

    /** TPC-C's options in {@code p}; what is wrong is added to {@code problems}. */
    static TpccOptions of(TypedProps p, List<String> problems) {
        Warehouses warehouses = Warehouses.of(p, problems);
        MixWeights mix = new MixWeights(
                weight(p, "newOrderWeight"),
                weight(p, "paymentWeight"),
                weight(p, "orderStatusWeight"),
                weight(p, "deliveryWeight"),
                weight(p, "stockLevelWeight"));
        if (!mix.inTenths()) {
            problems.add("the five *Weight keys (" + mix.exact() + ") have more than one decimal place: the card deck"
                    + " holds tenths of a percent (e.g. paymentWeight=43.3)");
        } else if (Math.round(mix.total() * 10) != 1000) {
            problems.add("the five *Weight keys sum to " + MixWeights.plain(mix.total()) + " (" + mix
                    + "): they must sum to 100");
        }
        return new TpccOptions(
                warehouses,
                p.bool("terminalWarehouseFixed"),
                mix,
                p.decimal("keyingTimeMultiplier", 0, 1000),
                p.decimal("thinkTimeMultiplier", 0, 1000),
                p.integer("maxDeliveryBGThreads", 1, 1024),
                p.bool("deliveryResults"));
    }

    /** The keys' check, and the terminals the run's home warehouses hold. */
    static void check(TypedProps p, BuildConfig build, RunConfig run, List<String> problems) {
        Warehouses warehouses = of(p, problems).warehouses();
        AcidOptions.of(p, problems);
        // BenchmarkSQL's rule and TPC-C's terminal model (4.2.2): at most 10 terminals per warehouse,
        // unless maxTerminalsPerWarehouse allows more (0: no limit), as thread-pool studies need
        int perWarehouse = p.integer("maxTerminalsPerWarehouse", 0, 1_000_000);
        WarehouseRange homes = warehouses.homes();
        long allowed = (long) perWarehouse * homes.size();
        if (perWarehouse > 0 && run.terminals() > allowed) {
            problems.add("terminals=" + run.terminals() + " is more than " + perWarehouse + " per warehouse ("
                    + (homes.size() == warehouses.count()
                            ? "warehouses=" + warehouses.count()
                            : "runWarehouseFrom..runWarehouseTo=" + homes + ", " + homes.size() + " warehouses,")
                    + " allows at most " + allowed + "; maxTerminalsPerWarehouse=0 lifts the limit, outside TPC-C's"
                    + " terminal model)");
        }
    }

    /** The options of a validated configuration. */
    public static TpccOptions of(TpcConfig config) {
        return Options.of(config.effective(), KEYS, TpccOptions::of);
    }

    private static double weight(TypedProps p, String key) {
        return p.decimal(key, 0, 100);
    }
}
