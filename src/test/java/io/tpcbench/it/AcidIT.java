package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.TestConfigs;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.Isolation;
import io.tpcbench.config.PropsSource;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.ConnectionFactory;
import io.tpcbench.db.Sending;
import io.tpcbench.schema.SchemaRunner;
import io.tpcbench.workload.AcidResult;
import io.tpcbench.workload.AcidSetup;
import io.tpcbench.workload.Context;
import io.tpcbench.workload.tpcc.acid.AcidOptions;
import io.tpcbench.workload.tpcc.acid.TpccAcid;
import io.tpcbench.workload.tpcc.tx.Delivery;
import io.tpcbench.workload.tpcc.tx.NewOrderInput;
import io.tpcbench.workload.tpcc.tx.OrderStatus;
import io.tpcbench.workload.tpcc.tx.Payment;
import io.tpcbench.workload.tpcc.tx.StockLevel;
import io.tpcbench.workload.tpcc.tx.Transactions;
import io.tpcbench.workload.tpcc.tx.TxResult;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * run/runAcid.sh on one MariaDB/MySQL server: at REPEATABLE-READ every test passes, with the cases
 * InnoDB follows; each test catches what it tests: READ-COMMITTED fails the non-repeatable read
 * (test 7) and the phantoms (8, 9), READ-UNCOMMITTED the dirty reads (1, 2) too, and a Payment
 * broken on purpose fails atomicity. The database stays consistent throughout (the check after).
 */
// its durability test's scratch server lives under java.io.tmpdir, where DurabilityIT counts what is left
@ResourceLock(Lanes.SCRATCH_SERVERS)
class AcidIT {
    private static final String DB = "it_acid";

    @TempDir
    static Path dir;

    private static Path props;

    @BeforeAll
    static void built() throws Exception {
        props = TestDatabase.get().built(dir, DB, 1);
    }

    /** The tests on the IT database; durability has its own IT (DurabilityIT). */
    private static AcidRun acid(String name, String... extra) throws Exception {
        List<String> args = new ArrayList<>(List.of(extra));
        if (args.stream().noneMatch(a -> a.startsWith("acidDurabilityServer="))) {
            args.add("acidDurabilityServer=none");
        }
        return AcidRun.of(props, dir.resolve(name), args.toArray(String[]::new));
    }

    /**
     * All the tests, durability on a scratch server that cannot start here (no such mariadbd): it is
     * recorded as not run, with why, neither passed nor failed, and the others stand.
     */
    @Test
    void atRepeatableReadEveryTestPassesWithTheCasesInnoDbFollows() throws Exception {
        AcidRun a = acid(
                "rr",
                "isolationLevel=REPEATABLE_READ",
                "acidDurabilityServer=auto",
                "scratchMariadbd=" + dir.resolve("no-mariadbd"));
        assertEquals(0, a.exitCode(), a.json().toString());
        assertEquals(13, a.json().get("passed").asInt());
        assertEquals(0, a.json().get("failed").asInt());
        assertEquals(1, a.json().get("notRun").asInt());
        assertEquals(Set.of(), a.failed());
        assertTrue(
                a.detail("durability").startsWith("no server to crash: there is no "),
                a.json().toString());
        String text = Files.readString(dir.resolve("rr").resolve("acid.txt"));
        assertTrue(text.matches("(?s).*\\ndurability +3\\.5\\.3\\.2 +NOT RUN  no server to crash: .*"), text);
        assertTrue(text.endsWith("ACID: 13 PASS, 0 FAIL, 1 NOT RUN\n"), text);
        assertTrue(
                a.json().get("title").asText().contains("isolation REPEATABLE-READ"),
                a.json().toString());
        // Order-Status reads a snapshot: no wait
        assertTrue(a.followed("isolation1").startsWith("B "), a.json().toString());
        // two New-Orders of one district: T2 waits on T1's district row
        assertTrue(a.followed("isolation3").startsWith("A "), a.json().toString());
        assertTrue(a.followed("isolation5").startsWith("A "), a.json().toString());
        // New-Order's item reads lock nothing: T3 commits, T2 still reads its snapshot
        assertTrue(a.followed("isolation7").startsWith("D "), a.json().toString());
        // T1's empty search locked the gap: T2's insert waits (A), or, when T1's repeated search
        // meets a lock T2 took first, InnoDB rolls T2 back as a deadlock's victim and T2 runs again
        // (C; seen on MariaDB 11.4)
        assertTrue(a.followed("isolation8").matches("[AC] .*"), a.json().toString());
    }

    @Test
    void atReadCommittedTheNonRepeatableReadAndThePhantomsFail() throws Exception {
        AcidRun a = acid("rc", "isolationLevel=READ_COMMITTED", "acidTests=isolation,consistency");
        assertEquals(5, a.exitCode());
        assertEquals(Set.of("isolation7", "isolation8", "isolation9"), a.failed());
        assertTrue(a.detail("isolation7").contains("(P2)"), a.json().toString());
        assertTrue(a.detail("isolation8").contains("(P3)"), a.json().toString());
        assertTrue(a.detail("isolation9").contains("(P3)"), a.json().toString());
    }

