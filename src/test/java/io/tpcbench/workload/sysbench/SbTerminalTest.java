package io.tpcbench.workload.sysbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.config.TypedProps;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.LongAdder;
import org.junit.jupiter.api.Test;

/** sysbench's --events: one counter over all threads (sb_more_events), taken as threads race for it. */
class SbTerminalTest {
    private static List<SbTerminal> terminals(Map<String, String> values, int n) {
        SbRun run = new SbRun(Script.OLTP_POINT_SELECT, SysbenchOptions.of(values), n);
        List<SbTerminal> all = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            all.add((SbTerminal) run.terminal(i, new SplittableRandom(i), null));
        }
        return all;
    }

    @Test
    void eventsIsTheCountOfAllThreadsTogether() throws InterruptedException {
        List<SbTerminal> all = terminals(Map.of("events", "1000"), 4);
        LongAdder taken = new LongAdder();
        List<Long> each = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        long[] counts = new long[all.size()];
        for (int i = 0; i < all.size(); i++) {
            int t = i;
            threads.add(Thread.ofPlatform().start(() -> {
                while (all.get(t).next() != null) {
                    counts[t]++;
                    taken.increment();
                }
            }));
        }
        for (Thread t : threads) {
            t.join();
        }
        for (long c : counts) {
            each.add(c);
        }
        assertEquals(1000, taken.sum(), "events in all: " + each);
        // once the count is taken, every terminal stays done
        all.forEach(s -> assertEquals(null, s.next()));
    }

    /**
     * select_random_*'s slices with a table_size 3 threads do not divide (10): rlen = 3.333...,
     * thread 1's bounds (int) 3.333 = 3 and (int) 6.666 = 6, thread 2's 6 and (int) 10.0 = 10: the
     * upper edge is the truncation of rmin + rlen, not of (int) rmin + rlen (which gives thread 2 9).
     */
    @Test
    void theSlicesEdgesAreSysbenchsTruncations() {
        List<SbTerminal> all = terminals(Map.of("table_size", "10", "rand_type", "uniform"), 3);
        long[][] seen = new long[3][];
        for (int t = 0; t < 3; t++) {
            long min = Long.MAX_VALUE;
            long max = Long.MIN_VALUE;
            for (int i = 0; i < 20_000; i++) {
                long v = all.get(t).slicePoint();
                min = Math.min(min, v);
                max = Math.max(max, v);
            }
            seen[t] = new long[] {min, max};
        }
        assertEquals(List.of(0L, 3L), List.of(seen[0][0], seen[0][1]));
        assertEquals(List.of(3L, 6L), List.of(seen[1][0], seen[1][1]));
        assertEquals(List.of(6L, 10L), List.of(seen[2][0], seen[2][1]));
    }

    @Test
    void withoutEventsTheTerminalsNeverEndThemselves() {
        SbTerminal only = terminals(Map.of(), 1).get(0);
        for (int i = 0; i < 10_000; i++) {
            assertNotNull(only.next());
        }
        assertTrue(
                SysbenchOptions.limitsEvents(new TypedProps(Map.of("events", "5"), SysbenchOptions.KEYS, List.of())));
        assertFalse(SysbenchOptions.limitsEvents(new TypedProps(Map.of(), SysbenchOptions.KEYS, List.of())));
    }
}
