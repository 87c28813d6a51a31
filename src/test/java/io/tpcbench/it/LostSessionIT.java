package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.db.LostSession;
import io.tpcbench.db.ServerSessions;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The session of a commit in doubt, ended before its evidence is read: the lost one is killed and
 * its open transaction rolls back; a session of another database with that id, or with that id on
 * a server that restarted or is another, is left alone.
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
            ServerSessions sessions = new ServerSessions();
            ServerSessions.Session session = sessions.of(lost).orElseThrow();
            assertEquals(TestDatabase.count(lost, "SELECT CONNECTION_ID()"), session.id());
            assertSame(session, sessions.of(lost).orElseThrow(), "learnt once per connection");
            lost.setAutoCommit(false);
            try (Statement s = lost.createStatement()) {
                s.execute("INSERT INTO t VALUES (1)");
            }
            LostSession lostSession = new LostSession(session);
            boolean ended = false;
            for (int i = 0; i < 50 && !ended; i++) {
                ended = lostSession.ended(asker);
                if (!ended) {
                    Thread.sleep(100);
                }
            }
            assertTrue(ended, "the killed session left the process list");
            assertFalse(lost.isValid(2), "the lost session's connection was ended by the server");
            assertThrows(SQLException.class, lost::commit, "its COMMIT, arriving late, finds no session");
            assertEquals(0, TestDatabase.count(asker, "SELECT COUNT(*) FROM t"), "its transaction rolled back");
        }
    }

    /**
     * Ids are reused after a restart, and another server behind the same address has its own: a
     * session with the id is killed only where it can only be the lost one.
     */
    @Test
    void aSessionThatCannotBeTheLostOneIsLeftAlone() throws Exception {
        TestDatabase db = TestDatabase.get();
        ServerSessions sessions = new ServerSessions();
        try (Connection other = db.connect(OTHER_DB);
                Connection asker = db.connect(DB)) {
            assertTrue(new LostSession(sessions.of(other).orElseThrow()).ended(asker), "another database's session");
            assertTrue(other.isValid(2), "not killed");
        }
        try (Connection same = db.connect(DB);
                Connection asker = db.connect(DB)) {
            ServerSessions.Session session = sessions.of(same).orElseThrow();
            ServerSessions.Session beforeARestart =
                    new ServerSessions.Session(session.id(), session.server(), session.startedSecs() - 60);
            assertTrue(new LostSession(beforeARestart).ended(asker), "a server that started since");
            ServerSessions.Session elsewhere =
                    new ServerSessions.Session(session.id(), "another-host:3306", session.startedSecs());
            assertTrue(new LostSession(elsewhere).ended(asker), "another server behind the same address");
            assertTrue(same.isValid(2), "not killed");
        }
    }
}
