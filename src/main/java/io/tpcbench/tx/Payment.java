package io.tpcbench.tx;

import io.tpcbench.random.TpccRandom;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;

/** The Payment transaction (TPC-C 2.5). */
public final class Payment {
    private static final String WAREHOUSE_YTD = """
            UPDATE bmsql_warehouse SET w_ytd = w_ytd + ? WHERE w_id = ?""";
    private static final String DISTRICT_YTD = """
            UPDATE bmsql_district SET d_ytd = d_ytd + ? WHERE d_w_id = ? AND d_id = ?""";
    /** TPC-C 2.5.2.2: the warehouse's and the district's name and address, in one read after both updates. */
    private static final String WAREHOUSE_DISTRICT = """
            SELECT w_name, w_street_1, w_street_2, w_city, w_state, w_zip,
                   d_name, d_street_1, d_street_2, d_city, d_state, d_zip
            FROM bmsql_warehouse JOIN bmsql_district ON d_w_id = w_id
            WHERE w_id = ? AND d_id = ?""";
    /**
     * TPC-C 2.5.2.2: C_BALANCE, C_YTD_PAYMENT and C_PAYMENT_CNT change; a customer with bad credit
     * (C_CREDIT = 'BC') also gets the payment prepended to C_DATA, kept to 500 characters.
     */
    private static final String PAY = """
            UPDATE bmsql_customer
            SET c_balance = c_balance - ?, c_ytd_payment = c_ytd_payment + ?, c_payment_cnt = c_payment_cnt + 1,
                c_data = CASE WHEN c_credit = 'BC' THEN SUBSTRING(CONCAT(?, c_data), 1, 500) ELSE c_data END
            WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?""";
    /** The customer's columns the terminal shows (TPC-C 2.5.3.3), as updated by this payment. */
    private static final String CUSTOMER = """
            SELECT c_first, c_middle, c_last, c_street_1, c_street_2, c_city, c_state, c_zip, c_phone, c_since,
                   c_credit, c_credit_lim, c_discount, c_balance
            FROM bmsql_customer WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?""";
    /** TPC-C 2.5.2.2: H_DATA = W_NAME, four spaces, D_NAME. */
    private static final String HISTORY = """
            INSERT INTO bmsql_history (h_c_id, h_c_d_id, h_c_w_id, h_d_id, h_w_id, h_date, h_amount, h_data)
            SELECT ?, ?, ?, d_id, w_id, ?, ?, CONCAT(w_name, '    ', d_name)
            FROM bmsql_warehouse JOIN bmsql_district ON d_w_id = w_id
            WHERE w_id = ? AND d_id = ?""";
    /** HIST_ID of the row just inserted: the evidence, should the commit be in doubt. */
    private static final String HISTORY_ID = "SELECT LAST_INSERT_ID()";
    /** The whole profile of TPC-C 2.5.2.2 once C_ID is known, in one trip; the commit is the second. */
    private static final Trip.Text PAY_TRIP = Trip.of(WAREHOUSE_YTD, DISTRICT_YTD, WAREHOUSE_DISTRICT, PAY, CUSTOMER,
            HISTORY, HISTORY_ID);

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

    public static TxResult.PaymentDone execute(Connection c, Input in, Sending sending) throws SQLException {
        int cId = in.customer().resolve(c, in.cWId(), in.cDId());
        // whole seconds, as DATETIME keeps them, so the in-doubt evidence can match it exactly
        LocalDateTime date = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        String badCreditData = cId + " " + in.cDId() + " " + in.cWId() + " " + in.dId() + " " + in.wId() + " "
                + in.amount().toPlainString() + " | ";
        Params p = new Params(20).decimal(in.amount()).ints(in.wId())
                .decimal(in.amount()).ints(in.wId(), in.dId())
                .ints(in.wId(), in.dId())
                .decimal(in.amount()).decimal(in.amount()).text(badCreditData).ints(in.cWId(), in.cDId(), cId)
                .ints(in.cWId(), in.cDId(), cId)
                .ints(cId, in.cDId(), in.cWId()).time(date).decimal(in.amount()).ints(in.wId(), in.dId());
        int histId;
        try (Trip trip = Trip.send(c, sending, PAY_TRIP, p)) {
            trip.single(2, "district " + in.dId() + " of warehouse " + in.wId());
            if (trip.count(3) != 1) {
                throw Sql.missing("customer " + cId);
            }
            trip.single(4, "customer " + cId);
            if (trip.count(5) != 1) {
                throw Sql.missing("district " + in.dId() + " of warehouse " + in.wId());
            }
            ResultSet id = trip.single(6, "HIST_ID");
            histId = id.getInt(1);
        }
        int[] historyKey = {histId, cId, in.cDId(), in.cWId(), in.dId(), in.wId()};
        return Sql.commit(c, new TxResult.PaymentDone(in.remote(), in.customer().byName()),
                check -> Sql.exists(check, HISTORY_EXISTS, historyKey, date, in.amount()));
    }
}
