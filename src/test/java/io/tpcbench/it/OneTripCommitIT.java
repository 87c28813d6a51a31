package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.db.ServerKind;
import io.tpcbench.db.SqlErrors;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Why a single server keeps the one-trip commit: a real deadlock in the middle of a text that
 * ends with COMMIT stops the text at the failing statement, and nothing of it is committed (on
 * Galera the same text commits its rest: GaleraAllOrNothingIT), and so does the same text as a
 * MariaDB compound statement (compoundStatements). The server is also recognised as one that
 * stops there.
 */
class OneTripCommitIT {
    private static final String DB = "it_one_trip";

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aDeadlockInTheMiddleOfATextEndingWithCommitCommitsNothingOfIt(boolean compound) throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase(DB);
        try (Connection c = db.connect(DB);
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id INT PRIMARY KEY, v INT) ENGINE=InnoDB");
            s.execute("CREATE TABLE h (id INT AUTO_INCREMENT PRIMARY KEY, v INT) ENGINE=InnoDB");
            s.execute("INSERT INTO t WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100)"
                    + " SELECT i, 0 FROM n");
            assertTrue(
                    ServerKind.probe(c, db.port).whyCommitAlone().isEmpty(),
                    "a single server takes the one-trip commit: " + ServerKind.probe(c, db.port));
        }
        try (Connection victim = db.connectMulti(DB);
                Connection other = db.connectMulti(DB)) {
            victim.setAutoCommit(false);
            other.setAutoCommit(false);
            // the other transaction writes 100 rows, the victim one: InnoDB rolls back the smaller
            try (Statement s = other.createStatement()) {
                s.execute("UPDATE t SET v = v + 1 WHERE id > 1");
            }
            CompletableFuture<Void> closing = CompletableFuture.runAsync(() -> {
                try (Statement s = other.createStatement()) {
                    Thread.sleep(500);
                    s.execute("UPDATE t SET v = v + 1 WHERE id = 1");
                    other.commit();
                } catch (SQLException | InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            });
            String text = "UPDATE t SET v = v + 10 WHERE id = 1; UPDATE t SET v = v + 10 WHERE id = 2;"
                    + " INSERT INTO h (v) VALUES (1); COMMIT";
            SQLException e = assertThrows(
                    SQLException.class,
                    () -> victim.createStatement().execute(compound ? "BEGIN NOT ATOMIC " + text + "; END" : text));
            assertEquals(SqlErrors.ER_LOCK_DEADLOCK, e.getErrorCode(), e.getMessage());
            victim.rollback();
            closing.get(60, TimeUnit.SECONDS);
        }
        try (Connection c = db.connect(DB)) {
            assertEquals(0, TestDatabase.count(c, "SELECT COUNT(*) FROM h"), "nothing after the deadlock ran");
            assertEquals(100, TestDatabase.count(c, "SELECT SUM(v) FROM t"), "only the other transaction's writes");
        }
    }
}
