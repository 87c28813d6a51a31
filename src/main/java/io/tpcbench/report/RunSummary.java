package io.tpcbench.report;

import io.tpcbench.metrics.ServerStatus;
import io.tpcbench.workload.DriverLine;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.TerminalSpread;
import io.tpcbench.workload.TypeLine;
import io.tpcbench.workload.Verdict;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything a run reports, computed once and rendered twice (summary.txt, summary.json) and on
 * the console: the engine's part, common to every workload, and the workload's {@code part}
 * (its headline, figures, verdicts, sections and lines). Latencies are milliseconds, percentages
 * 0..100. {@code latencyLogs} are the kinds' latency logs in order, then the deferred work's.
 */
public record RunSummary(
        String sessionStart,
        String sessionEnd,
        double measuredSecs,
        boolean interrupted,
        Window window,
        int terminals,
        double tpmTotal,
        long transactionCount,
        double driverCpuMsPerTxn,
        List<TypeLine> types,
        Faults faults,
        List<EndpointLine> endpoints,
        Server server,
        Environment environment,
        DriverShare share,
        TerminalSpread spread,
        String workload,
        List<LatencyLog> latencyLogs,
        SummaryPart part) {

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

    /**
     * One latency log of the run ({@code data/latency_<name>.hlog}): its kind's key, the name people
     * read, and whether it is the deferred work's (measured from hand-over to completion).
     */
    public record LatencyLog(String name, String displayName, boolean deferred) {}

    /** Older summaries have no endpoints and no list of latency logs: none is an empty list. */
    public RunSummary {
        endpoints = endpoints == null ? List.of() : List.copyOf(endpoints);
        latencyLogs = latencyLogs == null ? List.of() : List.copyOf(latencyLogs);
    }

    /** The same summary with the workload's part {@code part}. */
    public RunSummary with(SummaryPart part) {
        return new RunSummary(
                sessionStart,
                sessionEnd,
                measuredSecs,
                interrupted,
                window,
                terminals,
                tpmTotal,
                transactionCount,
                driverCpuMsPerTxn,
                types,
                faults,
                endpoints,
                server,
                environment,
                share,
                spread,
                workload,
                latencyLogs,
                part);
    }

    /** The workload's verdicts. */
    public List<Verdict> verdicts() {
        return part.verdicts();
    }

    /** The workload's figures ({@code summary.json}'s {@code workloadFigures}). */
    public Map<String, Double> workloadFigures() {
        return part.figures();
    }

    /** The figure a run is compared by, where more is better: the workload's headline (tpmC, tps, queriesPerHour). */
    public String headlineName() {
        return part.headlineName();
    }

    /** {@link #headlineName()}'s value. */
    public double headline() {
        return part.headline();
    }

    /** The kind whose latency a run is compared by: the workload's first (TPC-C's New-Order). */
    public String headlineKind() {
        return types.isEmpty() ? "" : types.get(0).name();
    }

    /**
     * One endpoint (a server of a distributed database) over the window: the transactions of the
     * terminals and workers it served, completed and failed, its tpmTOTAL, its connections lost
     * over the whole session, and its retries (deadlocks, certification conflicts) in the window.
     */
    public record EndpointLine(
            String name, long completed, long failed, double tpmTotal, long connectionLosses, long retried) {}

    /**
     * The session's connection faults (warm-up and edges included), the transactions found in part
     * after a lost connection, and the window's error codes and statements cancelled after the drain.
     */
    public record Faults(
            long connectionLosses,
            long reconnects,
            long inDoubtCommitted,
            long inDoubtRolledBack,
            long inDoubtUnresolved,
            long partialCommits,
            List<ErrorLine> errors,
            List<String> cancelled) {
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
    public record ServerState(
            Map<String, Long> counters,
            long threadsConnected,
            long threadsRunning,
            long bufferPoolBytes,
            long dataBytes,
            String dataFitsInMemory,
            double bufferPoolHitPct,
            double fsyncsPerTxn,
            double logWritesPerTxn,
            double rowsReadPerTxn,
            double rowsWrittenPerTxn,
            double handlerReadsPerTxn,
            long rowLockWaits,
            long deadlocks) {
        public ServerState {
            counters = counters == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(counters));
        }

        /** The state from its counters and sizes, its figures per unit over {@code units} completed ones. */
        public static ServerState of(
                Map<String, Long> counters,
                long threadsConnected,
                long threadsRunning,
                long bufferPoolBytes,
                long dataBytes,
                long units) {
            double n = Math.max(units, 1);
            long requests = counters.getOrDefault(ServerStatus.POOL_READ_REQUESTS, 0L);
            long fromDisk = counters.getOrDefault(ServerStatus.POOL_READS, 0L);
            boolean innodbRows = counters.containsKey(ServerStatus.ROWS_READ);
            long read = counters.getOrDefault(innodbRows ? ServerStatus.ROWS_READ : ServerStatus.MARIADB_ROWS_READ, 0L);
            long written = innodbRows
                    ? counters.getOrDefault(ServerStatus.ROWS_INSERTED, 0L)
                            + counters.getOrDefault(ServerStatus.ROWS_UPDATED, 0L)
                            + counters.getOrDefault(ServerStatus.ROWS_DELETED, 0L)
                    : counters.getOrDefault(ServerStatus.HANDLER_WRITE, 0L)
                            + counters.getOrDefault(ServerStatus.HANDLER_UPDATE, 0L)
                            + counters.getOrDefault(ServerStatus.HANDLER_DELETE, 0L);
            long handlerReads = counters.getOrDefault("Handler_read_key", 0L)
                    + counters.getOrDefault("Handler_read_next", 0L)
                    + counters.getOrDefault("Handler_read_rnd_next", 0L);
            return new ServerState(
                    counters,
                    threadsConnected,
                    threadsRunning,
                    bufferPoolBytes,
                    dataBytes,
                    bufferPoolBytes <= 0 ? "unknown" : dataBytes <= bufferPoolBytes ? "yes" : "no",
                    requests == 0 ? Double.NaN : 100.0 * (requests - fromDisk) / requests,
                    counters.getOrDefault(ServerStatus.DATA_FSYNCS, 0L) / n,
                    counters.getOrDefault(ServerStatus.LOG_WRITES, 0L) / n,
                    read / n,
                    written / n,
                    handlerReads / n,
                    counters.getOrDefault(ServerStatus.LOCK_WAITS, 0L),
                    counters.getOrDefault(ServerStatus.DEADLOCKS, 0L));
        }

        /** The same state with its figures per unit over {@code units} (a merge of drivers' results). */
        public ServerState per(long units) {
            return of(counters, threadsConnected, threadsRunning, bufferPoolBytes, dataBytes, units);
        }
    }

    /** What was measured against, how the run's statements and COMMIT travelled there, and why. */
    public record Environment(
            String serverVersion, String jdbcDriverVersion, String isolationLevel, String commit, String statements) {
        /** Older summaries do not say how the statements and the commit travelled. */
        public Environment {
            commit = commit == null ? "" : commit;
            statements = statements == null ? "" : statements;
        }
    }

    /**
     * The part of a multi-driver run this result is: the agreed {@code startAt} (0 when none), the
     * report interval its latency logs are cut in, and for a merged result each driver's own
     * figures (none for one driver).
     */
    public record DriverShare(long startAtEpochMillis, int reportIntervalSecs, List<DriverLine> drivers) {
        public DriverShare {
            drivers = drivers == null ? List.of() : List.copyOf(drivers);
        }
    }
}
