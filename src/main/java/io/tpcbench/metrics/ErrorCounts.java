package io.tpcbench.metrics;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * The window's retried and failed attempts by the engine's error code (0 for an error without
 * one, such as a lost connection or an inconsistent answer), so that a summary says why
 * transactions were retried or failed, not only how many.
 */
public final class ErrorCounts {
    /** One code's counts. */
    public record Line(int code, long retried, long failed) {}

    private final Map<Integer, LongAdder> retried = new ConcurrentHashMap<>();
    private final Map<Integer, LongAdder> failed = new ConcurrentHashMap<>();

    public void retried(int code) {
        retried.computeIfAbsent(code, k -> new LongAdder()).increment();
    }

    public void failed(int code) {
        failed.computeIfAbsent(code, k -> new LongAdder()).increment();
    }

    /** Every code seen, in code order. */
    public List<Line> lines() {
        Map<Integer, long[]> byCode = new TreeMap<>();
        retried.forEach((code, n) -> byCode.computeIfAbsent(code, k -> new long[2])[0] = n.sum());
        failed.forEach((code, n) -> byCode.computeIfAbsent(code, k -> new long[2])[1] = n.sum());
        return byCode.entrySet().stream()
                .map(e -> new Line(e.getKey(), e.getValue()[0], e.getValue()[1]))
                .toList();
    }
}
