package io.tpcbench.workload.tpcc.acid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * A held connection stops its transaction where the test says, and only there: before its end,
 * or after a statement that names a table; a ROLLBACK can replace the COMMIT. The connection
 * underneath is a recorder of calls (a pure unit: the ACID ITs run the real thing).
 */
class HoldTest {
    private final List<String> calls = new CopyOnWriteArrayList<>();

    private Connection recorder() {
        return (Connection) Proxy.newProxyInstance(
                getClass().getClassLoader(), new Class<?>[] {Connection.class}, (p, m, args) -> switch (m.getName()) {
                    case "prepareStatement" -> statement((String) args[0]);
                    case "commit", "rollback" -> {
                        calls.add(m.getName().toUpperCase());
                        yield null;
                    }
                    default -> null;
                });
    }

    private PreparedStatement statement(String sql) {
        return (PreparedStatement) Proxy.newProxyInstance(
                getClass().getClassLoader(), new Class<?>[] {PreparedStatement.class}, (p, m, args) -> {
                    if (m.getName().equals("executeUpdate")) {
                        calls.add(sql);
                        return 1;
                    }
                    return null;
                });
    }

    private static void transaction(Connection c) throws SQLException {
        c.prepareStatement("UPDATE bmsql_district SET d_next_o_id = d_next_o_id + 1")
                .executeUpdate();
        c.prepareStatement("SELECT i_price FROM bmsql_item").executeUpdate();
        c.prepareStatement("INSERT INTO bmsql_order_line VALUES (1)").executeUpdate();
        c.commit();
    }

    @Test
    void heldBeforeItsCommitItHasSentEverythingElse() throws Exception {
        Hold hold = Hold.beforeEnd();
        Side<Object> side = Side.start("T1", HeldConnection.of(recorder(), hold), c -> {
            transaction(c);
            return null;
        });
        assertTrue(hold.awaitReached(5_000));
        assertFalse(side.endsWithin(200), "held");
        assertEquals(3, calls.size());
        hold.release();
        assertTrue(side.endsWithin(5_000));
        assertEquals("COMMIT", calls.get(3));
    }

    @Test
    void aRollbackCanTakeTheCommitsPlace() throws Exception {
        Hold hold = Hold.beforeEnd();
        Side<Object> side = Side.start("T1", HeldConnection.of(recorder(), hold), c -> {
            transaction(c);
            return null;
        });
        assertTrue(hold.awaitReached(5_000));
        hold.releaseWithRollback();
        assertTrue(side.endsWithin(5_000));
        assertEquals("ROLLBACK", calls.get(calls.size() - 1));
        assertFalse(calls.contains("COMMIT"));
    }

    @Test
    void heldAfterTheStatementThatNamesATableBeforeTheNext() throws Exception {
        Hold hold = Hold.after("BMSQL_ITEM");
        Side<Object> side = Side.start("T2", HeldConnection.of(recorder(), hold), c -> {
            transaction(c);
            return null;
        });
        assertTrue(hold.awaitReached(5_000));
        assertEquals(2, calls.size(), "the item read ran, the next statement waits: " + calls);
        hold.release();
        assertTrue(side.endsWithin(5_000));
        assertEquals(List.of("INSERT INTO bmsql_order_line VALUES (1)", "COMMIT"), calls.subList(2, 4));
    }

    @Test
    void aTransactionThatNeverNamesTheTableIsNotHeld() throws Exception {
        Hold hold = Hold.after("bmsql_stock");
        Side<Object> side = Side.start("T1", HeldConnection.of(recorder(), hold), c -> {
            transaction(c);
            return null;
        });
        assertTrue(side.endsWithin(5_000));
        assertFalse(hold.reached());
        assertEquals("COMMIT", calls.get(3));
    }
}
