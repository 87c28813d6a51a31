package io.tpcbench.workload.tpcc.acid;

import io.tpcbench.workload.tpcc.tx.NewOrderInput;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * The shape of TPC-C 3.4.2.8 and 3.4.2.9: T1 held after its search, a New-Order T2 whose new row
 * would be a phantom to it, the search repeated inside T1, T1 let go; T2 run again when the
 * database rolled it back. {@code found} is what the repeated search found; {@code problem}, when
 * not null, why the test cannot judge (a transaction failed otherwise than by a conflict);
 * {@code aborted}: the database rolled T1 back instead (case D).
 */
record Phantom(int found, String followed, String problem, boolean aborted) {
    /** T1's search, repeated on its connection. */
    interface Search {
        int in(Connection c) throws SQLException;
    }

    static Phantom run(Scene s, Hold hold, Side<?> t1, NewOrderInput order, Search search)
            throws SQLException, InterruptedException, Conflict.Stuck {
        int[] found = {-1};
        SQLException[] lookFailed = new SQLException[1];
        Conflict k = Conflict.run(
                s,
                hold,
                t1,
                "T2 (New-Order)",
                conn -> s.tx.newOrder(conn, order),
                (held, t2, waited) -> {
                    try {
                        found[0] = search.in(held.connection());
                    } catch (SQLException e) {
                        lookFailed[0] = e;
                    }
                },
                false);
        SQLException aborted =
                Side.retryable(lookFailed[0]) ? lookFailed[0] : t1.rolledBackByDatabase() ? t1.error() : null;
        String followed = aborted != null
                ? "D (T1 was rolled back by the database, error " + aborted.getErrorCode() + ")"
                : k.otherCase();
        String problem = null;
        if (t1.error() != null && aborted == null) {
            problem = t1.name() + " " + t1.describeEnd();
        } else if (lookFailed[0] != null && aborted == null) {
            problem = "T1's repeated search failed: " + lookFailed[0].getMessage();
        } else {
            Side<?> two = k.other().rolledBackByDatabase()
                    ? s.again("T2 (New-Order)", 1, conn -> s.tx.newOrder(conn, order))
                    : k.other();
            if (two.error() != null) {
                problem = "T2 (New-Order) " + two.describeEnd();
            }
        }
        return new Phantom(found[0], followed, problem, aborted != null);
    }
}
