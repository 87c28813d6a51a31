package io.tpcbench.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SqlErrorsTest {
    @Test
    void deadlockByCodeNotState() {
        SQLException e = new SQLException("Deadlock found", "40001", 1213);
        assertEquals(SqlErrors.Kind.DEADLOCK, SqlErrors.classify(e));
        assertTrue(SqlErrors.isRetryable(e));
    }

    @Test
    void lockWaitTimeoutSharesTheStateButNotTheCode() {
        SQLException e = new SQLException("Lock wait timeout exceeded", "40001", 1205);
        assertEquals(SqlErrors.Kind.LOCK_WAIT_TIMEOUT, SqlErrors.classify(e));
        assertTrue(SqlErrors.isRetryable(e));
    }

    @Test
    void connectionLossByState() {
        assertEquals(SqlErrors.Kind.CONNECTION_LOST, SqlErrors.classify(new SQLException("gone", "08S01", 0)));
        assertFalse(SqlErrors.isRetryable(new SQLException("gone", "08S01", 0)));
    }

    @Test
    void causeChainIsSearched() {
        SQLException outer = new SQLException("wrapper", "HY000", 0, new SQLException("denied", "28000", 1045));
        assertEquals(SqlErrors.Kind.ACCESS_DENIED, SqlErrors.classify(outer));
    }

    @Test
    void otherCodes() {
        assertEquals(SqlErrors.Kind.UNKNOWN_DATABASE, SqlErrors.classify(new SQLException("x", "42000", 1049)));
        assertEquals(SqlErrors.Kind.TABLE_EXISTS, SqlErrors.classify(new SQLException("x", "42S01", 1050)));
        assertEquals(SqlErrors.Kind.NO_SUCH_TABLE, SqlErrors.classify(new SQLException("x", "42S02", 1146)));
        assertEquals(SqlErrors.Kind.OTHER, SqlErrors.classify(new SQLException("x", "HY000", 1064)));
    }

    @Test
    void spidersLeftOverXaRecordReplacesTheSessionAndNoNodeFailureIsRetried() {
        SQLException xa = new SQLException("This xid is already exist", "HY000", 12605);
        assertEquals(SqlErrors.Kind.CONNECTION_LOST, SqlErrors.classify(xa));
        for (int code : new int[] {1158, 1429, 12605, 12701}) {
            // a COMMIT that failed so may have committed on one node: never applied twice
            assertFalse(SqlErrors.isRetryable(new SQLException("x", "HY000", code)), Integer.toString(code));
            assertFalse(SqlErrors.meaning(code).isEmpty(), Integer.toString(code));
        }
    }

    @Test
    void theEnginesConflictsAreRetriedByCode() {
        for (int code : new int[] {1213, 1205, 3101, 9007, 8005, 8002, 8022, 8028, 6002, 5009}) {
            assertTrue(SqlErrors.isRetryable(new SQLException("x", "HY000", code)), Integer.toString(code));
            assertFalse(SqlErrors.meaning(code).isEmpty(), Integer.toString(code));
        }
        // OceanBase's 4012 may leave the outcome unknown: retried only when retryErrorCodes asks
        SQLException timeout = new SQLException("Timeout", "HY000", 4012);
        assertFalse(SqlErrors.isRetryable(timeout));
        assertTrue(SqlErrors.isRetryable(timeout, Set.of(4012)::contains));
        assertEquals(4012, SqlErrors.code(new SQLException("wrapped", new SQLException("x", "HY000", 4012))));
        assertEquals(0, SqlErrors.code(new SQLException("gone", "08S01", 0)));
    }
}
