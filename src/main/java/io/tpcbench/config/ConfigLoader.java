package io.tpcbench.config;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.UnaryOperator;

/**
 * Turns a {@link PropsSource} into a validated {@link TpcConfig}, reporting every problem at
 * once in a {@link ConfigException}. This is the only place config rules live.
 */
public final class ConfigLoader {
    /** What the command is about to do; run-only rules are checked only for runs. */
    public enum Purpose {
        BUILD,
        RUN
    }

    private ConfigLoader() {}

    /**
     * The props of a command, validated with the keys of the workload {@code workload=} selects
     * among {@code workloads} (the first is the default's).
     */
    public static TpcConfig load(
            PropsSource source, Purpose purpose, UnaryOperator<String> env, List<WorkloadKeys> workloads) {
        List<String> problems = new ArrayList<>(source.problems());
        List<String> warnings = new ArrayList<>();
        String name = source.values()
                .getOrDefault("workload", workloads.get(0).name())
                .strip();
        WorkloadKeys workload = workloads.stream()
                .filter(w -> w.name().equals(name))
                .findFirst()
                .orElseGet(() -> {
                    problems.add("workload=" + name + " is not a workload: use one of "
                            + String.join(
                                    ", ",
                                    workloads.stream().map(WorkloadKeys::name).toList()));
                    return workloads.get(0);
                });
        checkKeyNames(source, workload, workloads, problems, warnings);
        List<KeyDef> keys = new ArrayList<>(Keys.all());
        keys.replaceAll(k -> k.name().equals("workload")
                ? KeyDef.of(k.name(), workloads.get(0).name(), k.origin(), k.help())
                : k);
        keys.addAll(workload.keys());
        TypedProps p = new TypedProps(source.values(), keys, problems);

        BuildConfig build = build(p, problems);
        DbConfig db = db(p, PasswordSource.resolve(p, env, problems), problems);
        RunConfig run = run(p, purpose, workload, problems);
        DriversConfig drivers = DriversConfig.of(p, problems);
        MetricsConfig metrics = MetricsConfig.of(p, problems);
        workload.check().run(p, build, run, problems);
        if (!problems.isEmpty()) {
            throw new ConfigException(problems);
        }
        if (p.isSet("osCollectorScript")) {
            warnings.add("osCollectorScript is not run: tpcbench reads the OS metrics from /proc itself"
                    + " (osCollector=" + run.output().osCollector().enabled()
                    + ", osCollectorSSHAddr for the database host)");
        }
        if (p.string("driver").equals(JdbcDriver.LEGACY_CONNECTOR_J)) {
            warnings.add("driver=" + JdbcDriver.LEGACY_CONNECTOR_J + " is the pre-8.0 name; using "
                    + JdbcDriver.CONNECTOR_J.className());
        }
        return new TpcConfig(db, build, run, drivers, metrics, workload.name(), p.effective(), p.defaulted(), warnings);
    }

    private static void checkKeyNames(
            PropsSource source,
            WorkloadKeys workload,
            List<WorkloadKeys> workloads,
            List<String> problems,
            List<String> warnings) {
        for (String key : source.values().keySet()) {
            if (key.startsWith(Keys.DATA_SOURCE_PREFIX)) {
                continue;
            }
            // BenchmarkSQL's props are every workload's template: its keys of another workload do nothing here
            Optional<KeyDef> def = Keys.find(key)
                    .or(() -> find(workload, key))
                    .or(() -> workloads.stream()
                            .flatMap(w -> find(w, key).stream())
                            .filter(KeyDef::benchmarkSql)
                            .findFirst());
            List<String> owners = workloads.stream()
                    .filter(w -> find(w, key).isPresent())
                    .map(WorkloadKeys::name)
                    .toList();
            if (def.isEmpty() && !owners.isEmpty()) {
                problems.add("key '" + key + "' belongs to workload " + String.join(", ", owners) + ", not to workload="
                        + workload.name());
            } else if (def.isEmpty()) {
                problems.add("unknown key '" + key + "'"
                        + Keys.suggest(key, workload, workloads)
                                .map(s -> ": did you mean '" + s + "'?")
                                .orElse(" (see docs/properties.md for every key)"));
            } else if (!def.get().implemented()) {
                warnings.add(key + " is a BenchmarkSQL key tpcbench does not implement yet; it is ignored");
            }
        }
    }

    private static Optional<KeyDef> find(WorkloadKeys workload, String key) {
        return workload.keys().stream().filter(k -> k.name().equals(key)).findFirst();
    }

