package io.tpcbench.workload.tpcc.check;

import java.util.List;

/** The twelve consistency conditions of TPC-C 3.3.2, as SQL that lists violations per warehouse range. */
final class Conditions {
    private Conditions() {}

    static final List<Condition> ALL = List.of(
            new Condition(1, "W_YTD = sum(D_YTD)", false, """
                    SELECT w.w_id, w.w_ytd, d.s
                    FROM bmsql_warehouse w
                    LEFT JOIN (SELECT d_w_id, SUM(d_ytd) s FROM bmsql_district
                               WHERE d_w_id BETWEEN ? AND ? GROUP BY d_w_id) d ON d.d_w_id = w.w_id
                    WHERE w.w_id BETWEEN ? AND ? AND (d.s IS NULL OR w.w_ytd <> d.s)
                    """),
            new Condition(2, "D_NEXT_O_ID - 1 = max(O_ID) = max(NO_O_ID)", false, """
                    SELECT x.d_w_id, x.d_id, x.d_next_o_id, x.max_o_id, x.max_no_o_id FROM (
                      SELECT d.d_w_id, d.d_id, d.d_next_o_id,
                        (SELECT MAX(o_id) FROM bmsql_oorder WHERE o_w_id = d.d_w_id AND o_d_id = d.d_id) max_o_id,
                        (SELECT MAX(no_o_id) FROM bmsql_new_order
                          WHERE no_w_id = d.d_w_id AND no_d_id = d.d_id) max_no_o_id
                      FROM bmsql_district d WHERE d.d_w_id BETWEEN ? AND ?) x
                    WHERE x.max_o_id IS NULL OR x.d_next_o_id - 1 <> x.max_o_id
                       OR (x.max_no_o_id IS NOT NULL AND x.max_no_o_id <> x.d_next_o_id - 1)
                    """),
            new Condition(3, "max(NO_O_ID) - min(NO_O_ID) + 1 = rows in NEW-ORDER", false, """
                    SELECT no_w_id, no_d_id, MAX(no_o_id), MIN(no_o_id), COUNT(*)
                    FROM bmsql_new_order WHERE no_w_id BETWEEN ? AND ?
                    GROUP BY no_w_id, no_d_id
                    HAVING MAX(no_o_id) - MIN(no_o_id) + 1 <> COUNT(*)
                    """),
            // a correlated count, not a join of two grouped derived tables: Spider (MariaDB 10.11) pushes
            // that join down to the one data node a warehouse range prunes to in a form the node rejects
            // (1054 Unknown column 'o_w_id'); the count reads the same ORDER-LINE rows
            new Condition(4, "sum(O_OL_CNT) = rows in ORDER-LINE", false, """
                    SELECT o.o_w_id, o.o_d_id, SUM(o.o_ol_cnt) s,
                      (SELECT COUNT(*) FROM bmsql_order_line WHERE ol_w_id = o.o_w_id AND ol_d_id = o.o_d_id) c
                    FROM bmsql_oorder o WHERE o.o_w_id BETWEEN ? AND ?
                    GROUP BY o.o_w_id, o.o_d_id
                    HAVING c <> s
                    """),
            new Condition(5, "O_CARRIER_ID is null exactly when a NEW-ORDER row exists", false, """
                    SELECT o.o_w_id, o.o_d_id, o.o_id, o.o_carrier_id
                    FROM bmsql_oorder o
                    LEFT JOIN bmsql_new_order n
                      ON n.no_w_id = o.o_w_id AND n.no_d_id = o.o_d_id AND n.no_o_id = o.o_id
                    WHERE o.o_w_id BETWEEN ? AND ? AND ((o.o_carrier_id IS NULL) <> (n.no_o_id IS NOT NULL))
                    UNION ALL
                    SELECT n.no_w_id, n.no_d_id, n.no_o_id, 'NEW-ORDER row without ORDER'
                    FROM bmsql_new_order n
                    LEFT JOIN bmsql_oorder o
                      ON o.o_w_id = n.no_w_id AND o.o_d_id = n.no_d_id AND o.o_id = n.no_o_id
                    WHERE n.no_w_id BETWEEN ? AND ? AND o.o_id IS NULL
                    """),
            new Condition(6, "O_OL_CNT = rows in ORDER-LINE, per order", false, """
                    SELECT o.o_w_id, o.o_d_id, o.o_id, o.o_ol_cnt, l.c
                    FROM bmsql_oorder o
                    LEFT JOIN (SELECT ol_w_id, ol_d_id, ol_o_id, COUNT(*) c FROM bmsql_order_line
                               WHERE ol_w_id BETWEEN ? AND ? GROUP BY ol_w_id, ol_d_id, ol_o_id) l
                      ON l.ol_w_id = o.o_w_id AND l.ol_d_id = o.o_d_id AND l.ol_o_id = o.o_id
                    WHERE o.o_w_id BETWEEN ? AND ? AND (l.c IS NULL OR l.c <> o.o_ol_cnt)
                    """),
            new Condition(7, "OL_DELIVERY_D is null exactly when O_CARRIER_ID is null", false, """
                    SELECT ol.ol_w_id, ol.ol_d_id, ol.ol_o_id, ol.ol_number, ol.ol_delivery_d, o.o_carrier_id
                    FROM bmsql_order_line ol
                    JOIN bmsql_oorder o ON o.o_w_id = ol.ol_w_id AND o.o_d_id = ol.ol_d_id AND o.o_id = ol.ol_o_id
                    WHERE ol.ol_w_id BETWEEN ? AND ? AND ((ol.ol_delivery_d IS NULL) <> (o.o_carrier_id IS NULL))
                    """),
            new Condition(8, "W_YTD = sum(H_AMOUNT)", false, """
                    SELECT w.w_id, w.w_ytd, h.s
                    FROM bmsql_warehouse w
                    LEFT JOIN (SELECT h_w_id, SUM(h_amount) s FROM bmsql_history
                               WHERE h_w_id BETWEEN ? AND ? GROUP BY h_w_id) h ON h.h_w_id = w.w_id
                    WHERE w.w_id BETWEEN ? AND ? AND (h.s IS NULL OR w.w_ytd <> h.s)
                    """),
            new Condition(9, "D_YTD = sum(H_AMOUNT)", false, """
                    SELECT d.d_w_id, d.d_id, d.d_ytd, h.s
                    FROM bmsql_district d
                    LEFT JOIN (SELECT h_w_id, h_d_id, SUM(h_amount) s FROM bmsql_history
                               WHERE h_w_id BETWEEN ? AND ? GROUP BY h_w_id, h_d_id) h
                      ON h.h_w_id = d.d_w_id AND h.h_d_id = d.d_id
                    WHERE d.d_w_id BETWEEN ? AND ? AND (h.s IS NULL OR d.d_ytd <> h.s)
                    """),
            new Condition(10, "C_BALANCE = sum(delivered OL_AMOUNT) - sum(H_AMOUNT)", false, """
                    SELECT c.c_w_id, c.c_d_id, c.c_id, c.c_balance, COALESCE(ol.s, 0), COALESCE(h.s, 0)
                    FROM bmsql_customer c
                    LEFT JOIN (SELECT o.o_w_id w, o.o_d_id d, o.o_c_id cid, SUM(l.ol_amount) s
                               FROM bmsql_oorder o
                               JOIN bmsql_order_line l
                                 ON l.ol_w_id = o.o_w_id AND l.ol_d_id = o.o_d_id AND l.ol_o_id = o.o_id
                               WHERE o.o_w_id BETWEEN ? AND ? AND l.ol_delivery_d IS NOT NULL
                               GROUP BY o.o_w_id, o.o_d_id, o.o_c_id) ol
                      ON ol.w = c.c_w_id AND ol.d = c.c_d_id AND ol.cid = c.c_id
                    LEFT JOIN (SELECT h_c_w_id w, h_c_d_id d, h_c_id cid, SUM(h_amount) s FROM bmsql_history
                               WHERE h_c_w_id BETWEEN ? AND ? GROUP BY h_c_w_id, h_c_d_id, h_c_id) h
                      ON h.w = c.c_w_id AND h.d = c.c_d_id AND h.cid = c.c_id
                    WHERE c.c_w_id BETWEEN ? AND ? AND c.c_balance <> COALESCE(ol.s, 0) - COALESCE(h.s, 0)
                    """),
            new Condition(11, "rows in ORDER - rows in NEW-ORDER = 2100", true, """
                    SELECT o.o_w_id, o.o_d_id, o.c, n.c
                    FROM (SELECT o_w_id, o_d_id, COUNT(*) c FROM bmsql_oorder
                          WHERE o_w_id BETWEEN ? AND ? GROUP BY o_w_id, o_d_id) o
                    LEFT JOIN (SELECT no_w_id, no_d_id, COUNT(*) c FROM bmsql_new_order
                               WHERE no_w_id BETWEEN ? AND ? GROUP BY no_w_id, no_d_id) n
                      ON n.no_w_id = o.o_w_id AND n.no_d_id = o.o_d_id
                    WHERE o.c - COALESCE(n.c, 0) <> 2100
                    """),
            new Condition(12, "C_BALANCE + C_YTD_PAYMENT = sum(delivered OL_AMOUNT)", false, """
                    SELECT c.c_w_id, c.c_d_id, c.c_id, c.c_balance, c.c_ytd_payment, COALESCE(ol.s, 0)
                    FROM bmsql_customer c
                    LEFT JOIN (SELECT o.o_w_id w, o.o_d_id d, o.o_c_id cid, SUM(l.ol_amount) s
                               FROM bmsql_oorder o
                               JOIN bmsql_order_line l
                                 ON l.ol_w_id = o.o_w_id AND l.ol_d_id = o.o_d_id AND l.ol_o_id = o.o_id
                               WHERE o.o_w_id BETWEEN ? AND ? AND l.ol_delivery_d IS NOT NULL
                               GROUP BY o.o_w_id, o.o_d_id, o.o_c_id) ol
                      ON ol.w = c.c_w_id AND ol.d = c.c_d_id AND ol.cid = c.c_id
                    WHERE c.c_w_id BETWEEN ? AND ? AND c.c_balance + c.c_ytd_payment <> COALESCE(ol.s, 0)
                    """));
}
