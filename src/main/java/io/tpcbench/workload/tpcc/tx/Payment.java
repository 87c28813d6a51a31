package io.tpcbench.workload.tpcc.tx;

import io.tpcbench.db.InDoubtException;
import io.tpcbench.gen.TpccRandom;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;

/** The Payment transaction (TPC-C 2.5). */
public final class Payment {
    /** TPC-C 2.5.2.2: W_YTD and D_YTD grow by the payment, in one statement (warehouse locked first). */
    private static final String YTD = """
            UPDATE bmsql_warehouse JOIN bmsql_district ON d_w_id = w_id
            SET w_ytd = w_ytd + ?, d_ytd = d_ytd + ?
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
    /**
     * TPC-C 2.5.2.2 and 2.5.3.3: the warehouse's and the district's name and address and the
     * customer's columns the terminal shows, as this payment updated them, in one read.
     */
    private static final String CUSTOMER_WAREHOUSE_DISTRICT = """
            SELECT c_first, c_middle, c_last, c_street_1, c_street_2, c_city, c_state, c_zip, c_phone, c_since,
                   c_credit, c_credit_lim, c_discount, c_balance,
                   w_name, w_street_1, w_street_2, w_city, w_state, w_zip,
                   d_name, d_street_1, d_street_2, d_city, d_state, d_zip,
                   CASE WHEN c_credit = 'BC' THEN SUBSTRING(c_data, 1, 200) END
            FROM bmsql_customer
              JOIN bmsql_warehouse ON w_id = ?
              JOIN bmsql_district ON d_w_id = w_id AND d_id = ?
            WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?""";
    /** TPC-C 2.5.2.2: H_DATA = W_NAME, four spaces, D_NAME. */
    private static final String HISTORY = """
            INSERT INTO bmsql_history (h_c_id, h_c_d_id, h_c_w_id, h_d_id, h_w_id, h_date, h_amount, h_data)
            SELECT ?, ?, ?, d_id, w_id, ?, ?, CONCAT(w_name, '    ', d_name)
            FROM bmsql_warehouse JOIN bmsql_district ON d_w_id = w_id
            WHERE w_id = ? AND d_id = ?""";
    /**
     * The whole profile of TPC-C 2.5.2.2 once C_ID is known, and the commit, in one trip. The
     * rows it writes exist in every complete population; should one be missing, the trip has
     * committed the others when that is seen, and the transaction fails as run on an incomplete
     * population.
     */
    private static final TripText PAY_TRIP = TripText.ending(YTD, PAY, CUSTOMER_WAREHOUSE_DISTRICT, HISTORY)
            .check(0, 2)
            .check(1, 1);

    /**
     * The evidence of a Payment whose commit is in doubt, in one snapshot: its HISTORY row, by
     * content (customer, district, second and amount; only an earlier payment by the same customer
     * at the same district, in the same second and of the same amount, one of 499,901, could be
     * mistaken for it), and whether the district's D_YTD still equals the sum of its HISTORY
     * amounts (TPC-C 3.3.2.9), which a HISTORY row without its D_YTD, or the reverse, breaks.
     */
    private static final String PAYMENT_WRITES = """
            SELECT (SELECT COUNT(*) FROM bmsql_history
                    WHERE h_c_id = ? AND h_c_d_id = ? AND h_c_w_id = ? AND h_d_id = ? AND h_w_id = ?
                      AND h_date = ? AND h_amount = ?),
                   (SELECT d_ytd FROM bmsql_district WHERE d_w_id = ? AND d_id = ?)
                   <> (SELECT COALESCE(SUM(h_amount), 0) FROM bmsql_history WHERE h_w_id = ? AND h_d_id = ?)
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
        int cWId = home ? wId : NewOrderInput.otherWarehouse(r, wId, warehouses);
        int cDId = home ? dId : r.uniform(1, 10);
        return new Input(
                wId, dId, cWId, cDId, CustomerSelector.random(r), BigDecimal.valueOf(r.cents(100, 500_000), 2));
    }

    /** The evidence of this Payment's commit, should it be in doubt: its HISTORY row of customer {@code cId} at {@code date}. */
    static InDoubtException.Evidence evidence(Input in, int cId, LocalDateTime date) {
        return check -> found(Sql.counts(
                check,
                PAYMENT_WRITES,
                cId,
                in.cDId(),
                in.cWId(),
                in.dId(),
                in.wId(),
                date,
                in.amount(),
                in.wId(),
                in.dId(),
                in.wId(),
                in.dId()));
    }

    /** All: its HISTORY row, the district consistent; none: neither; a broken district: partial. */
    static InDoubtException.Found found(long[] counts) {
        if (counts[1] != 0) {
            return InDoubtException.Found.PARTIAL;
        }
        return counts[0] > 0 ? InDoubtException.Found.ALL : InDoubtException.Found.NONE;
    }

    public static TxResult.PaymentDone execute(Connection c, Input in, Route route) throws SQLException {
        int cId = in.customer().resolve(c, in.cWId(), in.cDId());
        // whole seconds, as DATETIME keeps them, so the in-doubt evidence can match it exactly
        LocalDateTime date = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        String badCreditData = cId + " " + in.cDId() + " " + in.cWId() + " " + in.dId() + " " + in.wId() + " "
                + in.amount().toPlainString() + " | ";
        Params p = new Params(20)
                .decimal(in.amount())
                .decimal(in.amount())
                .ints(in.wId(), in.dId())
                .decimal(in.amount())
                .decimal(in.amount())
                .text(badCreditData)
                .ints(in.cWId(), in.cDId(), cId)
                .ints(in.wId(), in.dId(), in.cWId(), in.cDId(), cId)
                .ints(cId, in.cDId(), in.cWId())
                .time(date)
                .decimal(in.amount())
                .ints(in.wId(), in.dId());
        // TPC-C 2.5.3.3: a bad-credit customer's C_DATA, as this payment left it, is shown
        String[] shown = new String[1];
        TxResult.PaymentDone done;
        try {
            done = Trip.commit(
                    c,
                    route,
                    PAY_TRIP,
                    p,
                    new TxResult.PaymentDone(in.remote(), in.customer().byName(), null),
                    evidence(in, cId, date),
                    trip -> shown[0] = trip.single(2, "customer " + cId).getString(27));
        } catch (Trip.RowCountException e) {
            throw Sql.missing(
                    e.statement() == 0 ? "district " + in.dId() + " of warehouse " + in.wId() : "customer " + cId);
        }
        return shown[0] == null ? done : new TxResult.PaymentDone(done.remote(), done.byName(), shown[0]);
    }
}
