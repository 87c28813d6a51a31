package io.tpcbench.db;

import java.sql.SQLException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransientConnectionException;
import java.util.Map;
import java.util.function.IntPredicate;

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
    /** Also Galera's (and PXC's) answer to a certification conflict or a brute-force abort. */
    public static final int ER_LOCK_DEADLOCK = 1213;

    public static final int ER_QUERY_INTERRUPTED = 1317;
    /** MySQL Group Replication: the transaction conflicted at certification and was rolled back. */
    public static final int ER_TRANSACTION_ROLLBACK_DURING_COMMIT = 3101;
    /** TiDB: a write conflict of optimistic transactions ("[try again later]"). */
    public static final int TIDB_WRITE_CONFLICT = 9007;
    /** TiDB: a write conflict detected by TiDB's local latches ("[try again later]"). */
    public static final int TIDB_LATCH_WRITE_CONFLICT = 8005;
    /** TiDB: a SELECT FOR UPDATE that conflicted; the whole transaction may be retried. */
    public static final int TIDB_FOR_UPDATE_CONFLICT = 8002;
    /** TiDB: a commit that failed and was rolled back, "KV error safe to retry". */
    public static final int TIDB_RETRYABLE = 8022;
    /** TiDB: the schema changed while the transaction ran ("[try again later]"). */
    public static final int TIDB_SCHEMA_CHANGED = 8028;
    /** OceanBase (MySQL mode): "transaction is rolled back" (a conflict, a killed or idle transaction). */
    public static final int OCEANBASE_ROLLED_BACK = 6002;
    /** PolarDB-X: the victim of a global (cross-shard) deadlock, ERR_TRANS_DEADLOCK. */
    public static final int POLARDBX_GLOBAL_DEADLOCK = 5009;
    /** A Spider head's link to a data node broke in the middle of a statement ("error reading communication packets"). */
    public static final int ER_NET_READ_ERROR = 1158;
    /** A Spider head cannot connect to a data node ("Unable to connect to foreign data source"). */
    public static final int ER_CONNECT_TO_FOREIGN_DATA_SOURCE = 1429;
    /**
     * Spider, {@code spider_internal_xa=ON}: "This xid is already exist". After a data node failed
     * during a transaction, the head keeps that transaction's XA record, and every later
     * transaction of the same session fails so; only a new session (a new xid) commits again.
     */
    public static final int SPIDER_XA_EXISTS = 12605;
    /** Spider: the data node went away during the statement. */
    public static final int SPIDER_REMOTE_GONE_AWAY = 12701;

    /**
     * The engines' codes a transaction is retried on, and what each means (from each engine's
     * error reference: MySQL and MariaDB, Galera/PXC, Group Replication, TiDB, OceanBase,
     * PolarDB-X). Codes whose outcome may be unknown, such as OceanBase's 4012 timeout, are not
     * here: retrying one could apply a transaction twice. {@code retryErrorCodes} adds codes.
     */
    private static final Map<Integer, String> RETRIED = Map.of(
            ER_LOCK_DEADLOCK, "deadlock, or a Galera certification conflict",
            ER_LOCK_WAIT_TIMEOUT, "lock wait timeout",
            ER_TRANSACTION_ROLLBACK_DURING_COMMIT, "Group Replication certification conflict",
            TIDB_WRITE_CONFLICT, "TiDB write conflict",
            TIDB_LATCH_WRITE_CONFLICT, "TiDB write conflict (local latches)",
            TIDB_FOR_UPDATE_CONFLICT, "TiDB SELECT FOR UPDATE conflict",
            TIDB_RETRYABLE, "TiDB retryable storage error",
            TIDB_SCHEMA_CHANGED, "TiDB schema changed during the transaction",
            OCEANBASE_ROLLED_BACK, "OceanBase transaction rolled back",
            POLARDBX_GLOBAL_DEADLOCK, "PolarDB-X global deadlock");

    public enum Kind {
        DEADLOCK,
        LOCK_WAIT_TIMEOUT,
        CONNECTION_LOST,
        ACCESS_DENIED,
        UNKNOWN_DATABASE,
        TABLE_EXISTS,
        NO_SUCH_TABLE,
        OTHER
    }

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
            case ER_LOCK_DEADLOCK:
                return Kind.DEADLOCK;
            case ER_LOCK_WAIT_TIMEOUT:
                return Kind.LOCK_WAIT_TIMEOUT;
            case ER_ACCESS_DENIED, ER_DBACCESS_DENIED, ER_ACCESS_DENIED_NO_PASSWORD:
                return Kind.ACCESS_DENIED;
            case ER_BAD_DB:
                return Kind.UNKNOWN_DATABASE;
            case ER_TABLE_EXISTS:
                return Kind.TABLE_EXISTS;
            // the session cannot commit again: replaced as a lost one is, its last commit resolved by its rows
            case SPIDER_XA_EXISTS:
                return Kind.CONNECTION_LOST;
            case ER_NO_SUCH_TABLE:
                return Kind.NO_SUCH_TABLE;
            default:
                break;
        }
        String state = e.getSQLState();
        if ((state != null && state.startsWith("08"))
                || e instanceof SQLRecoverableException
                || e instanceof SQLTransientConnectionException) {
            return Kind.CONNECTION_LOST;
        }
        return Kind.OTHER;
    }

    /**
     * Deadlocks, lock-wait timeouts and the engines' conflicts (Galera's certification conflicts
     * arrive as 1213, Group Replication's as 3101, TiDB's as 9007, 8005, 8002, 8022, 8028,
     * OceanBase's as 6002, PolarDB-X's global deadlocks as 5009): the transaction was rolled back
     * and may be retried.
     */
    public static boolean isRetryable(SQLException e) {
        return RETRIED.containsKey(code(e));
    }

    /** {@link #isRetryable(SQLException)}, or its code is one of {@code alsoRetried} ({@code retryErrorCodes}). */
    public static boolean isRetryable(SQLException e, IntPredicate alsoRetried) {
        return isRetryable(e) || alsoRetried.test(code(e));
    }

    /** The first vendor error code in {@code e}'s chain; 0 when there is none (a lost connection, say). */
    public static int code(SQLException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLException s && s.getErrorCode() != 0) {
                return s.getErrorCode();
            }
        }
        return 0;
    }

    /** What an error code means where tpcbench knows it, else empty. */
    public static String meaning(int code) {
        return switch (code) {
            case 0 -> "no error code: a lost connection, a timeout or an inconsistent answer";
            case ER_QUERY_INTERRUPTED -> "statement cancelled (KILL QUERY)";
            case ER_NET_READ_ERROR -> "a link broke mid-statement (on a Spider head: to a data node)";
            case ER_CONNECT_TO_FOREIGN_DATA_SOURCE -> "a Spider data node cannot be reached";
            case SPIDER_XA_EXISTS -> "Spider XA record left by a failed node: the session is replaced";
            case SPIDER_REMOTE_GONE_AWAY -> "a Spider data node went away";
            default -> RETRIED.getOrDefault(code, "");
        };
    }
}
