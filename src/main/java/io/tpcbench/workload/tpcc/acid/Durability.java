package io.tpcbench.workload.tpcc.acid;

import io.tpcbench.db.Rollback;
import io.tpcbench.db.SqlErrors;
import io.tpcbench.workload.AcidResult;
import io.tpcbench.workload.AcidSetup;
import io.tpcbench.workload.tpcc.tx.NewOrderInput;
import io.tpcbench.workload.tpcc.tx.TxResult;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * TPC-C 3.5, durability after an instantaneous interruption (3.5.3.2) this machine can cause: the
 * sum of D_NEXT_O_ID is taken (3.5.4's count 1); {@code terminals} terminals run New-Orders on the
 * built database for {@code acidDurabilitySecs}, each noting the orders it saw committed (the
 * spec's success file, per customer); {@code acidServerCrash} crashes the server in the middle;
 * {@code acidServerStart} starts it again and the test waits until it answers. Then every New-Order
 * a terminal saw committed is in ORDER, and D_NEXT_O_ID grew by what committed plus at most the
 * transactions in flight at the crash, one per terminal (count 2 - count 1); the consistency check
 * after the test runs on the recovered database. The server is the props' one, crashed by the
 * user's commands, or a scratch server like it ({@link AcidSetup.Scratch}).
 */
final class Durability implements AcidTest {
    private static final String NEXT_ORDERS = "SELECT d_w_id, d_id, d_next_o_id FROM bmsql_district";
    private static final String ORDERS_SINCE = """
            SELECT COUNT(*) FROM bmsql_oorder WHERE o_w_id = ? AND o_d_id = ? AND o_c_id = ? AND o_id >= ?""";

    private final AcidSetup.Server server;
    private final int terminals;
    private final long loadMillis;
    private final long recoveryMillis;

    Durability(AcidOptions options, AcidSetup.Server server, int terminals) {
        this.server = server;
        this.terminals = terminals;
        this.loadMillis = options.durabilitySecs() * 1000L;
        this.recoveryMillis = options.recoverySecs() * 1000L;
    }

    /** The test's name in {@code acidTests}, and the clause it follows. */
    static final String NAME = "durability";

    static final String CLAUSE = "3.5.3.2";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String clause() {
        return CLAUSE;
    }

    /** A customer's key, (warehouse, district, customer). */
    private record Customer(int w, int d, int c) {}

    @Override
    public AcidResult run(Scene s) throws SQLException, InterruptedException, Conflict.Stuck {
        Map<Long, Integer> before = nextOrders(s);
        long count1 = before.values().stream().mapToLong(Integer::longValue).sum();
        Map<Customer, Integer> committed = new ConcurrentHashMap<>();
        AtomicLong inDoubt = new AtomicLong();
        AtomicBoolean stop = new AtomicBoolean();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < terminals; t++) {
            threads.add(Thread.ofPlatform()
                    .daemon()
                    .name("acid-durability-" + (t + 1))
                    .start(() -> terminal(s, committed, inDoubt, stop)));
        }
        Consumer<String> out = s.setup.context().out();
        out.accept("durability: " + terminals + " terminals run New-Orders for " + loadMillis / 1000 + " s on "
                + server.describe());
        Thread.sleep(loadMillis);
        long crashedAt = System.nanoTime();
        act("crash", server::crash);
        // each terminal ends at its lost connection: one still running did not see a crash
        for (Thread t : threads) {
            t.join(Scene.HANG_MILLIS);
        }
        stop.set(true);
        if (threads.stream().anyMatch(Thread::isAlive)) {
            throw new Conflict.Stuck("the terminals still ran " + Scene.HANG_MILLIS / 1000
                    + " s after the crash: it did not crash the server");
        }
        out.accept("durability: the terminals have stopped; the server starts again");
        act("start", server::start);
        double recoverySecs = awaitServer(s, crashedAt);
        OptionalLong uptime = uptimeSecs(s);
        if (uptime.isPresent() && uptime.getAsLong() > (System.nanoTime() - crashedAt) / 1e9 + 2) {
            throw new Conflict.Stuck("the server has been up " + uptime.getAsLong() + " s, since before"
                    + " the crash: it was not restarted");
        }
        long saw = committed.values().stream().mapToLong(Integer::longValue).sum();
        Map<Long, Integer> after = nextOrders(s);
        long count2 = after.values().stream().mapToLong(Integer::longValue).sum();
        List<String> missing = missing(s, committed, before);
        String what = String.format(
                "on %s: %d New-Orders committed by %d terminals in %d s before the crash, %d in doubt; the server answered"
                        + " %.0f s after it: ",
                server.describe(), saw, terminals, loadMillis / 1000, inDoubt.get(), recoverySecs);
        if (!missing.isEmpty()) {
            return fail("", what + missing.size() + " customer(s) miss committed orders, e.g. " + missing.get(0));
        }
        long excess = count2 - count1 - saw;
        if (excess < 0 || excess > inDoubt.get()) {
            return fail(
                    "",
                    what + "D_NEXT_O_ID grew by " + (count2 - count1) + ", expected " + saw + " plus at most "
                            + inDoubt.get() + " in doubt");
        }
        return pass(
                "",
                what + "every committed order is there; D_NEXT_O_ID grew by " + (count2 - count1) + " (" + excess
                        + " of the in-doubt ones had committed)");
    }

    /** What the server does when it crashes or starts: its failure is a test that cannot go on. */
    private interface Action {
        void run() throws Exception;
    }

    private static void act(String what, Action action) throws InterruptedException, Conflict.Stuck {
        try {
            action.run();
        } catch (InterruptedException | Conflict.Stuck e) {
            throw e;
        } catch (Exception e) {
            throw new Conflict.Stuck("the server's " + what + " failed: " + e.getMessage());
        }
    }

    /** One terminal: New-Orders (1% with an unused item) until the crash ends its connection. */
    private static void terminal(Scene s, Map<Customer, Integer> committed, AtomicLong inDoubt, AtomicBoolean stop) {
        try (Connection c = s.setup.endpoint(0).open()) {
            while (!stop.get()) {
                Customer k = new Customer(s.warehouse(), s.district(), s.customer());
                NewOrderInput in =
                        s.percent() == 1 ? s.badNewOrder(k.w(), k.d(), k.c()) : s.newOrder(k.w(), k.d(), k.c());
                try {
                    TxResult.NewOrderDone done = s.tx.newOrder(c, in);
                    if (!done.rolledBack()) {
                        committed.merge(k, 1, Integer::sum);
                    }
                } catch (SQLException e) {
                    if (SqlErrors.isRetryable(e)) {
                        // the connection runs the next New-Order: nothing of this one may stay open
                        Rollback.send(c);
                    } else {
                        // the crash: this transaction may or may not have committed
                        inDoubt.incrementAndGet();
                        return;
                    }
                }
            }
        } catch (SQLException e) {
            // the connection was lost before or while it closed: nothing of this terminal was in flight
        }
    }

    /** Waits until the restarted server answers with the tables readable; the seconds since the crash. */
    private double awaitServer(Scene s, long crashedAt) throws InterruptedException, Conflict.Stuck {
        long deadline = System.nanoTime() + recoveryMillis * 1_000_000;
        String last = "";
        while (System.nanoTime() < deadline) {
            try (Connection c = s.setup.endpoint(0).open();
                    PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM bmsql_district");
                    ResultSet rs = ps.executeQuery()) {
                rs.next();
                return (System.nanoTime() - crashedAt) / 1e9;
            } catch (SQLException e) {
                last = e.getMessage();
            }
            Thread.sleep(1000);
        }
        throw new Conflict.Stuck("the server did not answer within acidRecoverySecs=" + recoveryMillis / 1000
                + " s of acidServerStart: " + last);
    }

    /** The server's Uptime, when it reports one. */
    private static OptionalLong uptimeSecs(Scene s) throws SQLException {
        try (Connection c = s.setup.endpoint(0).open();
                PreparedStatement ps = c.prepareStatement("SHOW GLOBAL STATUS LIKE 'Uptime'");
                ResultSet rs = ps.executeQuery()) {
            return rs.next() ? OptionalLong.of(rs.getLong(2)) : OptionalLong.empty();
        }
    }

    /** D_NEXT_O_ID of every district, keyed by warehouse * 100 + district. */
    private static Map<Long, Integer> nextOrders(Scene s) throws SQLException {
        Map<Long, Integer> next = new HashMap<>();
        try (Connection c = s.setup.endpoint(0).open();
                PreparedStatement ps = c.prepareStatement(NEXT_ORDERS);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                next.put(rs.getLong(1) * 100 + rs.getInt(2), rs.getInt(3));
            }
            c.commit();
        }
        return next;
    }

    /** The customers with fewer orders since the count than their terminals saw committed. */
    private static List<String> missing(Scene s, Map<Customer, Integer> committed, Map<Long, Integer> before)
            throws SQLException {
        List<String> missing = new ArrayList<>();
        try (Connection c = s.setup.endpoint(0).open();
                PreparedStatement ps = c.prepareStatement(ORDERS_SINCE)) {
            for (Map.Entry<Customer, Integer> e : committed.entrySet()) {
                Customer k = e.getKey();
                ps.setInt(1, k.w());
                ps.setInt(2, k.d());
                ps.setInt(3, k.c());
                ps.setInt(4, before.get(k.w() * 100L + k.d()));
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    if (rs.getInt(1) < e.getValue()) {
                        missing.add("customer " + k.c() + " of warehouse " + k.w() + " district " + k.d() + ": "
                                + e.getValue() + " committed, " + rs.getInt(1) + " in ORDER");
                    }
                }
            }
            c.commit();
        }
        return missing;
    }
}
