package io.tpcbench.it;

import static io.tpcbench.it.TransactionFixture.DB;
import static io.tpcbench.it.TransactionFixture.setDistInfo;
import static io.tpcbench.it.TransactionFixture.tx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.db.InDoubtException;
import io.tpcbench.db.Procedures;
import io.tpcbench.it.TransactionFixture.Mode;
import io.tpcbench.workload.tpcc.tx.CustomerSelector;
import io.tpcbench.workload.tpcc.tx.Delivery;
import io.tpcbench.workload.tpcc.tx.NewOrderInput;
import io.tpcbench.workload.tpcc.tx.Payment;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Commits whose answer is lost, sent every way a run sends them: each transaction's
 * evidence tells whether it committed.
 */
class InDoubtCommitIT {
    @BeforeAll
    static void build(@TempDir Path dir) throws Exception {
        TransactionFixture.build(dir);
    }

    /**
     * Payment's evidence is its HISTORY row by content, so the rolled-back payment pays another
     * amount than the committed one of the same customer in the same second (payments draw one of
     * 499,901 amounts); that an equal one cannot be told apart is the next test.
     */
    @ParameterizedTest
    @EnumSource(Mode.class)
    void inDoubtCommitsAreResolvedByTheirEvidence(Mode s) throws Exception {
        for (boolean commits : new boolean[] {true, false}) {
            BigDecimal amount = commits ? new BigDecimal("12.34") : new BigDecimal("12.35");
            assertEvidenceTells(
                    s,
                    commits,
                    c -> s.tx().newOrder(
                                    c,
                                    new NewOrderInput(
                                            1,
                                            7,
                                            11,
                                            new int[] {7, 8, 9, 10, 11},
                                            new int[] {1, 1, 1, 1, 1},
                                            new int[] {1, 2, 3, 4, 5})));
            assertEvidenceTells(
                    s,
                    commits,
                    c -> s.tx().payment(c, new Payment.Input(1, 7, 1, 7, new CustomerSelector(null, 12), amount)));
            assertEvidenceTells(s, commits, c -> s.tx().delivery(c, new Delivery.Input(2, 3)));
        }
    }

    /**
     * The limit of Payment's evidence: a lost payment identical in customer, district, second and
     * amount to one committed before it is taken for committed.
     */
    @ParameterizedTest
    @EnumSource(Mode.class)
    void aLostPaymentIdenticalToACommittedOneIsTakenForCommitted(Mode s) throws Exception {
        Payment.Input in = new Payment.Input(2, 4, 2, 4, new CustomerSelector(null, 99), new BigDecimal("77.77"));
        InDoubtException lost = null;
        for (int attempt = 0; attempt < 5 && lost == null; attempt++) {
            long second = System.currentTimeMillis() / 1000;
            try (Connection c = tx(s)) {
                s.tx().payment(c, in);
            }
            try (Connection real = tx(s)) {
                InDoubtException e = Assertions.assertThrows(
                        InDoubtException.class, () -> s.tx().payment(losingCommit(real, false), in));
                if (System.currentTimeMillis() / 1000 == second) {
                    lost = e;
                }
            }
        }
        assertTrue(lost != null, "two payments within one second");
        try (Connection check = TestDatabase.get().connect(DB)) {
            assertEquals(InDoubtException.Found.ALL, lost.evidence().find(check));
        }
    }

    /**
     * S_DIST_xx that cannot be written as a literal whatever the server's SQL mode (a backslash)
     * sends the trip with bound values; the evidence still tells.
     */
    @ParameterizedTest
    @EnumSource(Mode.class)
    void inDoubtCommitsOfBoundValuesAreResolvedByTheirEvidence(Mode s) throws Exception {
        setDistInfo(1, 6, "back\\slash", 311, 312, 313, 314, 315);
        for (boolean commits : new boolean[] {true, false}) {
            assertEvidenceTells(
                    s,
                    commits,
                    c -> s.tx().newOrder(
                                    c,
                                    new NewOrderInput(
                                            1,
                                            6,
                                            11,
                                            new int[] {311, 312, 313, 314, 315},
                                            new int[] {1, 1, 1, 1, 1},
                                            new int[] {1, 2, 3, 4, 5})));
        }
    }

