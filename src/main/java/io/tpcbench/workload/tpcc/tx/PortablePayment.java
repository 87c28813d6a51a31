package io.tpcbench.workload.tpcc.tx;

import static io.tpcbench.workload.tpcc.tx.PortableStatements.one;
import static io.tpcbench.workload.tpcc.tx.PortableStatements.query;
import static io.tpcbench.workload.tpcc.tx.PortableStatements.update;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;

/**
 * Payment (TPC-C 2.5) in the portable statement mode: it reads and updates warehouse, district and
 * customer one statement each; a customer by last name is found as tpcbench finds it
 * ({@code CustomerSelector.resolve}: all rows, the midpoint taken by the driver, as BenchmarkSQL does).
 */
final class PortablePayment {
    private static final String WAREHOUSE_YTD = "UPDATE bmsql_warehouse SET w_ytd = w_ytd + ? WHERE w_id = ?";
    private static final String WAREHOUSE = """
            SELECT w_name, w_street_1, w_street_2, w_city, w_state, w_zip FROM bmsql_warehouse WHERE w_id = ?""";
    private static final String DISTRICT_YTD = """
            UPDATE bmsql_district SET d_ytd = d_ytd + ? WHERE d_w_id = ? AND d_id = ?""";
    private static final String DISTRICT = """
            SELECT d_name, d_street_1, d_street_2, d_city, d_state, d_zip FROM bmsql_district
            WHERE d_w_id = ? AND d_id = ?""";
    private static final String CUSTOMER = """
            SELECT c_first, c_middle, c_last, c_street_1, c_street_2, c_city, c_state, c_zip, c_phone, c_since,
              c_credit, c_credit_lim, c_discount, c_balance
            FROM bmsql_customer WHERE c_w_id = ? AND c_d_id = ? AND c_id = ? FOR UPDATE""";
    private static final String CUSTOMER_DATA = """
            SELECT c_data FROM bmsql_customer WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?""";
    private static final String CUSTOMER_BC = """
            UPDATE bmsql_customer SET c_balance = c_balance - ?, c_ytd_payment = c_ytd_payment + ?,
              c_payment_cnt = c_payment_cnt + 1, c_data = ?
            WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?""";
    private static final String CUSTOMER_GC = """
            UPDATE bmsql_customer SET c_balance = c_balance - ?, c_ytd_payment = c_ytd_payment + ?,
              c_payment_cnt = c_payment_cnt + 1
            WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?""";
    private static final String HISTORY = """
            INSERT INTO bmsql_history (h_c_id, h_c_d_id, h_c_w_id, h_d_id, h_w_id, h_date, h_amount, h_data)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)""";

    private PortablePayment() {}

    static TxResult.PaymentDone execute(Connection c, Payment.Input in) throws SQLException {
        update(c, WAREHOUSE_YTD, in.amount(), in.wId());
        String wName;
        try (ResultSet rs = query(c, WAREHOUSE, in.wId())) {
            wName = one(rs, "warehouse").getString(1);
        }
        update(c, DISTRICT_YTD, in.amount(), in.wId(), in.dId());
        String dName;
        try (ResultSet rs = query(c, DISTRICT, in.wId(), in.dId())) {
            dName = one(rs, "district").getString(1);
        }
        int cId = in.customer().resolve(c, in.cWId(), in.cDId());
        String credit;
        try (ResultSet rs = query(c, CUSTOMER, in.cWId(), in.cDId(), cId)) {
            credit = one(rs, "customer").getString(11);
        }
        String shown = null;
        if ("BC".equals(credit)) {
            String data;
            try (ResultSet rs = query(c, CUSTOMER_DATA, in.cWId(), in.cDId(), cId)) {
                data = one(rs, "customer").getString(1);
            }
            data = cId + " " + in.cDId() + " " + in.cWId() + " " + in.dId() + " " + in.wId() + " "
                    + in.amount().toPlainString() + " | " + data;
            update(
                    c,
                    CUSTOMER_BC,
                    in.amount(),
                    in.amount(),
                    data.length() > 500 ? data.substring(0, 500) : data,
                    in.cWId(),
                    in.cDId(),
                    cId);
            // TPC-C 2.5.3.3: the first 200 characters of the new C_DATA are shown
            shown = data.length() > 200 ? data.substring(0, 200) : data;
        } else {
            update(c, CUSTOMER_GC, in.amount(), in.amount(), in.cWId(), in.cDId(), cId);
        }
        LocalDateTime date = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        update(c, HISTORY, cId, in.cDId(), in.cWId(), in.dId(), in.wId(), date, in.amount(), wName + "    " + dName);
        return Sql.commit(
                c,
                new TxResult.PaymentDone(in.remote(), in.customer().byName(), shown),
                Payment.evidence(in, cId, date));
    }
}
