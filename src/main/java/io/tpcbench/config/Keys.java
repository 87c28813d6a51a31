package io.tpcbench.config;

import static io.tpcbench.config.KeyDef.Origin.BENCHMARKSQL5;
import static io.tpcbench.config.KeyDef.Origin.BENCHMARKSQL6;
import static io.tpcbench.config.KeyDef.Origin.TPCBENCH;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The engine's props keys, every workload's (a workload's own are its {@link WorkloadKeys});
 * docs/properties.md documents the same list.
 */
public final class Keys {
    /** Keys with this prefix go to HikariCP / Connector/J unchanged. */
    public static final String DATA_SOURCE_PREFIX = "dataSource.";

    private static final List<KeyDef> ALL = List.of(
            KeyDef.of("db", "mysql", BENCHMARKSQL5, "database family; selects sql.<db>/ before sql.common/"),
            KeyDef.of("workload", null, TPCBENCH, "what runs: a workload's name (default: the registry's first)"),
            KeyDef.of(
                    "driver",
                    "com.mysql.cj.jdbc.Driver",
                    BENCHMARKSQL5,
                    "JDBC driver class: Connector/J, or org.mariadb.jdbc.Driver for MariaDB servers"
                            + " (default: the one conn's scheme names)"),
            KeyDef.of("conn", null, BENCHMARKSQL5, "JDBC URL"),
            KeyDef.of(
                    "database",
                    "",
                    TPCBENCH,
                    "the database (schema) to use instead of the one conn names (empty = conn's)"),
            KeyDef.of(
                    "endpoints",
                    "",
                    TPCBENCH,
                    "host:port list a run spreads its connections over (empty = conn's server)"),
            KeyDef.of("user", "root", BENCHMARKSQL5, "database user"),
            KeyDef.of("password", "", BENCHMARKSQL5, "database password (never echoed)"),
            KeyDef.of("passwordEnv", "", TPCBENCH, "environment variable holding the password"),
            KeyDef.of("passwordFile", "", TPCBENCH, "file whose first line is the password"),
            KeyDef.of("loadWorkers", "4", BENCHMARKSQL5, "parallel load workers"),
            KeyDef.of("fileLocation", "", BENCHMARKSQL5, "write CSV files here instead of loading"),
            KeyDef.of("csvNullValue", "NULL", BENCHMARKSQL5, "text written for SQL NULL in CSV files"),
            KeyDef.of("terminals", "1", BENCHMARKSQL5, "emulated terminals"),
            KeyDef.of("runTxnsPerTerminal", "0", BENCHMARKSQL5, "transactions per terminal (or runMins)"),
            KeyDef.of("runMins", "0", BENCHMARKSQL5, "measurement minutes (or runTxnsPerTerminal)"),
            KeyDef.of("limitTxnsPerMin", "0", BENCHMARKSQL5, "total transactions per minute cap, 0 = none"),
            KeyDef.of("resultDirectory", "my_result_%tY-%tm-%td_%tH%tM%tS", BENCHMARKSQL5, "per-run result dir"),
            KeyDef.of(
                    "osCollectorScript",
                    "",
                    BENCHMARKSQL5,
                    "BenchmarkSQL's collector script (tpcbench reads /proc itself)"),
            KeyDef.of("osCollectorInterval", "1", BENCHMARKSQL5, "seconds between OS metrics samples"),
            KeyDef.of("osCollectorSSHAddr", "", BENCHMARKSQL5, "user@host: OS metrics of the database host over ssh"),
            KeyDef.of(
                    "osCollectorDevices",
                    "",
                    BENCHMARKSQL5,
                    "devices counted, e.g. net_eth0 blk_sda (empty = all disks and interfaces)"),
            KeyDef.of("osCollector", "true", TPCBENCH, "collect the driver host's OS metrics during a run"),
            KeyDef.of("metricsPort", "0", TPCBENCH, "serve live Prometheus metrics on this port (0 = off)"),
            KeyDef.of("metricsBind", "127.0.0.1", TPCBENCH, "address the metrics endpoint listens on"),
            KeyDef.of("metricsDriver", "", TPCBENCH, "the driver label of the metrics (empty = host name)"),
            KeyDef.of("rampupMins", "0", BENCHMARKSQL6, "warm-up minutes excluded from measurement"),
            KeyDef.of("reportIntervalSecs", "10", BENCHMARKSQL6, "seconds between progress lines"),
            KeyDef.notYet("sutThreads", BENCHMARKSQL6, "BenchmarkSQL 6 SUT threads"),
            KeyDef.of("startAt", "", TPCBENCH, "wall-clock time the measurement window starts (several drivers)"),
            KeyDef.of("seed", "", TPCBENCH, "seed for a reproducible load (empty = random)"),
            KeyDef.of("loadBatchRows", "500", TPCBENCH, "rows per JDBC batch while loading"),
            KeyDef.of("loadCommitRows", "100000", TPCBENCH, "rows per commit while loading"),
            KeyDef.of("textCorpus", "", TPCBENCH, "file whose text fills the free-text columns"),
            KeyDef.of("buildDirectory", "build_%tY-%tm-%td_%tH%tM%tS", TPCBENCH, "per-build report directory"),
            KeyDef.of(
                    "sharding",
                    "none",
                    TPCBENCH,
                    "schema variant: none, mysql-hash, polardbx, polardbx-auto, tidb, oceanbase, spider"),
            KeyDef.of(
                    "partitions",
                    "16",
                    TPCBENCH,
                    "hash partitions per table of a sharded variant (polardbx: tables per database shard)"),
            KeyDef.of(
                    "dataNodes",
                    "",
                    TPCBENCH,
                    "host:port list of the data nodes under a sharding layer's head (sharding=spider): their tables are created, dropped and loaded directly"),
            KeyDef.of(
                    "loadInto",
                    "head",
                    TPCBENCH,
                    "with dataNodes: head (every row through conn's server) or dataNodes (each node's warehouses straight into it)"),
            KeyDef.of("foreignKeys", "false", TPCBENCH, "create foreign keys after the load"),
            KeyDef.of(
                    "force",
                    "false",
                    TPCBENCH,
                    "destroy: also drop tables of the workload's names that no recorded tpcbench build created"),
            KeyDef.of("connectionPoolSize", "0", TPCBENCH, "database connections of a run (0 = one per terminal)"),
            KeyDef.of("isolationLevel", "", TPCBENCH, "transaction isolation of a run (empty = the server's)"),
            KeyDef.of(
                    "txnRetries",
                    "100",
                    TPCBENCH,
                    "retries of a deadlocked, conflicting or lock-timed-out transaction"),
            KeyDef.of(
                    "retryErrorCodes",
                    "",
                    TPCBENCH,
                    "more vendor error codes after which a transaction is retried, e.g. 4012,5012"),
            KeyDef.of(
                    "txnRetrySecs",
                    "10",
                    TPCBENCH,
                    "seconds a transaction is retried for, with jittered backoff, before it fails"),
            KeyDef.of(
                    "portableStatements",
                    "auto",
                    TPCBENCH,
                    "the peers' statement shapes, a step's statements in one text and the COMMIT alone: auto (the tidb, polardbx, polardbx-auto, oceanbase and spider sharding profiles), true, false"),
            KeyDef.of(
                    "oneTripCommit",
                    "auto",
                    TPCBENCH,
                    "COMMIT in the last statements' text: auto (single servers only), true, false"),
            KeyDef.of(
                    "compoundStatements",
                    "auto",
                    TPCBENCH,
                    "a trip that writes as one MariaDB compound statement: auto (MariaDB with the COMMIT in the text), true, false"),
            KeyDef.of(
                    "storedProcedures",
                    "false",
                    TPCBENCH,
                    "a trip that writes as the CALL of a stored procedure tpcbench creates on first use (MySQL,"
                            + " MariaDB; needs CREATE ROUTINE): true, false"),
            KeyDef.of(
                    "drainSecs",
                    "30",
                    TPCBENCH,
                    "seconds the terminals get to stop after the window before their statements are cancelled"),
            KeyDef.of(
                    "abortIfAllFailAttempts",
                    "100",
                    TPCBENCH,
                    "a run stops (exit 6) when this many first units all failed (0 = never)"),
            KeyDef.of(
                    "abortIfAllFailSecs",
                    "60",
                    TPCBENCH,
                    "a run stops (exit 6) when every unit that ended in its first this many seconds failed (0 = never)"),
            KeyDef.of(
                    "maxFailedPercent",
                    "1",
                    TPCBENCH,
                    "a run whose failed units pass this share of those that ended exits 7 (100 = never)"),
            KeyDef.of(
                    "endpointAffinity",
                    "warehouse",
                    TPCBENCH,
                    "with several endpoints: warehouse (a home warehouse's terminals share one) or roundrobin"),
            KeyDef.of(
                    "socketTimeoutSecs",
                    "120",
                    TPCBENCH,
                    "seconds a run waits for an answer before the connection counts as lost"),
            KeyDef.of(
                    "multiStatements",
                    "true",
                    TPCBENCH,
                    "send the statements of each transaction step in one round trip"),
            KeyDef.of(
                    "coalesceReads",
                    "true",
                    TPCBENCH,
                    "read a multi-statement text's answer after a part of its usual time, in fewer wake-ups (Connector/J)"),
            KeyDef.of("drivers", "", TPCBENCH, "driver machines of run/runDrivers.sh: [user@]host[:port],..."),
            KeyDef.of(
                    "driverHome",
                    "",
                    TPCBENCH,
                    "tpcbench's directory on the driver machines (empty = this one's path)"),
            KeyDef.of(
                    "sshOptions",
                    "",
                    TPCBENCH,
                    "options of every ssh and scp of run/runDrivers.sh, e.g. -i ~/.ssh/bench"),
            KeyDef.of(
                    "driversLeadSecs",
                    "30",
                    TPCBENCH,
                    "seconds from run/runDrivers.sh's start to the drivers' common startAt (plus the warm-up)"),
            KeyDef.of(
                    "sweepDirectory", "sweep_%tY-%tm-%td_%tH%tM%tS", TPCBENCH, "directory of a sweep's runs and curve"),
            KeyDef.of(
                    "betweenRuns",
                    "",
                    TPCBENCH,
                    "shell command a sweep runs before each of its runs (e.g. restart the server, drop the caches)"),
            KeyDef.of(
                    "serverWaitSecs",
                    "300",
                    TPCBENCH,
                    "seconds a sweep waits for the server to answer after betweenRuns"),
            KeyDef.of(
                    "responseTimeLimitSecs",
                    "0",
                    TPCBENCH,
                    "response time above which a unit counts as late, every kind (0 = the workload's own: TPC-C 5.2.5.3's)"),
            KeyDef.of("resultCsv", "true", TPCBENCH, "write data/result.csv (one row per transaction)"),
            KeyDef.of("checkWorkers", "4", TPCBENCH, "parallel workers of the consistency check"),
            KeyDef.of("embedded", "false", TPCBENCH, "start the embedded MariaDB for this command"),
            KeyDef.of("embeddedDataDir", "embedded-db", TPCBENCH, "data directory of the embedded MariaDB"),
            KeyDef.of("embeddedPort", "3307", TPCBENCH, "port of the embedded MariaDB (on 127.0.0.1)"),
            KeyDef.of(
                    "scratchMariadbd",
                    "/usr/sbin/mariadbd",
                    TPCBENCH,
                    "the mariadbd a test that crashes a server starts for itself (runAcid's durability), of the server's version"));

    private static final Map<String, KeyDef> BY_NAME = index();

    private Keys() {}

    private static Map<String, KeyDef> index() {
        Map<String, KeyDef> map = new LinkedHashMap<>();
        ALL.forEach(k -> map.put(k.name(), k));
        return map;
    }

    public static List<KeyDef> all() {
        return ALL;
    }

    public static Optional<KeyDef> find(String name) {
        return Optional.ofNullable(BY_NAME.get(name));
    }

    /** The engine's key closest to a misspelt one, if any is close enough to be a plausible typo. */
    public static Optional<String> suggest(String unknown) {
        return suggest(unknown, ALL);
    }

    /**
     * The key closest to a misspelt one among the engine's, {@code workload}'s and then the other
     * {@code workloads}', if any is close enough to be a plausible typo.
     */
    static Optional<String> suggest(String unknown, WorkloadKeys workload, List<WorkloadKeys> workloads) {
        List<KeyDef> keys = new ArrayList<>(ALL);
        keys.addAll(workload.keys());
        workloads.forEach(w -> keys.addAll(w.keys()));
        return suggest(unknown, keys);
    }

    private static Optional<String> suggest(String unknown, List<KeyDef> keys) {
        String lower = unknown.toLowerCase(Locale.ROOT);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (KeyDef key : keys) {
            int d = distance(lower, key.name().toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                bestDistance = d;
                best = key.name();
            }
        }
        return bestDistance <= Math.max(2, unknown.length() / 3) ? Optional.of(best) : Optional.empty();
    }

    /** Levenshtein distance. */
    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
