package io.tpcbench.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.tpcbench.db.Sending;
import io.tpcbench.db.ServerKind;
import io.tpcbench.db.SqlErrors;
import io.tpcbench.it.GaleraCluster;
import io.tpcbench.it.Lanes;
import io.tpcbench.metrics.EndpointStats;
import io.tpcbench.metrics.Faults;
import io.tpcbench.workload.tpcc.tx.CustomerSelector;
import io.tpcbench.workload.tpcc.tx.Delivery;
import io.tpcbench.workload.tpcc.tx.NewOrderInput;
import io.tpcbench.workload.tpcc.tx.Payment;
import io.tpcbench.workload.tpcc.tx.Transactions;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * All or nothing on a real 3-node Galera cluster: each of tpcbench's committing trips (New-Order's
 * stock and lines, Payment's whole profile, Delivery's credits) is aborted in its middle,
 * deterministically. A trigger makes the transaction's session sleep inside a statement of the
 * trip (the sleep pattern of ../shared/clusters-tried.md), while node 2 commits a change to a row
 * the transaction has written: Galera brute-force aborts it there and answers 1213. tpcbench's own
 * code runs the transaction (its trips, its runner's rollback and retry) as a run on Galera sends
 * it, the COMMIT travelling alone; afterwards the database holds the transaction exactly once and
 * every TPC-C consistency condition holds. The last test is the control: the reduced case with
 * the COMMIT in the text commits half a transaction, and the check finds it.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
// beside the classes on the shared test database, one at a time with the others on servers of their own;
// its tests one after another (it.Lanes)
@Execution(ExecutionMode.CONCURRENT)
@ResourceLock(Lanes.OWN_SERVERS)
class GaleraAllOrNothingIT {
    private static final String DB = "galera_trips";
    private static final String PAUSE = """
            BEGIN
              IF @tpcbench_pause IS NOT NULL THEN
                SET @tpcbench_sleep = @tpcbench_pause;
                SET @tpcbench_pause = NULL;
                DO SLEEP(@tpcbench_sleep);
              END IF;
            END""";

    @TempDir
    static Path dir;

    private static GaleraCluster cluster;
    private static Path props;
    private static HikariDataSource node1;

    @BeforeAll
    static void cluster() throws Exception {
        cluster = GaleraCluster.shared();
        props = cluster.built(dir, DB, 2);
        try (Connection c = cluster.connect(0, DB);
                Statement s = c.createStatement()) {
            s.execute("CREATE TRIGGER pause_stock BEFORE UPDATE ON bmsql_stock FOR EACH ROW " + PAUSE);
            s.execute("CREATE TRIGGER pause_customer BEFORE UPDATE ON bmsql_customer FOR EACH ROW " + PAUSE);
        }
        HikariConfig hc = new HikariConfig();
        hc.setJdbcUrl(cluster.url(0, DB));
        hc.setUsername("root");
        hc.setAutoCommit(false);
        hc.setMaximumPoolSize(2);
        RunDriverProps.RUN_DRIVER_PROPS.forEach(hc::addDataSourceProperty);
        hc.addDataSourceProperty("allowMultiQueries", "true");
        node1 = new HikariDataSource(hc);
    }

    @AfterAll
    static void close() throws SQLException {
        node1.close();
        try (Connection c = cluster.connect(0, DB);
                Statement s = c.createStatement()) {
            s.execute("DROP DATABASE " + DB);
        }
    }

    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    @Order(1)
    void aGaleraNodeGetsItsCommitOnItsOwnTrip() throws SQLException {
        try (Connection c = node1.getConnection()) {
            ServerKind kind = ServerKind.probe(c, cluster.port(0));
            assertTrue(kind.galera(), kind.toString());
            assertTrue(kind.whyCommitAlone().orElseThrow().startsWith("wsrep_on=ON"), kind.toString());
        }
    }

    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    @Order(2)
    void paymentAbortedAfterItsCustomerUpdateIsAllOrNothing() throws Exception {
        BigDecimal amount = new BigDecimal("4321.09");
        List<Integer> codes = abortedOnce(
                Sending.TOGETHER_COMMIT_ALONE,
                (t, c) -> t.payment(c, new Payment.Input(1, 3, 1, 3, new CustomerSelector(null, 17), amount)),
                "UPDATE bmsql_warehouse SET w_zip = LPAD(FLOOR(RAND() * 1e9), 9, '0') WHERE w_id = 1");
        assertEquals(List.of(SqlErrors.ER_LOCK_DEADLOCK), codes, "one abort, retried once");
        assertEquals(
                1,
                count("SELECT COUNT(*) FROM bmsql_history WHERE h_amount = 4321.09 AND h_c_id = 17"),
                "the retried payment is in the database once");
        assertConsistent();
    }

    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    @Order(3)
    void newOrderAbortedInItsStockUpdateIsAllOrNothing() throws Exception {
        long before = count("SELECT d_next_o_id FROM bmsql_district WHERE d_w_id = 1 AND d_id = 5");
        List<Integer> codes = abortedOnce(
                Sending.TOGETHER_COMMIT_ALONE,
                (t, c) -> t.newOrder(
                        c,
                        new NewOrderInput(
                                1, 5, 21, new int[] {11, 12, 13, 14, 15}, new int[] {1, 1, 1, 1, 1}, new int[] {
                                    1, 2, 3, 4, 5
                                })),
                "UPDATE bmsql_district SET d_street_1 = LEFT(UUID(), 20) WHERE d_w_id = 1 AND d_id = 5");
        assertEquals(List.of(SqlErrors.ER_LOCK_DEADLOCK), codes, "one abort, retried once");
        assertEquals(
                before + 1,
                count("SELECT d_next_o_id FROM bmsql_district WHERE d_w_id = 1 AND d_id = 5"),
                "one order, once");
        assertEquals(
                5,
                count("SELECT COUNT(*) FROM bmsql_order_line WHERE ol_w_id = 1 AND ol_d_id = 5 AND ol_o_id = "
                        + before),
                "its five lines, once");
        assertConsistent();
    }

    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    @Order(4)
    void deliveryAbortedInItsCreditsIsAllOrNothing() throws Exception {
        long oldest = count("SELECT MIN(no_o_id) FROM bmsql_new_order WHERE no_w_id = 1 AND no_d_id = 1");
        List<Integer> codes = abortedOnce(
                Sending.TOGETHER_COMMIT_ALONE,
                (t, c) -> t.delivery(c, new Delivery.Input(1, 4)),
                "UPDATE bmsql_oorder SET o_entry_d = o_entry_d + INTERVAL 1 SECOND"
                        + " WHERE o_w_id = 1 AND o_d_id = 1 AND o_id = " + oldest);
        assertEquals(List.of(SqlErrors.ER_LOCK_DEADLOCK), codes, "one abort, retried once");
        assertEquals(
                4,
                count("SELECT o_carrier_id FROM bmsql_oorder WHERE o_w_id = 1 AND o_d_id = 1 AND o_id = " + oldest),
                "the retried delivery delivered the oldest order");
        assertConsistent();
    }

    /**
     * The control, in the reduced form of ../shared/clusters-tried.md on TPC-C's tables: Payment's
     * YTD update, a pause that is its own statement, its HISTORY row and a COMMIT in one text.
     * Aborted in the pause, Galera answers 1213 yet runs the rest as a new transaction that the
     * text's COMMIT commits: a HISTORY row without its YTDs, which the check finds. (A pause inside
     * one of tpcbench's statements, as above, makes Galera fail the text there; a read between
     * writes, as in Payment's trip, is where the rest ran on in the runs of clusters-tried.md.)
     */
    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    @Order(5)
    void aCommitInTheTextCommitsTheRestAfterAnAbortAndTheCheckFindsIt() throws Exception {
        CountDownLatch sent = new CountDownLatch(1);
        Thread other = conflict(
                sent, "UPDATE bmsql_warehouse SET w_zip = LPAD(FLOOR(RAND() * 1e9), 9, '0')" + " WHERE w_id = 2");
        try (Connection c = node1.getConnection();
                Statement s = c.createStatement()) {
            sent.countDown();
            SQLException aborted = Assertions.assertThrows(
                    SQLException.class,
                    () -> s.execute("UPDATE bmsql_warehouse JOIN bmsql_district ON d_w_id = w_id SET w_ytd = w_ytd + 5,"
                            + " d_ytd = d_ytd + 5 WHERE w_id = 2 AND d_id = 6; DO SLEEP(2);"
                            + " INSERT INTO bmsql_history (h_c_id, h_c_d_id, h_c_w_id, h_d_id, h_w_id, h_date, h_amount,"
                            + " h_data) VALUES (1, 6, 2, 6, 2, NOW(), 5.00, 'control'); COMMIT"));
            assertEquals(SqlErrors.ER_LOCK_DEADLOCK, aborted.getErrorCode());
            TxRunner.rollback(c, aborted);
        }
        other.join();
        assertEquals(
                1,
                count("SELECT COUNT(*) FROM bmsql_history WHERE h_data = 'control'"),
                "the rest of the text was committed after the abort");
        String failed = GaleraCluster.tpcbench("check", props.toString());
        assertNotNull(failed, "the check finds the HISTORY row without its YTDs");
        assertTrue(failed.startsWith("exit 5"), failed);
    }

    private interface Body {
        Object run(Transactions t, Connection c) throws SQLException;
    }

    /**
     * Runs {@code body} through tpcbench's runner on node 1; its first attempt pauses 2 s in the
     * trigger, during which node 2 commits {@code conflict}. Returns the error codes retried.
     */
    private static List<Integer> abortedOnce(Sending sending, Body body, String conflict) throws Exception {
        Transactions transactions = Transactions.sending(sending);
        RunControl control = new RunControl(new RunWindow(System.nanoTime(), Long.MAX_VALUE));
        TxRunner runner = new TxRunner(
                DbAccess.direct(node1),
                new TxRunner.Retries(10, 30_000_000_000L, code -> false),
                control,
                new Faults(),
                new EndpointStats("node1"),
                new Benchmark.Endpoint("node1", node1, 2, null));
        AtomicBoolean first = new AtomicBoolean(true);
        CountDownLatch paused = new CountDownLatch(1);
        Thread other = conflict(paused, conflict);
        List<Integer> codes = new CopyOnWriteArrayList<>();
        runner.run(
                c -> {
                    if (first.getAndSet(false)) {
                        try (Statement s = c.createStatement()) {
                            s.execute("SET @tpcbench_pause = 2");
                        }
                        paused.countDown();
                    }
                    return body.run(transactions, c);
                },
                codes::add,
                new TxRunner.Link());
        other.join();
        return codes;
    }

    /** Node 2 commits {@code sql} 0.7 s after {@code start} opens, in the other session's pause. */
    private static Thread conflict(CountDownLatch start, String sql) {
        return Thread.ofPlatform().start(() -> {
            try (Connection c = cluster.connect(1, DB);
                    Statement s = c.createStatement()) {
                start.await(30, TimeUnit.SECONDS);
                Thread.sleep(700);
                s.execute(sql);
            } catch (SQLException | InterruptedException e) {
                throw new IllegalStateException("node 2's conflicting write failed", e);
            }
        });
    }

    private static void assertConsistent() {
        assertNull(GaleraCluster.tpcbench("check", props.toString()), "every consistency condition holds");
    }

    /** A count read on node 3, after it has applied everything committed before (wsrep_sync_wait). */
    private static long count(String sql) throws SQLException {
        try (Connection c = cluster.connect(2, DB);
                Statement s = c.createStatement()) {
            s.execute("SET SESSION wsrep_sync_wait = 1");
            try (ResultSet rs = s.executeQuery(sql)) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }
}
