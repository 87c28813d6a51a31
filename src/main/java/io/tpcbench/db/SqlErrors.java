package io.tpcbench.db;

import java.sql.SQLException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransientConnectionException;

/**
 * Classifies SQL errors once, by MySQL vendor code rather than SQLSTATE: Connector/J maps
 * ER_LOCK_WAIT_TIMEOUT and ER_LOCK_DEADLOCK both to 40001, so the state cannot tell them apart.
 */
public final class SqlErrors {
    public static final int ER_DBACCESS_DENIED = 1044;
    public static final int ER_ACCESS_DENIED = 1045;
    public static final int ER_BAD_DB = 1049;
    public static final int ER_ACCESS_DENIED_NO_PASSWORD = 1698;
    public static final int ER_TABLE_EXISTS = 1050;
    public static final int ER_NO_SUCH_TABLE = 1146;
    public static final int ER_LOCK_WAIT_TIMEOUT = 1205;
    public static final int ER_LOCK_DEADLOCK = 1213;

    public enum Kind { DEADLOCK, LOCK_WAIT_TIMEOUT, CONNECTION_LOST, ACCESS_DENIED, UNKNOWN_DATABASE,
        TABLE_EXISTS, NO_SUCH_TABLE, OTHER }

    private SqlErrors() {}

    public static Kind classify(SQLException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLException s) {
                Kind k = byCode(s);
                if (k != Kind.OTHER) {
                    return k;
                }
            }
        }
        return Kind.OTHER;
    }

    private static Kind byCode(SQLException e) {
        switch (e.getErrorCode()) {
            case ER_LOCK_DEADLOCK: return Kind.DEADLOCK;
            case ER_LOCK_WAIT_TIMEOUT: return Kind.LOCK_WAIT_TIMEOUT;
            case ER_ACCESS_DENIED, ER_DBACCESS_DENIED, ER_ACCESS_DENIED_NO_PASSWORD: return Kind.ACCESS_DENIED;
            case ER_BAD_DB: return Kind.UNKNOWN_DATABASE;
            case ER_TABLE_EXISTS: return Kind.TABLE_EXISTS;
            case ER_NO_SUCH_TABLE: return Kind.NO_SUCH_TABLE;
            default: break;
        }
        String state = e.getSQLState();
        if ((state != null && state.startsWith("08")) || e instanceof SQLRecoverableException
                || e instanceof SQLTransientConnectionException) {
            return Kind.CONNECTION_LOST;
        }
        return Kind.OTHER;
    }

    /** Deadlocks and lock-wait timeouts: the transaction may be retried. */
    public static boolean isRetryable(SQLException e) {
        Kind k = classify(e);
        return k == Kind.DEADLOCK || k == Kind.LOCK_WAIT_TIMEOUT;
    }
}
