package io.tpcbench.workload.lineitem;

import io.tpcbench.config.BuildConfig;
import io.tpcbench.config.KeyDef;
import io.tpcbench.config.Options;
import io.tpcbench.config.RunConfig;
import io.tpcbench.config.TypedProps;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The storage-engine test's keys (../shared/lineitem-test.md): the tables and their rows, the
 * widened comment, the index layout and the storage engine, how the build fills the tables, and
 * which test a run measures.
 */
record LineitemOptions(
        int tables,
        int rowsPerTable,
        double sourceScaleFactor,
        int commentLength,
        boolean dbgenText,
        int indexLayout,
        String storageEngine,
        String tableOptions,
        boolean fillAtBuild,
        Test test,
        int rowsPerInsert,
        boolean zipfian,
        double zipfianExponent,
        List<Integer> mixWeights,
        boolean compactForSizes) {

    /** The tests of the report: two insert tests, then the queries one group at a time, and the mix. */
    enum Test {
        INSERT_SEQUENTIAL,
        INSERT_RANDOM,
        PK,
        SECONDARY_POINT,
        SECONDARY_RANGE,
        MIX;

        String key() {
            return name().toLowerCase(Locale.ROOT);
        }

        boolean inserts() {
            return this == INSERT_SEQUENTIAL || this == INSERT_RANDOM;
        }

        /** The query kinds the test draws from, each equally often (the mix's by {@code mixWeights}). */
        List<LineitemKind> kinds() {
            return switch (this) {
                case INSERT_SEQUENTIAL, INSERT_RANDOM -> List.of(LineitemKind.INSERT);
                case PK -> List.of(LineitemKind.PK_POINT);
                case SECONDARY_POINT -> List.of(LineitemKind.PARTKEY_POINT, LineitemKind.SUPPKEY_POINT);
                case SECONDARY_RANGE ->
                    List.of(
                            LineitemKind.PARTKEY_LT,
                            LineitemKind.PARTKEY_GE,
                            LineitemKind.SUPPKEY_GT,
                            LineitemKind.SUPPKEY_LE);
                case MIX -> LineitemKind.QUERIES;
            };
        }

        static Optional<Test> parse(String s) {
            return Arrays.stream(values())
                    .filter(t -> t.key().equals(s.strip().toLowerCase(Locale.ROOT)))
                    .findFirst();
        }
    }

    static final List<KeyDef> KEYS = List.of(
            key("tables", "4", "tables lineitem1..lineitemN, each holding the same rows"),
            key("rowsPerTable", "100000", "rows per table (the report: 2,000,000)"),
            key(
                    "sourceScaleFactor",
                    "100",
                    "the TPC-H scale factor whose first lineitem rows are taken (its key"
                            + " ranges: the report's rows are from a large one)"),
            key(
                    "commentLength",
                    "480",
                    "mean length of the widened L_COMMENT (up to 512; the report's rows are" + " about 600 bytes)"),
            key(
                    "commentText",
                    "dbgen",
                    "the comment's text: dbgen (TPC-H's grammar text) or random (TPC-C's"
                            + " a-strings); textCorpus, when set, takes precedence"),
            key("indexLayout", "4", "4 (PRIMARY KEY and 3 secondary) or 10 (PRIMARY KEY and 8 secondary)"),
            key("storageEngine", "InnoDB", "ENGINE of the tables: InnoDB, RocksDB (MyRocks), Aria, ..."),
            key(
                    "tableOptions",
                    "",
                    "appended to each CREATE TABLE: ROW_FORMAT=COMPRESSED KEY_BLOCK_SIZE=8,"
                            + " PAGE_COMPRESSED=1, ..."),
            key(
                    "buildFill",
                    "load",
                    "load (the build streams the rows with LOAD DATA) or empty (the build creates"
                            + " empty tables; an insert test then fills them)"),
            key("lineitemTest", "pk", "insert_sequential, insert_random, pk, secondary_point, secondary_range, mix"),
            key("rowsPerInsert", "100", "rows per INSERT of insert_sequential (insert_random inserts 1)"),
            key("keyDistribution", "uniform", "how queries draw their rows: uniform or zipfian (skewed)"),
            key("zipfianExponent", "0.99", "the zipfian distribution's exponent"),
            key(
                    "mixWeights",
                    "equal",
                    "lineitemTest=mix's composition: equal (each of the seven queries equally often) or"
                            + " kind:weight,... over pk_point, partkey_point, suppkey_point, partkey_lt, partkey_ge,"
                            + " suppkey_gt, suppkey_le (a kind not named: 0)"),
            key(
                    "compactForSizes",
                    "false",
                    "MyRocks: a full compaction of the tables' column families before their sizes are read"
                            + " (the sizes after compaction); false: after a memtable flush only"));

    private static KeyDef key(String name, String defaultValue, String help) {
        return KeyDef.own("lineitem", name, defaultValue, help);
    }

    static LineitemOptions of(TypedProps p, List<String> problems) {
        int layout = p.integer("indexLayout", 4, 10);
        if (layout != 4 && layout != 10) {
            problems.add("indexLayout=" + layout + " is not 4 or 10 (the report's two layouts)");
        }
        String text = p.string("commentText").strip().toLowerCase(Locale.ROOT);
        if (!text.equals("dbgen") && !text.equals("random")) {
            problems.add("commentText=" + p.string("commentText") + " is not dbgen or random");
        }
        String engine = p.string("storageEngine");
        if (!engine.matches("[A-Za-z0-9_]+")) {
            problems.add("storageEngine=" + engine + " is not an engine name (letters, digits, _)");
        }
        String fill = p.string("buildFill").strip().toLowerCase(Locale.ROOT);
        if (!fill.equals("load") && !fill.equals("empty")) {
            problems.add("buildFill=" + p.string("buildFill") + " is not load or empty");
        }
        Test test = Test.parse(p.string("lineitemTest")).orElseGet(() -> {
            problems.add("lineitemTest=" + p.string("lineitemTest") + " is not one of insert_sequential,"
                    + " insert_random, pk, secondary_point, secondary_range, mix");
            return Test.PK;
        });
        String distribution = p.string("keyDistribution").strip().toLowerCase(Locale.ROOT);
        if (!distribution.equals("uniform") && !distribution.equals("zipfian")) {
            problems.add("keyDistribution=" + p.string("keyDistribution") + " is not uniform or zipfian");
        }
        // read whatever the test (one props file serves the report's every test); only the mix draws by it
        List<Integer> weights = mixWeights(p.string("mixWeights"), problems);
        return new LineitemOptions(
                p.integer("tables", 1, 10_000),
                p.integer("rowsPerTable", 1, 100_000_000),
                p.decimal("sourceScaleFactor", 0.01, 100_000),
                p.integer("commentLength", 1, 512),
                text.equals("dbgen"),
                layout,
                engine,
                p.string("tableOptions"),
                fill.equals("load"),
                test,
                p.integer("rowsPerInsert", 1, 10_000),
                distribution.equals("zipfian"),
                p.decimal("zipfianExponent", 0.01, 100),
                weights,
                p.bool("compactForSizes"));
    }

    /** The kind's name in {@code mixWeights}: pk_point, partkey_lt, ... */
    static String mixName(LineitemKind kind) {
        return kind.name().toLowerCase(Locale.ROOT);
    }

    /**
     * {@code mixWeights} as a weight per query of {@link LineitemKind#QUERIES}, in its order:
     * {@code equal} gives each 1; otherwise the named kinds' weights (0 to 1000), the others 0.
     */
    private static List<Integer> mixWeights(String value, List<String> problems) {
        String v = value.strip().toLowerCase(Locale.ROOT);
        Integer[] weights = new Integer[LineitemKind.QUERIES.size()];
        Arrays.fill(weights, v.equals("equal") ? 1 : 0);
        if (v.equals("equal")) {
            return List.of(weights);
        }
        List<String> names =
                LineitemKind.QUERIES.stream().map(LineitemOptions::mixName).toList();
        for (String part : v.split(",")) {
            String[] kv = part.strip().split(":", -1);
            int i = kv.length == 2 ? names.indexOf(kv[0].strip()) : -1;
            if (i < 0 || !kv[1].strip().matches("[0-9]{1,4}") || Integer.parseInt(kv[1].strip()) > 1000) {
                problems.add("mixWeights=" + value + ": '" + part.strip() + "' is not kind:weight with a kind of "
                        + String.join(", ", names) + " and a weight from 0 to 1000 (or say equal)");
                return List.of(weights);
            }
            weights[i] = Integer.parseInt(kv[1].strip());
        }
        if (Arrays.stream(weights).mapToInt(Integer::intValue).sum() == 0) {
            problems.add("mixWeights=" + value + " gives every query the weight 0: give one a weight above 0");
        }
        return List.of(weights);
    }

    /** The check of the keys (a run's own rules are {@link #runProblems}'s). */
    static void check(TypedProps p, BuildConfig build, RunConfig run, List<String> problems) {
        of(p, problems);
    }

    /**
     * What is wrong for a run of this test: an insert test ends with its rows and measures every
     * one (no runMins, no warm-up); a query test runs until runMins or runTxnsPerTerminal ends it.
     */
    List<String> runProblems(double runMins, long txnsPerTerminal, double rampupMins) {
        List<String> problems = new ArrayList<>();
        if (test.inserts() && (runMins > 0 || txnsPerTerminal > 0)) {
            problems.add("lineitemTest=" + test.key() + " inserts every table's rows and ends: set runMins=0 and"
                    + " runTxnsPerTerminal=0");
        }
        if (test.inserts() && rampupMins > 0) {
            problems.add("lineitemTest=" + test.key() + " measures every row it inserts: set rampupMins=0");
        }
        if (!test.inserts() && runMins == 0 && txnsPerTerminal == 0) {
            problems.add("lineitemTest=" + test.key() + " runs until runMins (or runTxnsPerTerminal) ends it: set"
                    + " one of them");
        }
        return problems;
    }

    static LineitemOptions of(Map<String, String> effective) {
        return Options.of(effective, KEYS, LineitemOptions::of);
    }

    /** Rows per INSERT of the test: 1 for insert_random (the report's), rowsPerInsert otherwise. */
    int batch() {
        return test == Test.INSERT_RANDOM ? 1 : rowsPerInsert;
    }

    /** The comment's length range, uniform with mean commentLength and never above 512. */
    int commentMin() {
        return Math.max(1, 2 * commentLength - 512);
    }

    int commentMax() {
        return 2 * commentLength - commentMin();
    }
}