    /**
     * A connection whose commit is lost: it really commits (or rolls back) and then reports a
     * communications failure, as when the server or the network dies during COMMIT. The commit is
     * either {@code Connection.commit()} (ONE_BY_ONE) or the end of a multi-statement text (TOGETHER),
     * of a compound statement (COMPOUND) or of a procedure (PROCEDURE).
     */
    private static Connection losingCommit(Connection real, boolean reallyCommits) {
        return proxy(Connection.class, real, (method, args) -> {
            if (method.getName().equals("commit")) {
                if (reallyCommits) {
                    real.commit();
                } else {
                    real.rollback();
                }
                throw lost();
            }
            if (method.getName().equals("prepareStatement") && committing((String) args[0])) {
                // a trip whose values are bound: the text is known when the statement is prepared
                if (isCall((String) args[0])) {
                    PreparedStatement ps = real.prepareStatement((String) args[0]);
                    return proxy(PreparedStatement.class, ps, (m, a) -> {
                        if (m.getName().equals("execute")) {
                            callEndingAs(real, ps::execute, reallyCommits);
                        }
                        return m.invoke(ps, a);
                    });
                }
                PreparedStatement ps = real.prepareStatement(endingAs((String) args[0], reallyCommits));
                return proxy(PreparedStatement.class, ps, (m, a) -> {
                    Object result = m.invoke(ps, a);
                    if (m.getName().equals("execute")) {
                        throw lost();
                    }
                    return result;
                });
            }
            if (method.getName().equals("createStatement")) {
                // a trip written as literals: the text comes with execute
                Statement st = real.createStatement();
                return proxy(Statement.class, st, (m, a) -> {
                    if (m.getName().equals("execute") && committing((String) a[0])) {
                        if (isCall((String) a[0])) {
                            callEndingAs(real, () -> st.execute((String) a[0]), reallyCommits);
                        }
                        st.execute(endingAs((String) a[0], reallyCommits));
                        throw lost();
                    }
                    return m.invoke(st, a);
                });
            }
            return method.invoke(real, args);
        });
    }

    /**
     * Whether {@code sql} ends a transaction: a text ending in COMMIT, a compound statement that
     * does, or the CALL of a procedure that does (PROCEDURE).
     */
    private static boolean committing(String sql) throws SQLException {
        if (isCall(sql)) {
            try (Connection c = TestDatabase.get().connect(DB)) {
                return TestDatabase.string(
                                c,
                                "SELECT routine_definition FROM information_schema.routines WHERE routine_schema"
                                        + " = DATABASE() AND routine_name = '"
                                        + sql.substring(5, sql.indexOf('(')) + "'")
                        .endsWith("\nCOMMIT;\nEND");
            }
        }
        return sql.endsWith("\nCOMMIT") || sql.endsWith("\nCOMMIT;\nEND");
    }

    private static boolean isCall(String sql) {
        return sql.startsWith("CALL " + Procedures.PREFIX);
    }

    private interface Execution {
        void run() throws SQLException;
    }

    /**
     * The CALL of a committing procedure whose commit is lost: it runs and commits, or it is taken
     * back with the transaction before it reaches the server (the procedure has no ROLLBACK to
     * turn its COMMIT into); either way the connection reports a communications failure.
     */
    private static void callEndingAs(Connection real, Execution call, boolean reallyCommits) throws SQLException {
        if (reallyCommits) {
            call.run();
        } else {
            real.rollback();
        }
        throw lost();
    }

    /** {@code sql}, a {@link #committing} text, with its COMMIT a ROLLBACK unless it {@code reallyCommits}. */
    private static String endingAs(String sql, boolean reallyCommits) {
        int at = sql.lastIndexOf("\nCOMMIT") + 1;
        return reallyCommits ? sql : sql.substring(0, at) + "ROLLBACK" + sql.substring(at + "COMMIT".length());
    }

    private static SQLException lost() {
        return new SQLException("Communications link failure (injected)", "08S01");
    }

    private interface Handler {
        Object invoke(Method method, Object[] args) throws Throwable;
    }

    /** A proxy of {@code type} over {@code target} whose calls go through {@code handler}. */
    private static <T> T proxy(Class<T> type, T target, Handler handler) {
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (p, method, args) -> {
            try {
                return handler.invoke(method, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }));
    }

    /** Runs {@code body} on a connection that loses its commit; the evidence must tell what happened. */
    private static void assertEvidenceTells(Mode s, boolean reallyCommits, TxBody body) throws Exception {
        try (Connection real = tx(s)) {
            InDoubtException e =
                    Assertions.assertThrows(InDoubtException.class, () -> body.run(losingCommit(real, reallyCommits)));
            try (Connection check = TestDatabase.get().connect(DB)) {
                assertEquals(
                        reallyCommits ? InDoubtException.Found.ALL : InDoubtException.Found.NONE,
                        e.evidence().find(check));
            }
        }
    }

    private interface TxBody {
        Object run(Connection c) throws SQLException;
    }
}
