package io.tpcbench.workload.sysbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** bulk_insert's multi-row INSERTs, as sysbench 1.0.20 sends them. */
class SbBulkTest {
    /**
     * sysbench bulk_insert --threads=1 --events=100000 against MariaDB sent three INSERTs of 524,275,
     * 524,283 and 329,307 characters (its general log): the same cuts, rows 1..100000 in order.
     */
    @Test
    void rowsGoOutInSysbenchsStatements() {
        SbBulk bulk = new SbBulk(1);
        List<String> sent = new ArrayList<>();
        for (int i = 0; i < 100_000; i++) {
            String full = bulk.add();
            if (full != null) {
                sent.add(full);
            }
        }
        sent.add(bulk.rest());
        assertNull(bulk.rest(), "nothing left once sent");
        assertEquals(
                List.of(524_275, 524_283, 329_307),
                sent.stream().map(String::length).toList());
        assertTrue(
                sent.get(0).startsWith("INSERT INTO sbtest1 VALUES(1,1),(2,2),(3,3),"),
                sent.get(0).substring(0, 60));
        String all = String.join(",", sent).replace("INSERT INTO sbtest1 VALUES", "");
        String[] rows = all.split("\\),\\(");
        assertEquals(100_000, rows.length);
        assertEquals("(100000,100000)", "(" + rows[rows.length - 1]);
    }

    @Test
    void aTerminalThatSentNothingHasNothingLeft() {
        assertNull(new SbBulk(3).rest());
    }
}
