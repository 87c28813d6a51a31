package io.tpcbench.tx;

import io.tpcbench.random.TpccRandom;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;

/** The Payment transaction (TPC-C 2.5). */
public final class Payment {
    private static final String WAREHOUSE_YTD = """
            UPDATE bmsql_warehouse SET w_ytd = w_ytd + ? WHERE w_id = ?
            """;
    private static final String DISTRICT_YTD = """
            UPDATE bmsql_district SET d_ytd = d_ytd + ? WHERE d_w_id = ? AND d_id = ?
            """;
    /** TPC-C 2.5.2.2: the warehouse's and the district's name and address, in one read after both updates. */
    private static final String WAREHOUSE_DISTRICT = """
            SELECT w_name, w_street_1, w_street_2, w_city, w_state, w_zip,
                   d_name, d_street_1, d_street_2, d_city, d_state, d_zip
            FROM bmsql_warehouse JOIN bmsql_district ON d_w_id = w_id
            WHERE w_id = ? AND d_id = ?
            """;
    private static final String CUSTOMER = """
            SELECT c_first, c_middle, c_last, c_street_1, c_street_2, c_city, c_state, c_zip, c_phone, c_since,
                   c_credit, c_credit_lim, c_discount, c_balance
            FROM bmsql_customer WHERE c_w_id = ? AND c_d_id = ? AND c_id = ? FOR UPDATE
            """;
    private static final String PAY = """
            UPDATE bmsql_customer
            SET c_balance = c_balance - ?, c_ytd_payment = c_ytd_payment + ?, c_payment_cnt = c_payment_cnt + 1
            WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?
            """;
    /** TPC-C 2.5.2.2: bad credit prepends the payment to C_DATA, kept to 500 characters. */
    private static final String PAY_BAD_CREDIT = """
            UPDATE bmsql_customer
            SET c_balance = c_balance - ?, c_ytd_payment = c_ytd_payment + ?, c_payment_cnt = c_payment_cnt + 1,
                c_data = SUBSTRING(CONCAT(?, c_data), 1, 500)
            WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?
            """;
    private static final String HISTORY = """
            INSERT INTO bmsql_history (h_c_id, h_c_d_id, h_c_w_id, h_d_id, h_w_id, h_date, h_amount, h_data)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """;

    /** The evidence of a Payment whose commit is in doubt: its HISTORY row, by key and content. */
    private static final String HISTORY_EXISTS = """
            SELECT COUNT(*) FROM bmsql_history
            WHERE hist_id = ? AND h_c_id = ? AND h_c_d_id = ? AND h_c_w_id = ? AND h_d_id = ? AND h_w_id = ?
              AND h_date = ? AND h_amount = ?
            """;

    private Payment() {}

    /** The terminal's input (TPC-C 2.5.1). */
    public record Input(int wId, int dId, int cWId, int cDId, CustomerSelector customer, BigDecimal amount) {
        public boolean remote() {
            return cWId != wId;
        }
    }

    /** TPC-C 2.5.1.2: 85% home customers, 15% of another warehouse; 60% by last name; 1.00..5000.00. */
    public static Input generate(TpccRandom r, int wId, int warehouses) {
        int dId = r.uniform(1, 10);
        boolean home = r.uniform(1, 100) <= 85 || warehouses == 1;
        int cWId = home ? wId : NewOrder.otherWarehouse(r, wId, warehouses);
        int cDId = home ? dId : r.uniform(1, 10);
        return new Input(wId, dId, cWId, cDId, CustomerSelector.random(r), BigDecimal.valueOf(r.cents(100, 500_000), 2));
    }

    public static TxResult.PaymentDone execute(Connection c, Input in) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(WAREHOUSE_YTD)) {
            ps.setBigDecimal(1, in.amount());
            ps.setInt(2, in.wId());
            ps.executeUpdate();
        }
        try (PreparedStatement ps = c.prepareStatement(DISTRICT_YTD)) {
            ps.setBigDecimal(1, in.amount());
            Sql.setIntsFrom(ps, 2, in.wId(), in.dId());
            ps.executeUpdate();
        }
        String wName;
        String dName;
        try (PreparedStatement ps = c.prepareStatement(WAREHOUSE_DISTRICT)) {
            Sql.setInts(ps, in.wId(), in.dId());
            try (ResultSet rs = Sql.single(ps, "district " + in.dId() + " of warehouse " + in.wId())) {
                wName = rs.getString(1);
                dName = rs.getString(7);
            }
        }
        int cId = in.customer().resolve(c, in.cWId(), in.cDId());
        String credit;
        try (PreparedStatement ps = c.prepareStatement(CUSTOMER)) {
            Sql.setInts(ps, in.cWId(), in.cDId(), cId);
            try (ResultSet rs = Sql.single(ps, "customer " + cId)) {
                credit = rs.getString("c_credit");
            }
        }
        boolean badCredit = "BC".equals(credit);
        try (PreparedStatement ps = c.prepareStatement(badCredit ? PAY_BAD_CREDIT : PAY)) {
            ps.setBigDecimal(1, in.amount());
            ps.setBigDecimal(2, in.amount());
            int next = 3;
            if (badCredit) {
                ps.setString(next++, cId + " " + in.cDId() + " " + in.cWId() + " " + in.dId() + " " + in.wId() + " "
                        + in.amount().toPlainString() + " | ");
            }
            Sql.setIntsFrom(ps, next, in.cWId(), in.cDId(), cId);
            ps.executeUpdate();
        }
        // whole seconds, as DATETIME keeps them, so the in-doubt evidence can match it exactly
        LocalDateTime date = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        int histId;
        try (PreparedStatement ps = c.prepareStatement(HISTORY, Statement.RETURN_GENERATED_KEYS)) {
            Sql.setInts(ps, cId, in.cDId(), in.cWId(), in.dId(), in.wId());
            ps.setObject(6, date);
            ps.setBigDecimal(7, in.amount());
            // TPC-C 2.5.2.2: H_DATA = W_NAME, four spaces, D_NAME
            ps.setString(8, wName + "    " + dName);
            ps.executeUpdate();
            histId = generatedKey(ps);
        }
        int[] historyKey = {histId, cId, in.cDId(), in.cWId(), in.dId(), in.wId()};
        return Sql.commit(c, new TxResult.PaymentDone(in.remote(), in.customer().byName()),
                check -> Sql.exists(check, HISTORY_EXISTS, historyKey, date, in.amount()));
    }

    /** HIST_ID, from the insert's OK packet (no extra round trip). */
    private static int generatedKey(PreparedStatement ps) throws SQLException {
        try (ResultSet keys = ps.getGeneratedKeys()) {
            return keys.next() ? keys.getInt(1) : 0;
        }
    }
}
