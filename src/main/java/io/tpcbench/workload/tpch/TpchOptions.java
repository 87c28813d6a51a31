package io.tpcbench.workload.tpch;

import io.tpcbench.config.BuildConfig;
import io.tpcbench.config.ConfigException;
import io.tpcbench.config.KeyDef;
import io.tpcbench.config.Options;
import io.tpcbench.config.RunConfig;
import io.tpcbench.config.TypedProps;
import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;

/**
 * TPC-H's keys: the scale factor, which test runs (TPC-H 5.3.3's power test, one stream; 5.3.4's
 * throughput test, {@code terminals} streams), the seed of the substitution parameters, the
 * validation mode, the per-query timeout, warm-up runs and EXPLAIN.
 */
record TpchOptions(
        double scaleFactor,
        Test test,
        int firstStream,
        OptionalLong querySeed,
        boolean validate,
        int queryTimeoutSecs,
        int warmupRuns,
        boolean explain,
        boolean refresh,
        int refreshOrdersPerTxn,
        String refreshSets,
        int throughputStreams) {

    /** The tests of TPC-H 5.3.3 and 5.3.4, and a run of both (5.1.1.4: the power test, then the throughput test). */
    enum Test {
        POWER,
        THROUGHPUT,
        FULL;

        String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    static final List<KeyDef> KEYS = List.of(
            key("scaleFactor", "1", "TPC-H scale factor (SF): 1 is about 1 GB of rows; fractions such as 0.01 too"),
            key(
                    "tpchTest",
                    "power",
                    "power (RF1, the 22 queries in stream 0's order, RF2; terminals=1), throughput"
                            + " (terminals=S concurrent query streams 1..S and a refresh stream of S RF1/RF2 pairs) or"
                            + " full (the power test, then the throughput test with terminals=S streams: QphH@Size)"),
            key(
                    "firstStream",
                    "1",
                    "the throughput test's first stream: its terminals run streams firstStream.."
                            + "firstStream+terminals-1 (drivers of one test on several machines take ranges of their own)"),
            key(
                    "querySeed",
                    "",
                    "seed of the substitution parameters (TPC-H 2.1.x.3), so a run can be repeated;"
                            + " empty: a new seed each run, written to run.properties"),
            key(
                    "tpchValidate",
                    "false",
                    "validation mode: the spec's validation parameters (2.4.x.4) in every"
                            + " stream, and at SF 1 every answer checked against the qualification answers (2.1.3.5)"),
            key("queryTimeoutSecs", "0", "a query running longer is cancelled and recorded as timed out, 0 = none"),
            key("warmupRuns", "0", "runs of the power stream before the measured test, not measured"),
            key("explain", "true", "keep each query's EXPLAIN in the result directory (data/explain/)"),
            key(
                    "tpchRefresh",
                    "true",
                    "run the refresh functions RF1 and RF2 (TPC-H 2.5) on dbgen's update sets, as the tests"
                            + " define them; false runs the queries alone (no Power@Size, Throughput@Size or QphH@Size)"),
            key(
                    "refreshOrdersPerTxn",
                    "100",
                    "orders a refresh function's transaction inserts or deletes, each with all its lines (2.5.2)"),
            key(
                    "throughputStreams",
                    "0",
                    "the query streams of the whole throughput test when drivers on several machines share it"
                            + " (run/runDrivers.sh sets it): the driver of stream 1 runs this many refresh pairs;"
                            + " 0: this driver's terminals"),
            key(
                    "refreshSets",
                    "",
                    "run/runLoader.sh writes these of dbgen's update sets as dbgen's files (orders.tbl.uN,"
                            + " lineitem.tbl.uN, delete.N) into fileLocation: N, or FIRST..LAST"));

    private static KeyDef key(String name, String defaultValue, String help) {
        return KeyDef.own("tpch", name, defaultValue, help);
    }

    /** The options of {@code p}; problems are added. */
    static TpchOptions of(TypedProps p, List<String> problems) {
        double sf = p.decimal("scaleFactor", 0.000_001, 100_000);
        Test test = switch (p.string("tpchTest").strip().toLowerCase(Locale.ROOT)) {
            case "power" -> Test.POWER;
            case "throughput" -> Test.THROUGHPUT;
            case "full" -> Test.FULL;
            default -> {
                problems.add("tpchTest=" + p.string("tpchTest") + " is not power, throughput or full");
                yield Test.POWER;
            }
        };
        OptionalLong seed = p.string("querySeed").isBlank()
                ? OptionalLong.empty()
                : OptionalLong.of(p.longValue("querySeed", Long.MIN_VALUE, Long.MAX_VALUE));
        boolean validate = p.bool("tpchValidate");
        if (validate && sf != 1) {
            problems.add("tpchValidate=true with scaleFactor=" + p.string("scaleFactor") + ": the qualification"
                    + " answers exist for SF 1 only (TPC-H 2.1.3); build with scaleFactor=1");
        }
        return new TpchOptions(
                sf,
                test,
                p.integer("firstStream", 1, StreamOrder.STREAMS - 1),
                seed,
                validate,
                p.integer("queryTimeoutSecs", 0, 86_400 * 7),
                p.integer("warmupRuns", 0, 1000),
                p.bool("explain"),
                p.bool("tpchRefresh") && !validate,
                p.integer("refreshOrdersPerTxn", 1, 10_000),
                p.string("refreshSets").strip(),
                p.integer("throughputStreams", 0, StreamOrder.STREAMS - 1));
    }

    /** The keys' check: the options, and the engine's terminals and warm-up the test runs with. */
    static void check(TypedProps p, BuildConfig build, RunConfig run, List<String> problems) {
        TpchOptions o = of(p, problems);
        int terminals = run.terminals();
        if (o.test == Test.POWER && terminals != 1) {
            problems.add("tpchTest=power runs one query stream (TPC-H 5.3.3): set terminals=1, or tpchTest=throughput"
                    + " for terminals=" + terminals + " concurrent streams");
        }
        if (run.window().rampupMins() > 0) {
            problems.add("rampupMins=" + p.string("rampupMins") + ": a TPC-H test measures every query of its streams;"
                    + " warm up with warmupRuns=N (runs of the power stream before the test) and set rampupMins=0");
        }
        if (o.throughputStreams > 0 && o.firstStream + terminals - 1 > o.throughputStreams) {
            problems.add("firstStream=" + o.firstStream + " and terminals=" + terminals + " run streams up to "
                    + (o.firstStream + terminals - 1) + ", beyond the test's throughputStreams=" + o.throughputStreams);
        }
        if (o.test == Test.FULL && o.firstStream != 1) {
            problems.add("tpchTest=full runs the power test and then the throughput test from one driver: set"
                    + " firstStream=1 (drivers of one throughput test on several machines run tpchTest=throughput)");
        }
        if (o.test != Test.POWER && o.firstStream + terminals - 1 > StreamOrder.STREAMS - 1) {
            problems.add("tpchTest=" + o.test.key() + " with firstStream=" + o.firstStream + " and terminals="
                    + terminals
                    + " runs streams " + o.firstStream + ".." + (o.firstStream + terminals - 1) + ": TPC-H's stream"
                    + " orders (Appendix A) cover streams 1.." + (StreamOrder.STREAMS - 1));
        }
    }

    /** The update sets of {@code refreshSets} ({@code N} or {@code FIRST..LAST}), each 1..{@code available}. */
    int[] refreshSetRange(int available) {
        String[] ends = refreshSets.split("\\.\\.", -1);
        try {
            int first = Integer.parseInt(ends[0].strip());
            int last = Integer.parseInt(ends[ends.length - 1].strip());
            if (ends.length <= 2 && first >= 1 && first <= last && last <= available) {
                return new int[] {first, last};
            }
        } catch (NumberFormatException e) {
            // said below, with the key
        }
        throw new ConfigException("refreshSets=" + refreshSets + " is not N or FIRST..LAST within dbgen's update sets"
                + " 1.." + available + " at SF " + scaleText());
    }

    /** The throughput test's query streams S, over every driver: {@code throughputStreams}, else this driver's {@code terminals}. */
    int streams(int terminals) {
        return throughputStreams > 0 ? throughputStreams : terminals;
    }

    /** The options of a validated configuration's effective values. */
    static TpchOptions of(Map<String, String> effective) {
        return Options.of(effective, KEYS, TpchOptions::of);
    }

    /** The scale factor as people write it: 1, 0.01, 50. */
    String scaleText() {
        return scaleText(scaleFactor);
    }

    static String scaleText(double sf) {
        return BigDecimal.valueOf(sf).stripTrailingZeros().toPlainString();
    }
}
