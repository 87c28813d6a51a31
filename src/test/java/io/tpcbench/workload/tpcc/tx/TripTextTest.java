package io.tpcbench.workload.tpcc.tx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.db.Procedures;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/** A trip's text with its parameters written as literals, and when they cannot be. */
class TripTextTest {
    private static final TripText TEXT =
            TripText.ending("UPDATE t SET a = a + ? WHERE k = ? AND n = ?", "INSERT INTO h VALUES (?, ?)", "SELECT 1");

    private static Params params(String name, LocalDateTime at) {
        return new Params(2)
                .decimal(new BigDecimal("-12.50"))
                .ints(7)
                .text(name)
                .time(at)
                .ints(Integer.MIN_VALUE);
    }

    @Test
    void everyMarkerTakesItsValueAndTheCommitEndsTheText() {
        Params p = params("O'Brien", LocalDateTime.of(2026, 1, 2, 3, 4, 5));
        assertTrue(p.literal());
        assertEquals(5, TEXT.params());
        assertEquals(
                "UPDATE t SET a = a + -12.50 WHERE k = 7 AND n = 'O''Brien';\n"
                        + "INSERT INTO h VALUES ('2026-01-02 03:04:05', -2147483648);\nSELECT 1;\nCOMMIT",
                TEXT.literal(p, true));
        // the COMMIT travelling alone (Galera): the text ends with its last statement
        assertEquals(
                "UPDATE t SET a = a + -12.50 WHERE k = 7 AND n = 'O''Brien';\n"
                        + "INSERT INTO h VALUES ('2026-01-02 03:04:05', -2147483648);\nSELECT 1",
                TEXT.literal(p, false));
        assertEquals("INSERT INTO h VALUES ('2026-01-02 03:04:05', -2147483648)", TEXT.literal(1, p));
        assertEquals("SELECT 1", TEXT.literal(2, p));
    }

    @Test
    void oneKeyIsEqualitiesAndSeveralAreARowInListWithTheSameMarkers() {
        // MariaDB plans a single-table UPDATE or DELETE with a one-row IN list as a range over the first column
        assertEquals("a = ? AND b = ?", TripText.keysIn(1, "a", "b"));
        assertEquals("(a, b) IN ((?, ?), (?, ?), (?, ?))", TripText.keysIn(3, "a", "b"));
        assertEquals("(a, b, c) IN ((?, ?, ?), (?, ?, ?))", TripText.keysIn(2, "a", "b", "c"));
        assertEquals(
                2,
                TripText.of("DELETE FROM t WHERE " + TripText.keysIn(1, "a", "b"))
                        .params());
    }

    @Test
    void aCompoundStatementHoldsTheStatementsTheirRowCountChecksAndTheCommit() {
        Params p = params("O'Brien", LocalDateTime.of(2026, 1, 2, 3, 4, 5));
        TripText checked = TEXT.check(0, 2);
        assertEquals(
                "BEGIN NOT ATOMIC\nUPDATE t SET a = a + -12.50 WHERE k = 7 AND n = 'O''Brien';\n"
                        + "IF ROW_COUNT() <> 2 THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = '"
                        + TripText.CHECK_FAILED
                        + "0'; END IF;\nINSERT INTO h VALUES ('2026-01-02 03:04:05', -2147483648);\nSELECT 1;\nCOMMIT;\nEND",
                checked.compoundLiteral(p, true));
        // the multi-statement text has no checks: the trip reads the row counts itself
        assertEquals(TEXT.literal(p, true), checked.literal(p, true));
        assertTrue(checked.compoundText(false).endsWith("INSERT INTO h VALUES (?, ?);\nSELECT 1;\nEND"));
    }

    @Test
    void aProcedureHoldsTheCompoundStatementsBodyWithItsParametersNamedAndACallPassesThem() {
        Params p = params("O'Brien", LocalDateTime.of(2026, 1, 2, 3, 4, 5));
        TripText checked = TEXT.check(0, 2);
        assertEquals("disti", p.kinds());
        Procedures.Definition d = checked.procedure(true, p.kinds());
        assertEquals(
                List.of("p1 DECIMAL(65, 30)", "p2 INT", "p3 VARCHAR(4000)", "p4 DATETIME(6)", "p5 INT"),
                d.parameters());
        assertEquals(
                "UPDATE t SET a = a + p1 WHERE k = p2 AND n = p3;\n"
                        + "IF ROW_COUNT() <> 2 THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = '"
                        + TripText.CHECK_FAILED
                        + "0'; END IF;\nINSERT INTO h VALUES (p4, p5);\nSELECT 1;\nCOMMIT",
                d.body());
        // the compound statement's own statements, between its BEGIN and END
        String compound = checked.compoundText(true).replace("?", "#");
        assertEquals(
                compound.substring("BEGIN NOT ATOMIC\n".length(), compound.length() - ";\nEND".length()),
                d.body().replaceAll("p[0-9]", "#"));
        assertFalse(checked.procedure(false, p.kinds()).body().contains("COMMIT"));
        assertEquals(
                "CALL tpcbench_p_0(-12.50, 7, 'O''Brien', '2026-01-02 03:04:05', -2147483648)",
                checked.call("tpcbench_p_0", p));
        assertEquals("CALL tpcbench_p_0(?, ?, ?, ?, ?)", checked.callMarkers("tpcbench_p_0"));
        Assertions.assertThrows(IllegalArgumentException.class, () -> checked.procedure(true, "di"));
    }

    @Test
    void onlyATextThatAnswersWithFewerResultsGoesAsACompoundStatement() {
        // results as a compound statement: its queries' and its own; else one per statement and the COMMIT
        assertTrue(TEXT.compound(true));
        assertTrue(TripText.of("UPDATE t SET a = 1", "INSERT INTO h VALUES (1)").compound(false));
        assertTrue(TripText.ending("UPDATE t SET a = 1").compound(true));
        assertFalse(TripText.of("UPDATE t SET a = 1", "SELECT 1").compound(false));
        assertFalse(
                TripText.ending("SELECT 1", "(SELECT 2) UNION ALL (SELECT 3)").compound(true));
        Assertions.assertThrows(IllegalArgumentException.class, () -> TEXT.check(2, 1));
    }

    @Test
    void largeAndSmallDecimalsArePlain() {
        Params p = new Params(1).decimal(new BigDecimal("1E+3")).decimal(new BigDecimal("0.0000001"));
        TripText t = TripText.of("SELECT ?, ?");
        assertEquals("SELECT 1000, 0.0000001", t.literal(p, false));
    }

    @Test
    void valuesWhoseLiteralDependsOnTheServerAreBound() {
        LocalDateTime second = LocalDateTime.of(2026, 1, 2, 3, 4, 5);
        for (String s : new String[] {"back\\slash", "new\nline", "nul\0", "caf\u00e9", "tab\t"}) {
            assertFalse(params(s, second).literal(), s);
        }
        assertFalse(params("plain", second.withNano(1_000)).literal());
        assertFalse(params("plain", second.withYear(10_000)).literal());
        assertTrue(params("A-z 0~9 !\"#$%&'()*+,./:;<=>?@[]^_`{|}", second).literal());
    }

    @Test
    void aQuestionMarkInAValueIsNotAMarker() {
        Params p = new Params(2).text("why?").ints(3);
        assertEquals("SELECT 'why?', 3", TripText.of("SELECT ?, ?").literal(p, false));
    }
}
