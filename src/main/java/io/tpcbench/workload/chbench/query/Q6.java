package io.tpcbench.workload.chbench.query;

/**
 * Q6, CH-benCHmark's adaptation of TPC-H's Forecasting Revenue Change (2.4.6): the amount of the order lines
 * delivered in a window, with a quantity between 1 and 100000.
 *
 * <p>The upper date bound is {@link ChQuery#LATEST}'s, not the paper's (see there).
 */
public final class Q6 extends ChQuery {
    private static final String SQL = """
            SELECT SUM(ol_amount) AS revenue
            FROM bmsql_order_line
            WHERE ol_delivery_d >= '1999-01-01 00:00:00' AND ol_delivery_d < '${LATEST}'
              AND ol_quantity BETWEEN 1 AND 100000
            """;

    public Q6() {
        super(6, "Forecasting Revenue Change", SQL);
    }
}
