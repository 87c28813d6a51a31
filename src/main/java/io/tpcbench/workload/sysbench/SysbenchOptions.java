package io.tpcbench.workload.sysbench;

import io.tpcbench.config.KeyDef;
import io.tpcbench.config.Options;
import io.tpcbench.config.TypedProps;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * sysbench 1.0.20's options, under its own names and with its defaults (oltp_common.lua, the
 * scripts, and sysbench's global {@code --rand-*}, {@code --percentile} and
 * {@code --mysql-ignore-errors}); docs/dev/sysbench-1.0.20-facts.md holds the facts.
 */
record SysbenchOptions(
        int tables,
        int tableSize,
        int rangeSize,
        int pointSelects,
        int simpleRanges,
        int sumRanges,
        int orderRanges,
        int distinctRanges,
        int indexUpdates,
        int nonIndexUpdates,
        int deleteInserts,
        boolean rangeSelects,
        boolean skipTrx,
        boolean autoInc,
        boolean secondary,
        boolean createSecondary,
        SbRandom.Type randType,
        int randSpecIter,
        double randSpecPct,
        double randSpecRes,
        double randParetoH,
        double randZipfianExp,
        int randomPoints,
        int numberOfRanges,
        int delta,
        String storageEngine,
        String tableOptions,
        Set<Integer> ignoreErrors,
        int percentile,
        long events,
        boolean histogram,
        int rate,
        boolean stopOnError,
        List<Integer> reportCheckpoints) {

    /** The keys, in sysbench's spelling, with its defaults. */
    static final List<KeyDef> KEYS = List.of(
            key("tables", "1", "number of tables sbtest1..sbtestN"),
            key("table_size", "10000", "rows per table"),
            key("range_size", "100", "rows of each range SELECT"),
            key("point_selects", "10", "point SELECTs per transaction"),
            key("simple_ranges", "1", "simple range SELECTs per transaction"),
            key("sum_ranges", "1", "SELECT SUM() ranges per transaction"),
            key("order_ranges", "1", "SELECT ... ORDER BY ranges per transaction"),
            key("distinct_ranges", "1", "SELECT DISTINCT ranges per transaction"),
            key("index_updates", "1", "UPDATEs of the indexed column k per transaction"),
            key("non_index_updates", "1", "UPDATEs of the non-indexed column c per transaction"),
            key("delete_inserts", "1", "DELETE/INSERT pairs per transaction"),
            key("range_selects", "true", "the four range SELECT groups on or off"),
            key("skip_trx", "false", "no BEGIN/COMMIT: every statement in autocommit"),
            key("auto_inc", "true", "id is AUTO_INCREMENT (oltp_insert inserts id 0); false: ids the client draws"),
            key("secondary", "false", "a secondary index on id in place of the primary key"),
            key("create_secondary", "true", "the index k_N on column k, created after the load"),
            key("rand_type", "special", "distribution of ids and k: uniform, gaussian, special, pareto, zipfian"),
            key("rand_spec_iter", "12", "uniform draws summed by the gaussian and special distributions"),
            key("rand_spec_pct", "1", "percentage of the range the special distribution treats as special"),
            key("rand_spec_res", "75", "percentage of draws the special distribution puts in that part"),
            key("rand_pareto_h", "0.2", "the pareto distribution's h"),
            key(
                    "rand_zipfian_exp",
                    "0.8",
                    "the zipfian distribution's exponent (sysbench 1.1's; 1.0.20 has no zipfian)"),
            key("random_points", "10", "select_random_points: values in the IN list"),
            key("number_of_ranges", "10", "select_random_ranges: BETWEEN ranges ORed together"),
            key("delta", "5", "select_random_ranges: width of each range"),
            key("mysql_storage_engine", "innodb", "storage engine of the sbtest tables"),
            key(
                    "mysql_table_options",
                    "",
                    "text appended to each CREATE TABLE, e.g. PolarDB-X's dbpartition by hash(id)"),
            key(
                    "mysql_ignore_errors",
                    "1213,1020,1205",
                    "error codes after which an event is run again and counted as an ignored error"),
            key(
                    "percentile",
                    "95",
                    "the latency percentile of the interval lines and the closing block (0..100; 0 = none, as"
                            + " sysbench's --percentile=0)"),
            key("histogram", "off", "sysbench's --histogram: on prints the latency histogram before the closing block"),
            key(
                    "events",
                    "0",
                    "sysbench's --events: the events of the run in all, over every terminal, the warm-up's too;"
                            + " the run ends at the last (or at runMins, when set, if that comes first); 0 = no"
                            + " limit"),
            key(
                    "rate",
                    "0",
                    "sysbench's --rate: events arrive at this average rate per second (exponential gaps) into one"
                            + " queue the terminals take from; latency counts from arrival; 0 = as fast as the"
                            + " terminals go"),
            key(
                    "on_error",
                    "stop",
                    "after an error mysql_ignore_errors does not list: stop (sysbench's FATAL: the run stops, its"
                            + " results so far are written, exit 6) or continue (count it as failed and go on)"),
            key(
                    "report_checkpoints",
                    "",
                    "sysbench's --report-checkpoints: seconds from the run's start (e.g. 60,120) at which the full"
                            + " closing block of the time since the previous one is printed; none by default"));

    private static KeyDef key(String name, String defaultValue, String help) {
        return KeyDef.own("sysbench", name, defaultValue, help);
    }

    /** The options of {@code values} (a props file's or a config's effective map); problems are added. */
    static SysbenchOptions of(TypedProps p, List<String> problems) {
        SbRandom.Type type = SbRandom.Type.parse(p.string("rand_type")).orElseGet(() -> {
            problems.add("rand_type=" + p.string("rand_type") + " is not one of uniform, gaussian, special, pareto,"
                    + " zipfian");
            return SbRandom.Type.SPECIAL;
        });
        String engine = p.string("mysql_storage_engine");
        if (!engine.matches("[A-Za-z0-9_]+")) {
            problems.add("mysql_storage_engine=" + engine + " is not an engine name (letters, digits, _)");
        }
        return new SysbenchOptions(
                p.integer("tables", 1, 100_000),
                p.integer("table_size", 0, 2_000_000_000),
                p.integer("range_size", 1, 100_000_000),
                p.integer("point_selects", 0, 100_000),
                p.integer("simple_ranges", 0, 100_000),
                p.integer("sum_ranges", 0, 100_000),
                p.integer("order_ranges", 0, 100_000),
                p.integer("distinct_ranges", 0, 100_000),
                p.integer("index_updates", 0, 100_000),
                p.integer("non_index_updates", 0, 100_000),
                p.integer("delete_inserts", 0, 100_000),
                p.bool("range_selects"),
                p.bool("skip_trx"),
                p.bool("auto_inc"),
                p.bool("secondary"),
                p.bool("create_secondary"),
                type,
                p.integer("rand_spec_iter", 1, 1_000),
                p.decimal("rand_spec_pct", 0, 100),
                p.decimal("rand_spec_res", 0, 99.999),
                p.decimal("rand_pareto_h", 0.001, 0.999),
                p.decimal("rand_zipfian_exp", 0, 100),
                p.integer("random_points", 1, 65_535),
                p.integer("number_of_ranges", 1, 10_000),
                p.integer("delta", 0, 2_000_000_000),
                engine,
                p.string("mysql_table_options"),
                errorCodes(p.string("mysql_ignore_errors"), problems),
                p.integer("percentile", 0, 100),
                p.longValue("events", 0, Long.MAX_VALUE),
                histogram(p, problems),
                p.integer("rate", 0, 1_000_000_000),
                stopOnError(p, problems),
                checkpoints(p.string("report_checkpoints"), problems));
    }

    /** sysbench's list of seconds, each a whole number from 1, in order and once each. */
    private static List<Integer> checkpoints(String text, List<String> problems) {
        TreeSet<Integer> secs = new TreeSet<>();
        for (String part : text.split(",")) {
            String p = part.strip();
            if (p.isEmpty()) {
                continue;
            }
            try {
                int s = Integer.parseInt(p);
                if (s < 1) {
                    throw new NumberFormatException();
                }
                secs.add(s);
            } catch (NumberFormatException e) {
                problems.add("report_checkpoints=" + text + ": '" + p + "' is not a whole number of seconds from 1");
            }
        }
        return List.copyOf(secs);
    }

    private static boolean stopOnError(TypedProps p, List<String> problems) {
        String v = p.string("on_error").strip().toLowerCase(Locale.ROOT);
        if (!v.equals("stop") && !v.equals("continue")) {
            problems.add("on_error=" + p.string("on_error") + " is not stop or continue");
        }
        return !v.equals("continue");
    }

    /** {@code of} over a validated configuration's effective values. */
    static SysbenchOptions of(Map<String, String> effective) {
        return Options.of(effective, KEYS, SysbenchOptions::of);
    }

    /** sysbench's list of error codes; {@code all} is every code, shown as an empty set with {@link #ignoresAll}. */
    private static Set<Integer> errorCodes(String text, List<String> problems) {
        Set<Integer> codes = new LinkedHashSet<>();
        if (text.strip().equalsIgnoreCase("all")) {
            codes.add(-1);
            return codes;
        }
        for (String part : text.split(",")) {
            String p = part.strip();
            if (p.isEmpty()) {
                continue;
            }
            try {
                codes.add(Integer.parseInt(p));
            } catch (NumberFormatException e) {
                problems.add("mysql_ignore_errors=" + text + ": '" + p + "' is not an error code (or use all)");
            }
        }
        return codes;
    }

    /** sysbench's on/off (true/false too); on with percentile=0 is refused, as sysbench refuses it. */
    private static boolean histogram(TypedProps p, List<String> problems) {
        String v = p.string("histogram").strip().toLowerCase(Locale.ROOT);
        boolean on = v.equals("on") || v.equals("true");
        if (!on && !v.equals("off") && !v.equals("false")) {
            problems.add("histogram=" + p.string("histogram") + " is not on or off");
        }
        if (on && p.string("percentile").strip().equals("0")) {
            problems.add("histogram=on cannot be used with percentile=0 (as sysbench's --histogram with"
                    + " --percentile=0)");
        }
        return on;
    }

    /** Whether {@code values} set {@code events}, which ends the run by itself (a bad value is {@link #of}'s problem). */
    static boolean limitsEvents(TypedProps values) {
        return !values.string("events").strip().matches("0*");
    }

    /** {@code mysql_ignore_errors=all}. */
    boolean ignoresAll() {
        return ignoreErrors.contains(-1);
    }
}
