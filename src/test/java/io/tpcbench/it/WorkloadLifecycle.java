package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * A workload's whole life on the shared test database, as a user lives it through the verbs: build,
 * a short run, two drivers of one measurement merged, the check, and the destroy. Each workload's
 * IT extends it with its props and expectations (model: BenchBase's {@code AbstractTestLoader},
 * subclassed per benchmark) and adds its own tests between the steps by their {@link Order}:
 * the steps are 100 (run), 200 (merge), 300 (check) and 900 (destroy); a test after 900 finds
 * the database destroyed. Only the verbs and the result directory's files are used, never the
 * engine's classes, so the steps hold across the engine's refactorings.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class WorkloadLifecycle {
    static final int RUN = 100;
    static final int MERGE = 200;
    static final int CHECK = 300;
    static final int DESTROY = 900;
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The test class's directory: props, build and result directories (JUnit's, deleted after the class). */
    Path dir;

    /** The props file of the build, every step's and the subclass's tests'. */
    Path props;

    /** The workload's own database (schema) on the shared test server. */
    abstract String database();

    /** The props lines after the connection's: {@code workload=}, the scale, loadWorkers, terminals ... */
    abstract List<String> workloadProps();

    /** {@code summary.json}'s {@code workload}: the workload that ran. */
    abstract String workload();

    /** The summary.json figure a run is compared by: {@code tpmC}, {@code tps}, {@code queriesPerHour} ... */
    abstract String headline();

    /** The figure of a driver of the merged measurement (when its runs are another test's). */
    String driverHeadline() {
        return headline();
    }

    /** The figure of the merged result; {@code tpmTotal} where the workload merges no figures of its own. */
    String mergedHeadline() {
        return driverHeadline();
    }

    /** The tables the build creates, and the destroy drops. */
    abstract List<String> tables();

    /** Overrides of the short run (the step at {@link #RUN}). */
    List<String> runArgs() {
        return List.of();
    }

    /**
     * Overrides of driver 1 or 2 of the merged measurement (their {@code startAt} and result
     * directories are the template's): a share each, a short window.
     */
    abstract List<String> driverArgs(int driver);

    /** The database as the build left it, beyond its tables being there and recorded. */
    void built() throws Exception {}

    /** Just before the short run (a reading of the server's counters, say). */
    void beforeRun() throws Exception {}

    /** The short run's results, beyond exit 0, its workload, its headline and no failed unit. */
    void ran(Path results, JsonNode summary) throws Exception {}

    /** The merged result, beyond its workload, its headline and the drivers' units added up. */
    void merged(Path first, Path second, Path merged, JsonNode summary) throws Exception {}

    /** The database after the destroy, beyond it holding no table and no build record. */
    void destroyed() throws Exception {}

    /** How long before its window a driver must start: the time both need to start and connect. */
    Duration startLead() {
        return Duration.ofSeconds(4);
    }

    /**
     * Starts one driver of the merged measurement in this JVM, on a thread of its own (the common
     * pool of a 2-core machine runs one task at a time: the second driver would start too late).
     */
    CompletableFuture<Ran> startDriver(List<String> args) throws Exception {
        return Cli.start(args.toArray(String[]::new)).thenApply(cli -> new Ran(cli.exitCode, cli.err));
    }

    /** A finished command: its exit code and what it printed (its error output in this JVM). */
    record Ran(int exitCode, String output) {}

    @BeforeAll
    void build(@TempDir Path classDir) throws Exception {
        dir = classDir;
        TestDatabase db = TestDatabase.get();
        db.freshDatabase(database());
        props = db.props(dir, database(), workloadProps().toArray(String[]::new));
        Cli build = Cli.run("build", props.toString());
        assertEquals(Main.OK, build.exitCode, build.err);
        try (Connection c = db.connect(database())) {
            TreeSet<String> recorded = names(c, "SELECT name FROM tpcbench_build WHERE item = 'table'");
            for (String table : tables()) {
                assertTrue(tablesLeft(c).contains(table), table + " built: " + tablesLeft(c));
                assertTrue(recorded.contains(table), table + " recorded in tpcbench_build: " + recorded);
            }
        }
        built();
    }

    @Test
    @Order(RUN)
    void aShortRunCompletesItsUnits() throws Exception {
        Path results = dir.resolve("run");
        List<String> args = new ArrayList<>(List.of("run", props.toString()));
        args.addAll(runArgs());
        args.add("resultDirectory=" + results);
        beforeRun();
        Cli run = Cli.run(args.toArray(String[]::new));
        assertEquals(Main.OK, run.exitCode, run.err);
        JsonNode summary = summary(results);
        assertRan(summary, headline());
        assertTrue(Files.isRegularFile(results.resolve("summary.txt")), "summary.txt");
        assertTrue(Files.isRegularFile(results.resolve("report.html")), "report.html");
        ran(results, summary);
    }

    /** Two drivers from one {@code startAt}, each its share; their results merge into one measurement. */
    @Test
    @Order(MERGE)
    void twoDriversMergeIntoOneResult() throws Exception {
        Instant startAt = Instant.now().plus(startLead()).truncatedTo(ChronoUnit.SECONDS);
        List<Path> drivers = List.of(dir.resolve("driver1"), dir.resolve("driver2"));
        List<CompletableFuture<Ran>> running = new ArrayList<>();
        for (int d = 1; d <= 2; d++) {
            List<String> args = new ArrayList<>(List.of("run", props.toString()));
            args.addAll(driverArgs(d));
            args.addAll(List.of("startAt=" + startAt, "resultDirectory=" + drivers.get(d - 1)));
            running.add(startDriver(args));
        }
        long units = 0;
        for (int d = 0; d < 2; d++) {
            Ran ran = running.get(d).get();
            assertEquals(Main.OK, ran.exitCode(), ran.output());
            JsonNode summary = summary(drivers.get(d));
            assertRan(summary, driverHeadline());
            units += completed(summary);
        }
        Path merged = dir.resolve("merged");
        Cli merge = Cli.run("merge", drivers.get(0).toString(), drivers.get(1).toString(), "output=" + merged);
        assertEquals(Main.OK, merge.exitCode, merge.err);
        JsonNode summary = summary(merged);
        assertEquals(workload(), summary.path("workload").asText(), "the merged result's workload");
        assertEquals(units, completed(summary), "the merged units are both drivers'");
        assertTrue(SummaryFigures.figure(summary.toString(), mergedHeadline()) > 0, mergedHeadline() + " merged");
        assertEquals(0, failed(summary), "no failed unit in the merged result");
        assertTrue(Files.isRegularFile(merged.resolve("report.html")), "the merged report");
        intervalLinesMerge(drivers, merged, units);
        merged(drivers.get(0), drivers.get(1), merged, summary);
    }

    /**
     * The merged intervals.jsonl holds, per interval, both drivers' units of it: at least the units
     * of their printed lines, at most the measurement's (the short last interval prints no line).
     */
    private static void intervalLinesMerge(List<Path> drivers, Path merged, long units) throws Exception {
        long printed = 0;
        for (Path d : drivers) {
            printed += lineUnits(d.resolve("intervals.jsonl"), false);
        }
        long mergedUnits = lineUnits(merged.resolve("intervals.jsonl"), true);
        assertTrue(
                mergedUnits >= printed && mergedUnits <= units,
                "merged interval lines hold " + mergedUnits + " units; the drivers' lines " + printed + ", the run "
                        + units);
    }

    /** The units of every line of an intervals.jsonl, every kind; {@code merged} lines print no text. */
    private static long lineUnits(Path file, boolean merged) throws Exception {
        long n = 0;
        for (String line : Files.readAllLines(file)) {
            JsonNode o = new ObjectMapper().readTree(line);
            assertEquals(merged, o.path("line").isNull(), line);
            for (JsonNode k : o.path("kinds")) {
                n += k.path("count").asLong();
            }
        }
        return n;
    }

    @Test
    @Order(CHECK)
    void theCheckPasses() {
        Cli check = Cli.run("check", props.toString());
        assertEquals(Main.OK, check.exitCode, check.err);
    }

    @Test
    @Order(DESTROY)
    void theDestroyLeavesNothing() throws Exception {
        Cli destroy = Cli.run("destroy", props.toString());
        assertEquals(Main.OK, destroy.exitCode, destroy.err);
        try (Connection c = TestDatabase.get().connect(database())) {
            // the build record goes with the last table it lists: no tpcbench_build either
            assertEquals(List.of(), List.copyOf(tablesLeft(c)), "every table of " + database() + " dropped");
        }
        destroyed();
    }

    /** The run's {@code summary.json}. */
    static JsonNode summary(Path results) throws Exception {
        return JSON.readTree(results.resolve("summary.json").toFile());
    }

    /** The whole number at {@code path} in a summary ({@code "audit", "dbNewOrders"}); the test fails when there is none. */
    static long number(JsonNode summary, String... path) {
        JsonNode n = summary;
        for (String p : path) {
            n = n.path(p);
        }
        assertTrue(n.isNumber(), String.join(".", path) + " in " + summary);
        return n.asLong();
    }

    /** A run's common assertions: its workload, its headline figure above 0, no failed unit. */
    void assertRan(JsonNode summary, String figure) {
        assertEquals(workload(), summary.path("workload").asText(), "summary.json's workload");
        assertTrue(SummaryFigures.figure(summary.toString(), figure) > 0, figure + " in " + summary);
        assertTrue(completed(summary) > 0, "units completed: " + summary.path("types"));
        assertEquals(0, failed(summary), "no failed unit: " + summary);
    }

    /** The units completed in the window, over every kind. */
    static long completed(JsonNode summary) {
        long n = 0;
        for (JsonNode type : summary.path("types")) {
            n += type.path("completed").asLong();
        }
        return n;
    }

    /** The failures the summary counts anywhere: per kind, endpoint, error code, deferred work, driver. */
    static long failed(JsonNode summary) {
        long n = 0;
        for (JsonNode failed : summary.findValues("failed")) {
            n += failed.asLong();
        }
        return n;
    }

    private TreeSet<String> tablesLeft(Connection c) throws Exception {
        return names(c, "SELECT table_name FROM information_schema.tables WHERE table_schema = '" + database() + "'");
    }

    private static TreeSet<String> names(Connection c, String sql) throws Exception {
        TreeSet<String> names = new TreeSet<>();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                names.add(rs.getString(1).toLowerCase(Locale.ROOT));
            }
        }
        return names;
    }
}
