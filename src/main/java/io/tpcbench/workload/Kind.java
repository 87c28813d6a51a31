package io.tpcbench.workload;

/**
 * A kind of transaction or query a workload runs (TPC-C's five transactions, a sysbench event, a
 * TPC-H query). The engine keeps counters and a latency histogram per kind; a workload's kinds are
 * numbered from 0 in the order it lists them ({@link Workload#kinds()}), usually an enum's.
 */
public interface Kind {
    /** The stable key of files and JSON ({@code data/latency_<name>.hlog}), e.g. {@code NEW_ORDER}. */
    String name();

    /** The name people read, e.g. {@code New-Order}. */
    String displayName();

    /** The short name of the interval lines, e.g. {@code NO}. */
    String shortName();

    /** The kind's position in {@link Workload#kinds()}, from 0. */
    int ordinal();

    /**
     * The response time above which a completed unit counts as late (tpcc-mysql's {@code lt}), in
     * seconds; 0 when the workload sets none. TPC-C's are clause 5.2.5.3's; {@code
     * responseTimeLimitSecs} sets one for every kind of any workload.
     */
    default double responseTimeLimitSecs() {
        return 0;
    }
}
