package io.tpcbench.db;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Ends a failed transaction on the server whatever the driver believes: a ROLLBACK statement is
 * always sent. Connector/J's {@code rollback()} sends nothing when the last answer said no
 * transaction is open (the runs' {@code useLocalTransactionState}), which is not always the
 * server's state: Galera, after aborting a transaction mid-text, runs the rest as a new one, and on
 * MyRocks a New-Order whose stock update failed kept its first writes open until the next COMMIT
 * committed them (orders without order lines, found by runAcid's durability test).
 */
public final class Rollback {
    private Rollback() {}

    /**
     * Sends ROLLBACK. Galera answers the first statement after an abort with 1213, even a
     * ROLLBACK, which still ends it: one more ROLLBACK then finds a clean session.
     */
    public static void send(Connection c) throws SQLException {
        for (int attempt = 0; ; attempt++) {
            try (Statement s = c.createStatement()) {
                s.execute("ROLLBACK");
                return;
            } catch (SQLException e) {
                if (attempt > 0 || !SqlErrors.isRetryable(e)) {
                    throw e;
                }
            }
        }
    }
}
