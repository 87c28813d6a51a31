package io.tpcbench.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A procedure's name follows from its whole definition, and its CREATE holds that definition. */
class ProceduresTest {
    private static final String SETTINGS = "STRICT_TRANS_TABLES,utf8mb4,utf8mb4_general_ci,utf8mb4_general_ci";
    private static final Procedures.Definition D =
            new Procedures.Definition(List.of("p1 INT", "p2 VARCHAR(4000)"), "UPDATE t SET a = p2 WHERE k = p1");

    @Test
    void theNameIsTheDefinitionsHashSoDriversSharingADatabaseAgree() {
        assertTrue(D.name(SETTINGS).matches(Procedures.PREFIX + "[0-9a-f]{16}"), D.name(SETTINGS));
        assertEquals(
                D.name(SETTINGS),
                new Procedures.Definition(List.of("p1 INT", "p2 VARCHAR(4000)"), "UPDATE t SET a = p2 WHERE k = p1")
                        .name(SETTINGS));
        // another body, or the same body with other parameter types, is another procedure
        assertNotEquals(
                D.name(SETTINGS),
                new Procedures.Definition(List.of("p1 INT", "p2 VARCHAR(4000)"), "UPDATE t SET b = p2 WHERE k = p1")
                        .name(SETTINGS));
        assertNotEquals(
                D.name(SETTINGS),
                new Procedures.Definition(List.of("p1 INT", "p2 INT"), "UPDATE t SET a = p2 WHERE k = p1")
                        .name(SETTINGS));
        // the server keeps the creating session's sql_mode and character sets with a procedure:
        // one made under others is another procedure
        assertNotEquals(D.name(SETTINGS), D.name(SETTINGS.replace("STRICT_TRANS_TABLES", "")));
    }

    @Test
    void theCreateDeclaresInParametersAroundTheBodyRunWithTheCallersRights() {
        assertEquals(
                "CREATE PROCEDURE tpcbench_p_0(IN p1 INT, IN p2 VARCHAR(4000))\nSQL SECURITY INVOKER\nBEGIN\n"
                        + "UPDATE t SET a = p2 WHERE k = p1;\nEND",
                D.create("tpcbench_p_0"));
    }
}
