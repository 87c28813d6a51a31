package io.tpcbench.workload.tpcc.tx;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;

/**
 * Payment (TPC-C 2.5) in the portable statement mode: warehouse, district and customer updated one
 * statement each, as BenchmarkSQL sends them, the warehouse's and the district's names and
 * addresses read together, on the warehouse key they share, in a plain (unlocking) read of the two
 * rows this transaction has just locked by its updates; the peers read them one statement each
 * ({@code peers}: the driver benchmark's reference). A customer by last name is found as tpcbench
 * finds it ({@code CustomerSelector.resolve}: all rows, the midpoint taken by the driver, as
 * BenchmarkSQL does). The steps: the warehouse's and district's YTD and names and the customer
 * locked; for a customer with bad credit, C_DATA; the customer's update and the HISTORY row; then
 * the COMMIT alone.
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
    /** TPC-C 2.5.2.2: the warehouse's and the district's W_NAME ... W_ZIP and D_NAME ... D_ZIP. */
    private static final String WAREHOUSE_DISTRICT = """
            SELECT w_name, w_street_1, w_street_2, w_city, w_state, w_zip,
              d_name, d_street_1, d_street_2, d_city, d_state, d_zip
            FROM bmsql_warehouse JOIN bmsql_district ON d_w_id = w_id WHERE w_id = ? AND d_id = ?""";

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

    /** TPC-C 2.5.2.2: W_YTD and D_YTD grow (a row each), the names are read in one statement, the customer is locked. */
    private static final TripText READ = TripText.of(WAREHOUSE_YTD, DISTRICT_YTD, WAREHOUSE_DISTRICT, CUSTOMER)
            .check(0, 1)
            .check(1, 1);
    /** {@link #READ} as the peers send it: the warehouse's and the district's names a statement each. */
    private static final TripText PEERS_READ = TripText.of(WAREHOUSE_YTD, WAREHOUSE, DISTRICT_YTD, DISTRICT, CUSTOMER)
            .check(0, 1)
            .check(2, 1);

    private static final TripText BAD_CREDIT_DATA = TripText.of(CUSTOMER_DATA);
    /** The customer's payment (one row) and the HISTORY row; the COMMIT follows. */
    private static final TripText BAD_CREDIT =
            TripText.ending(CUSTOMER_BC, HISTORY).check(0, 1);

    private static final TripText GOOD_CREDIT =
            TripText.ending(CUSTOMER_GC, HISTORY).check(0, 1);

    private PortablePayment() {}

    static TxResult.PaymentDone execute(Connection c, Payment.Input in, Route route, boolean peers)
            throws SQLException {
        int cId = in.customer().resolve(c, in.cWId(), in.cDId());
        String customer = "customer " + cId + " of district " + in.cDId() + " of warehouse " + in.cWId();
        String wName;
        String dName;
        String credit;
        String district = "district " + in.dId() + " of warehouse " + in.wId();
        Params read = peers
                ? new Params(11)
                        .decimal(in.amount())
                        .ints(in.wId(), in.wId())
                        .decimal(in.amount())
                        .ints(in.wId(), in.dId(), in.wId(), in.dId())
                : new Params(10)
                        .decimal(in.amount())
                        .ints(in.wId())
                        .decimal(in.amount())
                        .ints(in.wId(), in.dId(), in.wId(), in.dId());
        read.ints(in.cWId(), in.cDId(), cId);
        try (Trip trip = Trip.send(c, route, peers ? PEERS_READ : READ, read)) {
            if (peers) {
                wName = trip.single(1, "warehouse " + in.wId()).getString(1);
                dName = trip.single(3, district).getString(1);
            } else {
                ResultSet names = trip.single(2, district);
                wName = names.getString(1);
                dName = names.getString(7);
            }
            credit = trip.single(peers ? 4 : 3, customer).getString(11);
        } catch (Trip.RowCountException e) {
            throw Sql.missing(e.statement() == 0 ? "warehouse " + in.wId() : district);
        }
        LocalDateTime date = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        String shown = null;
        Params write = new Params(15).decimal(in.amount()).decimal(in.amount());
        if ("BC".equals(credit)) {
            String data;
            try (Trip trip = Trip.send(c, route, BAD_CREDIT_DATA, new Params(3).ints(in.cWId(), in.cDId(), cId))) {
                data = trip.single(0, customer).getString(1);
            }
            data = cId + " " + in.cDId() + " " + in.cWId() + " " + in.dId() + " " + in.wId() + " "
                    + in.amount().toPlainString() + " | " + data;
            write.text(data.length() > 500 ? data.substring(0, 500) : data);
            // TPC-C 2.5.3.3: the first 200 characters of the new C_DATA are shown
            shown = data.length() > 200 ? data.substring(0, 200) : data;
        }
        write.ints(in.cWId(), in.cDId(), cId)
                .ints(cId, in.cDId(), in.cWId(), in.dId(), in.wId())
                .time(date)
                .decimal(in.amount())
                .text(wName + "    " + dName);
        try {
            return Trip.commit(
                    c,
                    route,
                    shown != null ? BAD_CREDIT : GOOD_CREDIT,
                    write,
                    new TxResult.PaymentDone(in.remote(), in.customer().byName(), shown),
                    Payment.evidence(in, cId, date));
        } catch (Trip.RowCountException e) {
            throw Sql.missing(customer);
        }
    }
}
