package io.tpcbench.db;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A sweep's restore statements, written and read back as they were. */
class RestoreScriptTest {
    @Test
    void valuesComeBackAsTheyWereWritten() {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("innodb_flush_log_at_trx_commit", "1");
        values.put("long_query_time", "10.000000");
        values.put("thread_handling", "pool-of-threads");
        values.put("init_connect", "SET @a = 'x\\y'; -- ;");
        values.put("ft_boolean_syntax", null);
        String text = RestoreScript.statements(values);
        assertEquals(
                "SET GLOBAL innodb_flush_log_at_trx_commit = 1;\nSET GLOBAL long_query_time = 10.000000;\n"
                        + "SET GLOBAL thread_handling = 'pool-of-threads';\nSET GLOBAL init_connect = 'SET @a = ''x\\\\y''; --"
                        + " ;';\nSET GLOBAL ft_boolean_syntax = NULL;\n",
                text);
        List<String> lines = new ArrayList<>(List.of("-- a comment", "SET GLOBAL x = ;"));
        lines.addAll(text.lines().toList());
        assertEquals(values, RestoreScript.values(lines));
    }

    @Test
    void numbersGoAsTheyAreAndTextQuoted() {
        assertEquals("10", RestoreScript.literal("10"));
        assertEquals("-1.5", RestoreScript.literal("-1.5"));
        assertEquals("DEFAULT", RestoreScript.literal("default"));
        assertEquals("'ON'", RestoreScript.literal("ON"));
        assertEquals("'a''b\\\\c'", RestoreScript.literal("a'b\\c"));
        assertEquals("NULL", RestoreScript.literal(null));
    }
}
