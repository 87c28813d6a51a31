package io.tpcbench.report;

import io.tpcbench.metrics.ServerStatus;
import java.util.List;
import java.util.Map;

/**
 * Everything a run reports, computed once and rendered twice (summary.txt, summary.json) and on
 * the console. Latencies are milliseconds, percentages 0..100.
 */
public record RunSummary(
        String sessionStart,
        String sessionEnd,
        double measuredSecs,
        boolean interrupted,
        Window window,
        int warehouses,
        int terminals,
        double tpmC,
        double tpmTotal,
        long transactionCount,
        double efficiencyPct,
        double driverCpuMsPerTxn,
        List<TypeLine> types,
        DeferredDelivery delivery,
        Mix mix,
        Audit audit,
        Faults faults,
        List<EndpointLine> endpoints,
        Server server,
        Environment environment,
        List<Verdict> verdicts,
        MixCounts mixCounts,
        DriverShare share,
        MixPlan plan,
        Compliance compliance,
        TerminalSpread spread,
        String workload,
        List<String> workloadLines,
        Map<String, Double> workloadFigures) {

    /**
     * When the session and the measurement window began and ended, in epoch milliseconds: the
     * report's time axes, and the alignment of runs that are compared or merged.
     */
    public record Window(long sessionStartEpochMillis, long startEpochMillis, long endEpochMillis) {
        /** Seconds from the session start to the window's start (the warm-up). */
        public double startSecs() {
            return (startEpochMillis - sessionStartEpochMillis) / 1000.0;
        }

        /** Seconds from the session start to the window's end. */
        public double endSecs() {
            return (endEpochMillis - sessionStartEpochMillis) / 1000.0;
        }
    }

    /** Older summaries have no endpoints: none is an empty list. */
    /** The workload of a summary written before there were others: TPC-C. */
    public static final String DEFAULT_WORKLOAD = "tpcc";

    public RunSummary {
        endpoints = endpoints == null ? List.of() : List.copyOf(endpoints);
        workload = workload == null ? DEFAULT_WORKLOAD : workload;
        workloadLines = workloadLines == null ? List.of() : List.copyOf(workloadLines);
        workloadFigures = workloadFigures == null ? Map.of() : java.util.Collections.unmodifiableMap(
                new java.util.LinkedHashMap<>(workloadFigures));
    }

    /**
     * Whether the summary is TPC-C's, with its sections (tpmC, mix, audit, compliance and their
     * verdicts); a summary written before there were other workloads is.
     */
    public boolean tpcc() {
        return DEFAULT_WORKLOAD.equals(workload);
    }

    /**
     * The figure a run is compared by: TPC-C's tpmC, else the workload's {@code tps} (sysbench's),
     * else its first figure (TPC-H's queriesPerHour); a figure where more is better.
     */
    public String headlineName() {
        if (tpcc()) {
            return "tpmC";
        }
        return workloadFigures.containsKey("tps") || workloadFigures.isEmpty() ? "tps"
                : workloadFigures.keySet().iterator().next();
    }

    /** {@link #headlineName()}'s value: tpmC, the workload's figure, or the units completed per second of the window. */
    public double headline() {
        return tpcc() ? tpmC : workloadFigures.getOrDefault(headlineName(), tpmTotal / 60);
    }

    /** The kind whose latency a run is compared by: New-Order, or another workload's first kind. */
    public String headlineKind() {
        return types.isEmpty() ? "" : types.get(0).name();
    }

    /**
     * One endpoint (a server of a distributed database) over the window: the transactions of the
     * terminals and workers it served, completed and failed, its tpmTOTAL, its connections lost
     * over the whole session, and its retries (deadlocks, certification conflicts) in the window.
     */
    public record EndpointLine(String name, long completed, long failed, double tpmTotal, long connectionLosses,
            long retried) {}

    /**
     * One transaction type over the window; {@code late} of its completed ones took longer than
     * {@code lateAfterMs}, its response time limit (tpcc-mysql's {@code lt}; 0: it has none).
     */
    public record TypeLine(String name, long completed, long rolledBack, long retried, long failed, double meanMs,
            double p50Ms, double p90Ms, double p95Ms, double p99Ms, double maxMs, double sharePct, long late,
            double lateAfterMs) {}

    /**
     * The deferred part of Delivery over the window: completed (queued and done in it), skipped
     * and failed; the requests the terminals queued in it and those of them left over, not
     * completed by its end; the queue's length when it started and ended; the workers.
     */
    public record DeferredDelivery(long completed, long skippedDeliveries, long skippedDistricts, long failed,
            double p90Ms, double maxMs, long queued, long leftOver, long backlogAtStart, long backlogAtEnd,
            int workers) {}

    /** The percentages the spec fixes on average. */
    public record Mix(double newOrderRollbackPct, double remoteOrderLinePct, double remotePaymentPct,
            double byNamePct) {}

    /**
     * The counts the {@link Mix} percentages are computed from, kept so that the results of several
     * drivers merge exactly (their percentages cannot be averaged).
     */
    public record MixCounts(long orderLines, long remoteOrderLines, long remotePayments, long byNamePayments,
            long byNameOrderStatus) {}

    /**
     * The part of a multi-driver run this result is: the home warehouses of its terminals, the
     * agreed {@code startAt} (0 when none), the report interval its latency logs are cut in, for a
     * merged result each driver's own figures (none for one driver), and the run's NURand C
     * constants ({@code C_LAST/C_ID/OL_I_ID}, TPC-C 2.1.6; empty in older summaries), which every
     * driver of one measurement shares.
     */
    public record DriverShare(int warehouseFrom, int warehouseTo, long startAtEpochMillis, int reportIntervalSecs,
            List<DriverLine> drivers, String nurandRun) {
        public DriverShare {
            drivers = drivers == null ? List.of() : List.copyOf(drivers);
            nurandRun = nurandRun == null ? "" : nurandRun;
        }
    }

    /**
     * One driver of a merged result, as its own summary says: its result directory's name, its
     * home warehouses and terminals, its share of the throughput, failures and New-Order p90, and
     * its CPU per transaction (an overloaded driver machine shows here).
     */
    public record DriverLine(String name, int warehouseFrom, int warehouseTo, int terminals, double tpmC,
            double tpmTotal, long failed, double newOrderP90Ms, double driverCpuMsPerTxn) {}

    /**
     * The mix the terminals were dealt: the five weights in percent (New-Order, Payment,
     * Order-Status, Delivery, Stock-Level) and the cards of each terminal's deck (TPC-C 5.2.4.2);
     * none in older summaries.
     */
    public record MixPlan(List<Double> weights, int deckCards) {
        public MixPlan {
            weights = weights == null ? List.of() : List.copyOf(weights);
        }
    }

    /**
     * Whether the run's configuration is a TPC-C one (clause 5.5.1 and the terminal model of 2.2
     * and 5.2.5): every way it departs, each under the rule it breaks ({@code keying}, {@code think},
     * {@code terminals}, {@code rampup} from the props; {@code interval}, {@code ceiling} from the
     * window). Apart from the verdicts, which judge the measurement: a throughput test passes
     * them too, and is still not a TPC-C result.
     */
    public record Compliance(boolean tpcc, List<Departure> departures) {
        public Compliance {
            departures = departures == null ? List.of() : List.copyOf(departures);
        }

        /** The one line the summary and the report show. */
        public String statement() {
            return tpcc ? "a TPC-C configuration (keying and think times 1.0, 10 terminals per warehouse, a ramp-up,"
                    + " a window of 120 minutes or more, within 12.86 tpmC per warehouse)"
                    : "a throughput test, not a TPC-C result: " + String.join("; ",
                            departures.stream().map(Departure::text).toList());
        }
    }

    /**
     * How evenly the terminals were served: the fewest and most transactions one terminal
     * completed in the window, and the mean (a starved terminal shows as a low minimum).
     */
    public record TerminalSpread(long min, long max, double mean, double stddev, double busyMeanSecs,
            double busyStddevSecs) {
        /** The fewest, most and mean transactions per terminal (a summary of before the deviations were kept). */
        public TerminalSpread(long min, long max, double mean) {
            this(min, max, mean, 0, 0, 0);
        }

        /**
         * The terminals of several drivers together: the fewest and most any served, the means and
         * the standard deviations over all of them (pooled from each driver's); null when none has one.
         */
        public static TerminalSpread together(List<RunSummary> drivers) {
            List<RunSummary> with = drivers.stream().filter(s -> s.spread() != null).toList();
            if (with.isEmpty()) {
                return null;
            }
            double terminals = with.stream().mapToDouble(RunSummary::terminals).sum();
            double mean = with.stream().mapToDouble(s -> s.spread().mean() * s.terminals()).sum() / terminals;
            double busy = with.stream().mapToDouble(s -> s.spread().busyMeanSecs() * s.terminals()).sum() / terminals;
            return new TerminalSpread(with.stream().mapToLong(s -> s.spread().min()).min().orElseThrow(),
                    with.stream().mapToLong(s -> s.spread().max()).max().orElseThrow(), mean,
                    pooled(with, terminals, mean, s -> s.spread().mean(), s -> s.spread().stddev()), busy,
                    pooled(with, terminals, busy, s -> s.spread().busyMeanSecs(), s -> s.spread().busyStddevSecs()));
        }

        private static double pooled(List<RunSummary> with, double terminals, double mean,
                java.util.function.ToDoubleFunction<RunSummary> means,
                java.util.function.ToDoubleFunction<RunSummary> deviations) {
            double sum = 0;
            for (RunSummary s : with) {
                double d = deviations.applyAsDouble(s);
                double m = means.applyAsDouble(s) - mean;
                sum += s.terminals() * (d * d + m * m);
            }
            return Math.sqrt(sum / terminals);
        }

        /** The line the summary shows. */
        public String describe() {
            return String.format(java.util.Locale.ROOT, "per terminal %d to %d transactions in the window, mean %.1f%s",
                    min, max, mean, min > 0 ? String.format(java.util.Locale.ROOT, " (max/min %.2f)",
                            (double) max / min) : "");
        }
    }

    /** One way a run departs from a TPC-C configuration. */
    public record Departure(String rule, String text) {}

    /** The database's counters against the driver's counts. */
    public record Audit(long dbNewOrders, long driverNewOrders, long dbPayments, long driverPayments,
            long tolerance, boolean consistent) {}

    /**
     * The session's connection faults (warm-up and edges included) and every write it committed,
     * for an exact comparison with the database's counters.
     */
    public record Faults(long connectionLosses, long reconnects, long inDoubtCommitted, long inDoubtRolledBack,
            long inDoubtUnresolved, long committedNewOrders, long committedPayments, long partialCommits,
            List<ErrorLine> errors, List<String> cancelled) {
        /** Older summaries have no error codes and no cancelled statements. */
        public Faults {
            errors = errors == null ? List.of() : List.copyOf(errors);
            cancelled = cancelled == null ? List.of() : List.copyOf(cancelled);
        }
    }

    /**
     * The window's retried and failed attempts with one engine error code (0: none, such as a lost
     * connection), and what the code means where tpcbench knows it.
     */
    public record ErrorLine(int code, String meaning, long retried, long failed) {}

    /**
     * What the window cost the database server: statements executed (all clients) per completed
     * transaction, its CPU per transaction (NaN unless the server runs on this host), and its state
     * (null when it could not be read, and in older summaries).
     */
    public record Server(long statements, double statementsPerTxn, double cpuMsPerTxn, ServerState state) {
        /** A server whose state is not known. */
        public Server(long statements, double statementsPerTxn, double cpuMsPerTxn) {
            this(statements, statementsPerTxn, cpuMsPerTxn, null);
        }
    }

    /**
     * The server over the window, from its global status and variables (all clients): the change
     * of each counter it has of {@code ServerStatus.COUNTERS}, its threads at the end, its InnoDB
     * buffer pool against the data and indexes of the run's schema, and the figures that explain a
     * run: the buffer pool hit ratio (logical reads not read from disk; NaN without any), whether
     * the data fits in memory ({@code yes}, {@code no}, or {@code unknown} without an InnoDB buffer
     * pool), and per completed unit the fsyncs ({@code Innodb_data_fsyncs}), log writes, rows read
     * ({@code Innodb_rows_read}, or MariaDB's {@code Rows_read}) and written ({@code Innodb_rows_}
     * inserted, updated and deleted, or the handler writes, updates and deletes where the server
     * lacks those) and handler reads ({@code Handler_read_key}, {@code _next} and {@code _rnd_next}).
     */
    public record ServerState(Map<String, Long> counters, long threadsConnected, long threadsRunning,
            long bufferPoolBytes, long dataBytes, String dataFitsInMemory, double bufferPoolHitPct, double fsyncsPerTxn,
            double logWritesPerTxn, double rowsReadPerTxn, double rowsWrittenPerTxn, double handlerReadsPerTxn,
            long rowLockWaits, long deadlocks) {
        public ServerState {
            counters = counters == null ? Map.of() : java.util.Collections.unmodifiableMap(
                    new java.util.LinkedHashMap<>(counters));
        }

        /** The state from its counters and sizes, its figures per unit over {@code units} completed ones. */
        public static ServerState of(Map<String, Long> counters, long threadsConnected, long threadsRunning,
                long bufferPoolBytes, long dataBytes, long units) {
            double n = Math.max(units, 1);
            long requests = counters.getOrDefault(ServerStatus.POOL_READ_REQUESTS, 0L);
            long fromDisk = counters.getOrDefault(ServerStatus.POOL_READS, 0L);
            boolean innodbRows = counters.containsKey(ServerStatus.ROWS_READ);
            long read = counters.getOrDefault(innodbRows ? ServerStatus.ROWS_READ : ServerStatus.MARIADB_ROWS_READ, 0L);
            long written = innodbRows ? counters.getOrDefault(ServerStatus.ROWS_INSERTED, 0L)
                    + counters.getOrDefault(ServerStatus.ROWS_UPDATED, 0L) + counters.getOrDefault(ServerStatus.ROWS_DELETED, 0L)
                    : counters.getOrDefault(ServerStatus.HANDLER_WRITE, 0L) + counters.getOrDefault(ServerStatus.HANDLER_UPDATE, 0L)
                            + counters.getOrDefault(ServerStatus.HANDLER_DELETE, 0L);
            long handlerReads = counters.getOrDefault("Handler_read_key", 0L)
                    + counters.getOrDefault("Handler_read_next", 0L) + counters.getOrDefault("Handler_read_rnd_next", 0L);
            return new ServerState(counters, threadsConnected, threadsRunning, bufferPoolBytes, dataBytes,
                    bufferPoolBytes <= 0 ? "unknown" : dataBytes <= bufferPoolBytes ? "yes" : "no",
                    requests == 0 ? Double.NaN : 100.0 * (requests - fromDisk) / requests,
                    counters.getOrDefault(ServerStatus.DATA_FSYNCS, 0L) / n, counters.getOrDefault(ServerStatus.LOG_WRITES, 0L) / n,
                    read / n, written / n, handlerReads / n,
                    counters.getOrDefault(ServerStatus.LOCK_WAITS, 0L), counters.getOrDefault(ServerStatus.DEADLOCKS, 0L));
        }

        /** The same state with its figures per unit over {@code units} (a merge of drivers' results). */
        public ServerState per(long units) {
            return of(counters, threadsConnected, threadsRunning, bufferPoolBytes, dataBytes, units);
        }
    }

    /** What was measured against, how the run's statements and COMMIT travelled there, and why. */
    public record Environment(String serverVersion, String jdbcDriverVersion, String isolationLevel, String commit,
            String statements) {
        /** Older summaries do not say how the statements and the commit travelled. */
        public Environment {
            commit = commit == null ? "" : commit;
            statements = statements == null ? "" : statements;
        }
    }

    /** One PASS/FAIL/N/A line with its limit. */
    public record Verdict(String name, String status, String measured, String limit) {
        public static final String PASS = "PASS";
        public static final String FAIL = "FAIL";
        public static final String NOT_APPLICABLE = "N/A";
    }
}
