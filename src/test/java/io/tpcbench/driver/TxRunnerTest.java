package io.tpcbench.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.metrics.EndpointStats;
import io.tpcbench.metrics.Faults;
import io.tpcbench.workload.Work;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** TxRunner's retries: which errors, how often, for how long, and the ROLLBACK after each failure. */
class TxRunnerTest {
    /** Every statement the fake connection was asked to run. */
    private final List<String> sent = new ArrayList<>();

    private final Connection connection = (Connection) Proxy.newProxyInstance(
            getClass().getClassLoader(), new Class<?>[] {Connection.class}, (p, m, args) -> switch (m.getName()) {
                case "createStatement" ->
                    Proxy.newProxyInstance(
                            getClass().getClassLoader(), new Class<?>[] {Statement.class}, (ps, sm, sargs) -> {
                                if (sm.getName().equals("execute")) {
                                    sent.add((String) sargs[0]);
                                    return false;
                                }
                                return null;
                            });
                case "unwrap" -> p;
                default -> null;
            });

    private TxRunner runner(int times, long forNanos, Set<Integer> alsoRetried) {
        DbAccess access = new DbAccess() {
            @Override
            public <T> T run(Work<T> work) throws SQLException, InterruptedException {
                return work.run(connection);
            }

            @Override
            public void close() {}
        };
        return new TxRunner(
                access,
                new TxRunner.Retries(times, forNanos, alsoRetried::contains),
                new RunControl(new RunWindow(System.nanoTime(), Long.MAX_VALUE)),
                new Faults(),
                new EndpointStats("e"),
                new Benchmark.Endpoint("e", null, 1, null));
    }

    /** A body that fails with {@code code} the first {@code failures} times, then returns "done". */
    private static TxRunner.Body<String> failing(int failures, int code) {
        int[] calls = {0};
        return c -> {
            if (calls[0]++ < failures) {
                throw new SQLException("conflict", "40001", code);
            }
            return "done";
        };
    }

    @Test
    void aConflictIsRetriedAndEachRetryHeardWithItsCodeAfterARollback() throws Exception {
        List<Integer> heard = new ArrayList<>();
        assertEquals(
                "done", runner(100, 10_000_000_000L, Set.of()).run(failing(3, 9007), heard::add, new TxRunner.Link()));
        assertEquals(List.of(9007, 9007, 9007), heard);
        assertEquals(List.of("ROLLBACK", "ROLLBACK", "ROLLBACK"), sent, "a ROLLBACK sent after each failure");
    }

    @Test
    void aFirstAttemptMadeOnAStepThatConflictedIsTriedAgainAsRunAtWouldHave() throws Exception {
        TxRunner runner = runner(100, 10_000_000_000L, Set.of());
        TxRunner.Body<String> body = failing(2, 9007);
        TxRunner.Link link = new TxRunner.Link();
        SQLException first = assertThrows(SQLException.class, () -> runner.firstHere(body, link));
        List<Integer> heard = new ArrayList<>();
        assertEquals("done", runner.after(first, System.nanoTime(), body, heard::add, link));
        assertEquals(List.of(9007, 9007), heard, "the first attempt's conflict is heard as a retry too");
        assertEquals(List.of("ROLLBACK", "ROLLBACK"), sent, "a ROLLBACK sent after each failure");
    }

    @Test
    void whatAFirstAttemptOnAStepThrewThatIsNotRetriedIsThrownAsItCame() {
        TxRunner runner = runner(100, 10_000_000_000L, Set.of());
        TxRunner.Body<String> never = c -> {
            throw new IllegalStateException("tried again");
        };
        TxRunner.Link link = new TxRunner.Link();
        SQLException syntax = new SQLException("syntax", "42000", 1064);
        assertSame(
                syntax,
                assertThrows(
                        SQLException.class, () -> runner.after(syntax, System.nanoTime(), never, code -> {}, link)));
        NotStartedException notStarted = new NotStartedException();
        assertSame(
                notStarted,
                assertThrows(
                        NotStartedException.class,
                        () -> runner.after(notStarted, System.nanoTime(), never, code -> {}, link)));
        LaneDownException down = new LaneDownException();
        assertSame(
                down,
                assertThrows(
                        LaneDownException.class, () -> runner.after(down, System.nanoTime(), never, code -> {}, link)));
    }

