package io.tpcbench.workload.lineitem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.config.Options;
import io.trino.tpch.LineItem;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The insert tests' rows made as they are taken: one order's lines by its index are the lines the
 * sequential walk gives it; the random order is a permutation; every table gets exactly the
 * sequential test's rows, whatever the order, with the same text.
 */
class StreamedRowsTest {
    private static LineitemOptions options(String... keys) {
        Map<String, String> props = new HashMap<>(Map.of("rowsPerTable", "3001", "commentLength", "40"));
        for (String k : keys) {
            props.put(k.substring(0, k.indexOf('=')), k.substring(k.indexOf('=') + 1));
        }
        return Options.of(props, LineitemOptions.KEYS, LineitemOptions::of);
    }

    @Test
    void anOrderByItsIndexHasTheLinesTheWalkGivesIt() {
        for (double sf : new double[] {1, 2000}) { // 2000: more orders than an int counts, several an order part
            DbgenOrders dbgen = new DbgenOrders(sf);
            List<List<String>> walked = new ArrayList<>();
            long order = -1;
            for (Iterator<LineItem> it = dbgen.rows(); walked.size() < 40; ) {
                LineItem li = it.next();
                if (li.getOrderKey() != order) {
                    order = li.getOrderKey();
                    walked.add(new ArrayList<>());
                }
                walked.get(walked.size() - 1).add(li.toLine());
            }
            walked.remove(walked.size() - 1); // the last may be cut short
            for (int i = walked.size() - 1; i >= 0; i--) {
                assertEquals(
                        walked.get(i),
                        dbgen.order(i).stream().map(LineItem::toLine).toList(),
                        "order " + i);
            }
        }
    }

    @Test
    void aRowsFieldsAreDbgensLineWithTheCommentWidened() {
        LineitemOptions o = options("lineitemTest=insert_sequential");
        RowText text = RowText.of(o, Optional.empty());
        Iterator<LineItem> it = Rows.rows(o);
        for (int i = 0; i < 200; i++) {
            LineItem li = it.next();
            String[] fields = text.fields(li);
            String line = li.toLine();
            String dbgen = line.substring(0, line.lastIndexOf('|', line.length() - 2) + 1);
            assertEquals(dbgen, String.join("|", List.of(fields).subList(0, 15)) + "|", "row " + i);
            assertEquals(String.join("|", fields).length() + 2, RowText.rawBytes(fields));
            assertEquals(List.of(fields), List.of(text.fields(li)), "the same text each time");
        }
    }

    @Test
    void thePermutationTakesEveryItemOnce() {
        for (long n : new long[] {1, 2, 3, 7, 1000, 4097}) {
            Permutation p = new Permutation(n, 42);
            Set<Long> seen = new HashSet<>();
            for (long i = 0; i < n; i++) {
                long x = p.at(i);
                assertTrue(x >= 0 && x < n, n + ": " + x);
                seen.add(x);
            }
            assertEquals(n, seen.size(), "n=" + n);
        }
        Permutation p = new Permutation(1000, 42);
        long ascending = 0;
        for (long i = 1; i < 1000; i++) {
            ascending += p.at(i) > p.at(i - 1) ? 1 : 0;
        }
        assertTrue(ascending > 400 && ascending < 600, "a shuffled order: " + ascending + " rises of 999");
        assertNotEquals(new Permutation(1000, 42).at(0), new Permutation(1000, 43).at(0));
    }

    @Test
    void everyTableGetsTheSameRowsInEitherOrder() {
        LineitemOptions seq = options("lineitemTest=insert_sequential", "rowsPerInsert=100");
        LineitemOptions random = options("lineitemTest=insert_random");
        RowText text = RowText.of(seq, Optional.empty());
        List<String> sequential = all(new SequentialRows(seq, text));
        assertEquals(3001, sequential.size());
        Rows.Extent extent = Rows.extent(random);
        List<String> r1 = all(new RandomRows(random, text, extent, 1));
        List<String> r2 = all(new RandomRows(random, text, extent, 2));
        assertNotEquals(sequential, r1, "a random order");
        assertNotEquals(r1, r2, "each table starts at a place of its own");
        assertEquals(new HashSet<>(sequential), new HashSet<>(r1));
        assertEquals(3001, r1.size());
        assertEquals(new HashSet<>(sequential), new HashSet<>(r2));
        Rows keys = Rows.keys(seq);
        for (int i = 0; i < keys.size(); i += 500) {
            String[] f = sequential.get(i).split("\\|", -1);
            assertEquals(keys.orderKey(i), Long.parseLong(f[0]));
            assertEquals(keys.partKey(i), Long.parseLong(f[1]));
            assertEquals(16, f.length);
            assertTrue(f[15].length() >= seq.commentMin() && f[15].length() <= seq.commentMax(), f[15]);
        }
    }

    /** Every row the table's rows give, each as its fields joined by {@code |}. */
    private static List<String> all(TableRows rows) {
        List<String> out = new ArrayList<>();
        for (List<String[]> taken = rows.take(); taken != null; taken = rows.take()) {
            taken.forEach(row -> out.add(String.join("|", row)));
        }
        return out;
    }
}
