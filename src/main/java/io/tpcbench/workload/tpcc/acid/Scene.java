package io.tpcbench.workload.tpcc.acid;

import io.tpcbench.workload.AcidSetup;
import io.tpcbench.workload.tpcc.tx.CustomerSelector;
import io.tpcbench.workload.tpcc.tx.NewOrderInput;
import io.tpcbench.workload.tpcc.tx.Payment;
import io.tpcbench.workload.tpcc.tx.Transactions;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * What every ACID test works with: the run's transactions, the test's own reads, connections on
 * the endpoints (T1 on the first, T2 on the second when there are several), random keys of the
 * built database (TPC-C 3.2.2 and 3.4.2: "a randomly selected warehouse, district and customer"),
 * and the bounds that tell a waiting transaction from a finished one and from a hung one.
 */
final class Scene implements AutoCloseable {
    /** How long a released transaction, or one a test lets go on, may take before the test calls it hung. */
    static final long HANG_MILLIS = 60_000;

    /** How often a transaction the database rolled back runs again at most. */
    static final int RETRIES = 3;

    private static final int DISTRICTS = 10;
    private static final int CUSTOMERS = 3000;
    private static final int ITEMS = 100_000;
    private static final int LINES = 5;

    final AcidSetup setup;
    final Transactions tx;
    final Observer observer;
    final long waitMillis;
    private final int warehouses;
    private final Random random;
    private final List<Connection> opened = new ArrayList<>();
    private final List<Side<?>> sides = new ArrayList<>();

    Scene(AcidSetup setup, Transactions tx, int warehouses, long waitMillis, Random random) {
        this.setup = setup;
        this.tx = tx;
        this.observer = new Observer(setup.endpoint(0));
        this.warehouses = warehouses;
        this.waitMillis = waitMillis;
        this.random = random;
    }

    /** A connection of transaction {@code role} (0: T1, 1: T2 ...), closed with the scene. */
    Connection open(int role) throws SQLException {
        Connection c = setup.endpoint(role).open();
        opened.add(c);
        return c;
    }

    /** Starts {@code work} as transaction {@code name} on a connection of {@code role}, held at {@code hold}. */
    <T> Side<T> start(String name, int role, Hold hold, Side.Work<T> work) throws SQLException {
        Connection c = open(role);
        Side<T> side = Side.start(name, c, hold == null ? c : HeldConnection.of(c, hold), work);
        sides.add(side);
        return side;
    }

    /** Runs {@code work} as transaction {@code name} to its end, on a connection of its own returned after. */
    <T> Side<T> run(String name, int role, Side.Work<T> work)
            throws SQLException, InterruptedException, Conflict.Stuck {
        try (Connection c = setup.endpoint(role).open()) {
            Side<T> side = Side.start(name, c, work);
            Conflict.awaitEnd(side);
            if (side.error() != null) {
                c.rollback();
            }
            return side;
        }
    }

    /**
     * Runs {@code work} again, to its end, as a terminal would after the database rolled it back,
     * up to {@link #RETRIES} times while the database keeps rolling it back.
     */
    <T> Side<T> again(String name, int role, Side.Work<T> work)
            throws SQLException, InterruptedException, Conflict.Stuck {
        Side<T> side = run(name + ", run again", role, work);
        for (int i = 1; i < RETRIES && side.rolledBackByDatabase(); i++) {
            side = run(name + ", run again", role, work);
        }
        return side;
    }

    int warehouse() {
        return 1 + random.nextInt(warehouses);
    }

    /** A uniform 1..100, as the 1% of New-Orders with an unused item (TPC-C 2.4.1.4) draw it. */
    int percent() {
        return 1 + random.nextInt(100);
    }

    int district() {
        return 1 + random.nextInt(DISTRICTS);
    }

    int customer() {
        return 1 + random.nextInt(CUSTOMERS);
    }

    /** A customer other than {@code c}. */
    int otherCustomer(int c) {
        int o = 1 + random.nextInt(CUSTOMERS - 1);
        return o >= c ? o + 1 : o;
    }

    /** An amount of TPC-C 2.5.1.3: 1.00 to 5,000.00. */
    BigDecimal amount() {
        return BigDecimal.valueOf(100 + random.nextInt(500_000 - 100 + 1), 2);
    }

    /** {@code n} distinct random items. */
    int[] items(int n) {
        int[] items = new int[n];
        for (int i = 0; i < n; i++) {
            int item;
            do {
                item = 1 + random.nextInt(ITEMS);
            } while (contains(items, i, item));
            items[i] = item;
        }
        return items;
    }

    private static boolean contains(int[] a, int n, int v) {
        for (int i = 0; i < n; i++) {
            if (a[i] == v) {
                return true;
            }
        }
        return false;
    }

    /** A New-Order of {@code items} from the home warehouse, 5 of each. */
    NewOrderInput newOrder(int w, int d, int c, int... items) {
        int[] supply = new int[items.length];
        int[] quantities = new int[items.length];
        Arrays.fill(supply, w);
        Arrays.fill(quantities, 5);
        return new NewOrderInput(w, d, c, items, supply, quantities);
    }

    /** A New-Order of random items. */
    NewOrderInput newOrder(int w, int d, int c) {
        return newOrder(w, d, c, items(LINES));
    }

    /** A New-Order whose last item is unused: it rolls back (TPC-C 2.4.2.3). */
    NewOrderInput badNewOrder(int w, int d, int c) {
        int[] items = Arrays.copyOf(items(LINES), LINES);
        items[LINES - 1] = NewOrderInput.UNUSED_ITEM_ID;
        return newOrder(w, d, c, items);
    }

    /** A Payment by customer number at the customer's home district (TPC-C 3.2.2.1). */
    Payment.Input payment(int w, int d, int c, BigDecimal amount) {
        return new Payment.Input(w, d, w, d, new CustomerSelector(null, c), amount);
    }

    /** A carrier number of TPC-C 2.7.1.2. */
    int carrier() {
        return 1 + random.nextInt(10);
    }

    /** Ends whatever a test left running and closes its connections. */
    @Override
    public void close() {
        sides.forEach(Side::abandon);
        observer.close();
        for (Connection c : opened) {
            try {
                if (!c.isClosed() && !c.getAutoCommit()) {
                    c.rollback();
                }
            } catch (SQLException e) {
                // closed below either way
            }
            try {
                c.close();
            } catch (SQLException e) {
                // a connection that cannot close is gone
            }
        }
    }
}