    @Test
    void workThatReachesItsConnectionAfterTheStopIsNotStartedNorRolledBack() {
        List<Integer> heard = new ArrayList<>();
        int[] calls = {0};
        TxRunner.Body<String> notStarted = c -> {
            calls[0]++;
            throw new NotStartedException();
        };
        assertThrows(
                NotStartedException.class,
                () -> runner(100, 10_000_000_000L, Set.of()).run(notStarted, heard::add, new TxRunner.Link()));
        assertEquals(1, calls[0], "not tried again");
        assertEquals(List.of(), heard);
        assertEquals(List.of(), sent, "nothing was sent, so no ROLLBACK either");
    }

    @Test
    void scheduledWorkOnAConnectionPerTerminalWaitsForItsTimeAndIsNotStartedAfterAStop() throws Exception {
        TxRunner runner = runner(100, 10_000_000_000L, Set.of());
        long at = System.nanoTime() + 100_000_000L;
        long[] startedAt = {0};
        assertEquals(
                "done",
                runner.runAt(
                        at,
                        c -> {
                            startedAt[0] = System.nanoTime();
                            return "done";
                        },
                        code -> {},
                        new TxRunner.Link()));
        assertTrue(startedAt[0] >= at, "started before its time");
    }

    @Test
    void scheduledWorkWhoseEndpointLostAConnectionMeanwhileIsHandedBackForAnotherLane() {
        TxRunner runner = runner(100, 10_000_000_000L, Set.of());
        // a connection lost on this endpoint marks it down until a probe finds it answering
        assertThrows(
                SQLException.class,
                () -> runner.run(
                        c -> {
                            throw new SQLException("lost", "08S01");
                        },
                        code -> {},
                        new TxRunner.Link()));
        int[] calls = {0};
        assertThrows(
                LaneDownException.class,
                () -> runner.runAt(
                        System.nanoTime(),
                        c -> {
                            calls[0]++;
                            return "done";
                        },
                        code -> {},
                        new TxRunner.Link()));
        assertEquals(0, calls[0], "not run on the lane that is down");
    }

    @Test
    void exhaustedRetriesFailWithTheLastError() {
        List<Integer> heard = new ArrayList<>();
        SQLException e = assertThrows(
                SQLException.class,
                () -> runner(2, 10_000_000_000L, Set.of()).run(failing(5, 1213), heard::add, new TxRunner.Link()));
        assertEquals(1213, e.getErrorCode());
        assertEquals(2, heard.size(), "two retries, then the failure");
    }

    @Test
    void retriesStopAtTheTimeBound() {
        List<Integer> heard = new ArrayList<>();
        assertThrows(
                SQLException.class,
                () -> runner(1000, 0, Set.of()).run(failing(5, 1213), heard::add, new TxRunner.Link()));
        assertTrue(heard.isEmpty(), "txnRetrySecs=0: no retry");
    }

    @Test
    void otherErrorsFailAtOnceUnlessRetryErrorCodesNamesThem() throws Exception {
        List<Integer> heard = new ArrayList<>();
        SQLException e = assertThrows(
                SQLException.class,
                () -> runner(100, 10_000_000_000L, Set.of()).run(failing(1, 4012), heard::add, new TxRunner.Link()));
        assertEquals(4012, e.getErrorCode());
        assertTrue(heard.isEmpty());
        assertSame(
                "done",
                runner(100, 10_000_000_000L, Set.of(4012)).run(failing(1, 4012), heard::add, new TxRunner.Link()));
        assertEquals(List.of(4012), heard);
    }
}
