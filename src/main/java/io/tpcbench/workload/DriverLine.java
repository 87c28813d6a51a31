package io.tpcbench.workload;

/**
 * One driver of a merged result, as its own summary says: its result directory's name, its
 * terminals, its throughput and failures, its first kind's p90 ({@code newOrderP90Ms}, the key
 * TPC-C gave it) and its CPU per transaction (an overloaded driver machine shows here).
 */
public record DriverLine(
        String name, int terminals, double tpmTotal, long failed, double newOrderP90Ms, double driverCpuMsPerTxn) {}
