package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.db.DriverExtensions;
import io.tpcbench.db.LostSession;
import java.sql.Connection;
import java.sql.Statement;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The session of a commit in doubt, ended before its evidence is read: the lost one is killed and
 * its open transaction rolls back; a session of another database with that id, or one a server
 * started after the commit was sent, is left alone.
 */
class LostSessionIT {
    private static final String DB = "it_lost_session";
    private static final String OTHER_DB = "it_lost_session_other";

    @BeforeAll
    static void databases() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase(DB);
        db.freshDatabase(OTHER_DB);
        try (Connection c = db.connect(DB);
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (k INT PRIMARY KEY) ENGINE=InnoDB");
        }
    }

    /** A session whose COMMIT never arrived, idle in its transaction, as one whose answer was lost in the network. */
    @Test
    void theLostSessionIsKilledAndItsTransactionRollsBack() throws Exception {
        TestDatabase db = TestDatabase.get();
        try (Connection lost = db.connect(DB);
                Connection asker = db.connect(DB)) {
            lost.setAutoCommit(false);
            try (Statement s = lost.createStatement()) {
                s.execute("INSERT INTO t VALUES (1)");
            }
            LostSession session =
                    LostSession.of(LostSession.idOf(lost), System.nanoTime()).orElseThrow();
            assertEquals(DriverExtensions.serverConnectionId(lost), session.id());
            boolean ended = false;
            for (int i = 0; i < 50 && !ended; i++) {
                ended = session.ended(asker);
                if (!ended) {
                    Thread.sleep(100);
                }
            }
            assertTrue(ended, "the killed session left the process list");
            assertFalse(lost.isValid(2), "the lost session's connection was ended by the server");
            assertEquals(0, TestDatabase.count(asker, "SELECT COUNT(*) FROM t"), "its transaction rolled back");
        }
    }

    /** Ids are reused after a restart: a session with the id is killed only if it can only be the lost one. */
    @Test
    void aSessionThatCannotBeTheLostOneIsLeftAlone() throws Exception {
        TestDatabase db = TestDatabase.get();
        try (Connection other = db.connect(OTHER_DB);
                Connection asker = db.connect(DB)) {
            long id = DriverExtensions.serverConnectionId(other);
            assertTrue(new LostSession(id, System.nanoTime()).ended(asker), "another database's session");
            assertTrue(other.isValid(2), "not killed");
        }
        try (Connection same = db.connect(DB);
                Connection asker = db.connect(DB)) {
            long id = DriverExtensions.serverConnectionId(same);
            long upSecs = Long.parseLong(TestDatabase.string(
                    asker,
                    "SELECT VARIABLE_VALUE FROM information_schema.GLOBAL_STATUS" + " WHERE VARIABLE_NAME = 'UPTIME'"));
            long beforeTheStart = System.nanoTime() - (upSecs + 5) * 1_000_000_000L;
            assertTrue(new LostSession(id, beforeTheStart).ended(asker), "sent before the server started");
            assertTrue(same.isValid(2), "not killed");
        }
    }
}
