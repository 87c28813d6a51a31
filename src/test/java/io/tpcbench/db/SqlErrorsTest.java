package io.tpcbench.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
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
}