    @Test
    void atReadUncommittedTheDirtyReadsFailToo() throws Exception {
        AcidRun a = acid("ru", "isolationLevel=READ_UNCOMMITTED", "acidTests=isolation1,isolation2,consistency");
        assertEquals(5, a.exitCode());
        assertEquals(Set.of("isolation1", "isolation2"), a.failed());
        assertTrue(a.detail("isolation1").contains("(P1)"), a.json().toString());
        assertTrue(a.detail("isolation2").contains("(P1)"), a.json().toString());
    }

    /**
     * Tests 5 and 6 deliver an order: on a warehouse whose every order earlier Deliveries delivered
     * (a second runAcid after test 8 emptied it), they place one with a committed New-Order.
     */
    @Test
    void theDeliveryTestsPlaceAnOrderWhereEveryOrderIsDelivered() throws Exception {
        Transactions tx = Transactions.sending(Sending.ONE_BY_ONE);
        try (Connection c = TestDatabase.get().connect(DB)) {
            c.setAutoCommit(false);
            while (!tx.delivery(c, new Delivery.Input(1, 1)).delivered().isEmpty()) {
                // each Delivery commits the oldest order of every district that has one
            }
        }
        AcidRun a = acid("delivered", "acidTests=isolation5,isolation6,consistency");
        assertEquals(Set.of(), a.failed());
        assertEquals(0, a.exitCode(), a.json().toString());
        assertTrue(
                a.detail("isolation5").contains("(placed by a committed New-Order"),
                a.json().toString());
    }

    @Test
    void aPaymentThatCommitsPartOfItselfFailsAtomicity() throws Exception {
        TestDatabase db = TestDatabase.get();
        TpcConfig config = TestConfigs.load(PropsSource.read(props, List.of()), ConfigLoader.Purpose.BUILD);
        ConnectionFactory connections = new ConnectionFactory(config.db());
        BigDecimal ytd = warehouseYtd(db);
        try {
            Context ctx = new Context() {
                @Override
                public TpcConfig config() {
                    return config;
                }

                @Override
                public Consumer<String> out() {
                    return System.out::println;
                }

                @Override
                public ConnectionFactory connections() {
                    return connections;
                }

                @Override
                public SchemaRunner schema() {
                    throw new UnsupportedOperationException("no DDL here");
                }
            };
            TpcConfig only = TestConfigs.load(
                    PropsSource.read(props, List.of("acidTests=atomicity2")), ConfigLoader.Purpose.BUILD);
            TpccAcid broken = new TpccAcid(
                    AcidOptions.of(only),
                    c -> 1,
                    s -> new CommitsEarly(Transactions.sending(s.sending())),
                    new Random(7));
            AcidSetup.Endpoint endpoint = () -> connections.open(Map.of(), false, Isolation.SERVER_DEFAULT);
            List<AcidResult> results =
                    broken.run(new AcidSetup(ctx, Sending.ONE_BY_ONE, false, List.of(endpoint)), r -> {});
            assertEquals(1, results.size());
            assertFalse(results.get(0).passed(), results.get(0).line());
            assertTrue(
                    results.get(0).detail().contains("expected"), results.get(0).line());
        } finally {
            // put W_YTD back: the broken Payment's early COMMIT kept its warehouse update
            try (Connection c = db.connect(DB);
                    PreparedStatement ps = c.prepareStatement("UPDATE bmsql_warehouse SET w_ytd = ? WHERE w_id = 1")) {
                ps.setBigDecimal(1, ytd);
                ps.executeUpdate();
            }
        }
        assertEquals(0, Cli.run("check", props.toString()).exitCode, "the database is consistent again");
    }

    private static BigDecimal warehouseYtd(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(DB);
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT w_ytd FROM bmsql_warehouse WHERE w_id = 1")) {
            rs.next();
            return rs.getBigDecimal(1);
        }
    }

    /** tpcbench's transactions, but a Payment that commits its warehouse update on its own first: not atomic. */
    private record CommitsEarly(Transactions real) implements Transactions {
        @Override
        public TxResult.NewOrderDone newOrder(Connection c, NewOrderInput in) throws SQLException {
            return real.newOrder(c, in);
        }

        @Override
        public TxResult.PaymentDone payment(Connection c, Payment.Input in) throws SQLException {
            try (PreparedStatement ps =
                    c.prepareStatement("UPDATE bmsql_warehouse SET w_ytd = w_ytd + ? WHERE w_id = ?")) {
                ps.setBigDecimal(1, in.amount());
                ps.setInt(2, in.wId());
                ps.executeUpdate();
            }
            try (PreparedStatement ps = c.prepareStatement("COMMIT")) {
                ps.executeUpdate();
            }
            // the real Payment then adds the amount again: undo the first one inside it
            try (PreparedStatement ps =
                    c.prepareStatement("UPDATE bmsql_warehouse SET w_ytd = w_ytd - ? WHERE w_id = ?")) {
                ps.setBigDecimal(1, in.amount());
                ps.setInt(2, in.wId());
                ps.executeUpdate();
            }
            return real.payment(c, in);
        }

        @Override
        public TxResult.OrderStatusDone orderStatus(Connection c, OrderStatus.Input in) throws SQLException {
            return real.orderStatus(c, in);
        }

        @Override
        public TxResult.StockLevelDone stockLevel(Connection c, StockLevel.Input in) throws SQLException {
            return real.stockLevel(c, in);
        }

        @Override
        public Delivery.Done delivery(Connection c, Delivery.Input in) throws SQLException {
            return real.delivery(c, in);
        }
    }
}