    private static DbConfig db(TypedProps p, Secret password, List<String> problems) {
        String db = p.string("db");
        if (!db.equals("mysql")) {
            problems.add("db=" + db + " is not supported: tpcbench drives MySQL-family databases, use db=mysql");
        }
        JdbcDriver driver = driver(p, problems);
        boolean embeddedOn = p.bool("embedded");
        int port = p.integer("embeddedPort", 1, 65535);
        EmbeddedConfig embedded = new EmbeddedConfig(embeddedOn, Path.of(p.string("embeddedDataDir")), port);
        String url = p.string("conn");
        if (url.isEmpty() && embeddedOn) {
            url = driver.scheme() + "//127.0.0.1:" + port + "/tpcc";
        } else if (url.isEmpty()) {
            problems.add("conn is missing: set the JDBC URL, e.g. conn=" + driver.scheme() + "//127.0.0.1:3306/tpcc");
        } else if (JdbcDriver.byUrl(url).isEmpty() || !url.contains("//")) {
            problems.add("conn=" + Secrets.maskUrl(url) + " is not a MySQL JDBC URL:" + " it must look like "
                    + driver.scheme() + "//HOST:PORT/DATABASE");
        } else if (JdbcDriver.byUrl(url).get() != driver) {
            JdbcDriver urls = JdbcDriver.byUrl(url).get();
            problems.add("conn=" + Secrets.maskUrl(url) + " is " + urls.displayName() + "'s URL but driver="
                    + driver.className() + " is " + driver.displayName() + ": set driver=" + urls.className()
                    + " or start conn with " + driver.scheme() + "//");
        }
        Credentials credentials = Credentials.resolve(p, url, password, problems);
        String database = p.string("database");
        if (!database.isEmpty() && !database.matches("[A-Za-z0-9_$]{1,64}")) {
            problems.add("database=" + database + " is not a database name: letters, digits, _ and $, at most 64");
        } else if (!database.isEmpty()) {
            url = DbConfig.withDatabase(url, database);
        }
        return new DbConfig(
                db,
                driver.className(),
                url,
                credentials.user(),
                credentials.password(),
                p.dataSourceProps(),
                embedded,
                hostPorts(p, "endpoints", problems));
    }

    /**
     * The driver {@code driver=} names; when the key is not set, the one {@code conn}'s scheme
     * names ({@code jdbc:mariadb://} is MariaDB Connector/J's), else Connector/J.
     */
    private static JdbcDriver driver(TypedProps p, List<String> problems) {
        if (p.defaulted().contains("driver")) {
            JdbcDriver byUrl = JdbcDriver.byUrl(p.string("conn")).orElse(JdbcDriver.CONNECTOR_J);
            if (byUrl != JdbcDriver.CONNECTOR_J) {
                p.resolved("driver", byUrl.className());
            }
            return byUrl;
        }
        String name = p.string("driver");
        Optional<JdbcDriver> driver = JdbcDriver.byClassName(name);
        if (driver.isEmpty()) {
            problems.add("driver=" + name + " is not supported: use " + JdbcDriver.CONNECTOR_J.className() + " ("
                    + JdbcDriver.CONNECTOR_J.displayName() + ") or " + JdbcDriver.MARIADB.className() + " ("
                    + JdbcDriver.MARIADB.displayName() + ", MariaDB servers)");
        }
        return driver.orElse(JdbcDriver.CONNECTOR_J);
    }

    /**
     * {@code endpoints=host1:3306,host2:3306} (the servers a run spreads its connections over),
     * {@code dataNodes=...} (the servers under a sharding layer's head) or a workload's list of
     * servers (CH-benCHmark's {@code analyticalEndpoints}).
     */
    public static List<String> hostPorts(TypedProps p, String key, List<String> problems) {
        List<String> hostPorts = new ArrayList<>();
        for (String e : p.string(key).split(",")) {
            String hostPort = e.strip();
            if (hostPort.isEmpty()) {
                continue;
            }
            if (!hostPort.matches("[A-Za-z0-9._\\-]+(:[0-9]{1,5})?|\\[[0-9A-Fa-f:.]+\\](:[0-9]{1,5})?")) {
                problems.add(key + "=" + p.string(key) + ": '" + hostPort + "' is not host or host:port" + " (e.g. "
                        + key + "=10.0.0.1:3306,10.0.0.2:3306)");
            } else if (hostPorts.contains(hostPort)) {
                problems.add(key + "=" + p.string(key) + " names " + hostPort + " twice");
            } else {
                hostPorts.add(hostPort);
            }
        }
        return hostPorts;
    }

    /** What a build does, any workload's; a workload's scale is its own key ({@link WorkloadKeys}). */
    private static BuildConfig build(TypedProps p, List<String> problems) {
        int workers = p.integer("loadWorkers", 1, 1024);
        OptionalLong seed = p.isSet("seed")
                ? OptionalLong.of(p.longValue("seed", Long.MIN_VALUE, Long.MAX_VALUE))
                : OptionalLong.empty();
        Optional<Path> corpus = optionalPath(p, "textCorpus");
        corpus.ifPresent(c -> {
            if (!Files.isRegularFile(c) || !Files.isReadable(c)) {
                problems.add("textCorpus=" + c + " is not a readable file");
            }
        });
        return new BuildConfig(
                workers,
                seed,
                p.integer("loadBatchRows", 1, 100_000),
                p.integer("loadCommitRows", 1, 10_000_000),
                optionalPath(p, "fileLocation"),
                p.string("csvNullValue"),
                corpus,
                p.bool("foreignKeys"),
                p.integer("checkWorkers", 1, 256),
                p.string("buildDirectory"),
                sharding(p, problems),
                p.integer("partitions", 1, 65_536),
                hostPorts(p, "dataNodes", problems),
                loadInto(p, problems),
                p.bool("force"));
    }

