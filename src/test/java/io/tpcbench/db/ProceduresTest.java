package io.tpcbench.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A procedure's name follows from its whole definition, and its CREATE holds that definition. */
class ProceduresTest {
    private static final Procedures.Definition D =
            new Procedures.Definition(List.of("p1 INT", "p2 VARCHAR(4000)"), "UPDATE t SET a = p2 WHERE k = p1");

    @Test
    void theNameIsTheDefinitionsHashSoDriversSharingADatabaseAgree() {
        assertTrue(D.name().matches(Procedures.PREFIX + "[0-9a-f]{16}"), D.name());
        assertEquals(
                D.name(),
                new Procedures.Definition(List.of("p1 INT", "p2 VARCHAR(4000)"), "UPDATE t SET a = p2 WHERE k = p1")
                        .name());
        // another body, or the same body with other parameter types, is another procedure
        assertNotEquals(
                D.name(),
                new Procedures.Definition(List.of("p1 INT", "p2 VARCHAR(4000)"), "UPDATE t SET b = p2 WHERE k = p1")
                        .name());
        assertNotEquals(
                D.name(),
                new Procedures.Definition(List.of("p1 INT", "p2 INT"), "UPDATE t SET a = p2 WHERE k = p1").name());
    }

    @Test
    void theCreateDeclaresInParametersAroundTheBody() {
        assertEquals(
                "CREATE PROCEDURE " + D.name() + "(IN p1 INT, IN p2 VARCHAR(4000))\nBEGIN\n"
                        + "UPDATE t SET a = p2 WHERE k = p1;\nEND",
                D.create());
    }
}
