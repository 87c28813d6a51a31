package io.tpcbench.workload.chbench.query;

/**
 * Q1, CH-benCHmark's adaptation of TPC-H's Pricing Summary Report (2.4.1): the quantities and amounts of the
 * delivered order lines, per line number.
 *
 * <p>Date bound kept as published: {@code ol_delivery_d > '2007-01-02 00:00:00'}.
 */
public final class Q1 extends ChQuery {
    private static final String SQL = """
            SELECT ol_number, SUM(ol_quantity) AS sum_qty, SUM(ol_amount) AS sum_amount,
                   AVG(ol_quantity) AS avg_qty, AVG(ol_amount) AS avg_amount, COUNT(*) AS count_order
            FROM bmsql_order_line
            WHERE ol_delivery_d > '2007-01-02 00:00:00'
            GROUP BY ol_number
            ORDER BY ol_number
            """;

    public Q1() {
        super(1, "Pricing Summary Report", SQL);
    }
}