    /** {@code loadInto=head|dataNodes}: dataNodes needs the nodes. */
    private static boolean loadInto(TypedProps p, List<String> problems) {
        String into = p.string("loadInto");
        if (!into.equals("head") && !into.equals("dataNodes")) {
            problems.add("loadInto=" + into + " is not one of head, dataNodes");
        } else if (into.equals("dataNodes") && p.string("dataNodes").isBlank()) {
            problems.add("loadInto=dataNodes needs dataNodes=host:port,... (the data nodes of sharding=spider)");
        }
        return into.equals("dataNodes");
    }

    /** A variant name as the files under sql.<db>/sharding/ are named; whether the file exists, the build says. */
    private static String sharding(TypedProps p, List<String> problems) {
        String name = p.string("sharding");
        if (!name.matches("[a-z0-9][a-z0-9-]*")) {
            problems.add(
                    "sharding=" + name + " is not a variant name: none, mysql-hash, polardbx, polardbx-auto, spider,"
                            + " tidb, oceanbase (or a file sql.<db>/sharding/NAME.properties of your own)");
        }
        return name;
    }

    private static Optional<Path> optionalPath(TypedProps p, String key) {
        return p.isSet(key) ? Optional.of(Path.of(p.string(key))) : Optional.empty();
    }

    private static RunConfig run(TypedProps p, Purpose purpose, WorkloadKeys workload, List<String> problems) {
        int terminals = p.integer("terminals", 1, 1_000_000);
        double runMins = p.decimal("runMins", 0, 1_000_000);
        long txns = p.longValue("runTxnsPerTerminal", 0, Long.MAX_VALUE);
        if (purpose == Purpose.RUN && workload.endsItself(p)) {
            if (runMins > 0 && txns > 0) {
                problems.add("runMins=" + p.string("runMins") + " and runTxnsPerTerminal=" + txns + ": workload="
                        + workload.name()
                        + (workload.endsItself() ? " ends when its streams end" : " ends by its own limit")
                        + "; set at most one of them as a limit");
            }
        } else if (purpose == Purpose.RUN && (runMins > 0) == (txns > 0)) {
            problems.add("runMins=" + p.string("runMins") + " and runTxnsPerTerminal=" + txns
                    + ": exactly one of them must be non-zero");
        }
        Isolation isolation = Isolation.parse(p.string("isolationLevel")).orElseGet(() -> {
            problems.add("isolationLevel=" + p.string("isolationLevel") + " is not one of READ_UNCOMMITTED,"
                    + " READ_COMMITTED, REPEATABLE_READ, SERIALIZABLE (or empty for the server's default)");
            return Isolation.SERVER_DEFAULT;
        });
        RunConfig.Window window = new RunConfig.Window(
                p.decimal("rampupMins", 0, 1_000_000),
                runMins,
                txns,
                p.longValue("limitTxnsPerMin", 0, Long.MAX_VALUE),
                startAt(p, problems));
        RunConfig.Connections connections = new RunConfig.Connections(
                p.integer("connectionPoolSize", 0, 100_000),
                isolation,
                p.integer("socketTimeoutSecs", 0, 86_400),
                p.bool("multiStatements"),
                p.integer("txnRetries", 0, 1000),
                p.bool("coalesceReads"));
        RunConfig.Output output = new RunConfig.Output(
                p.string("resultDirectory"),
                p.integer("reportIntervalSecs", 1, 86_400),
                p.bool("resultCsv"),
                OsCollectorConfig.of(
                        p.bool("osCollector"),
                        p.decimal("osCollectorInterval", 0.1, 3600),
                        p.string("osCollectorSSHAddr"),
                        p.string("osCollectorDevices"),
                        problems),
                p.decimal("responseTimeLimitSecs", 0, 86_400));
        return new RunConfig(
                terminals,
                window,
                connections,
                output,
                ClusterConfig.of(p, problems),
                FailureLimits.of(p),
                SweepConfig.of(p));
    }

    private static Optional<Instant> startAt(TypedProps p, List<String> problems) {
        try {
            return StartAt.parse(p.string("startAt"), Clock.systemDefaultZone());
        } catch (IllegalArgumentException e) {
            problems.add(e.getMessage());
            return Optional.empty();
        }
    }
}
