package io.tpcbench.workload.tpcc.load;

import io.tpcbench.gen.TextSource;
import io.tpcbench.gen.TpccRandom;
import io.tpcbench.load.Decimal;
import io.tpcbench.load.RowSink;
import io.tpcbench.workload.tpcc.random.LastNames;
import io.tpcbench.workload.tpcc.schema.Table;
import java.time.LocalDateTime;

/**
 * All rows of one warehouse (TPC-C 4.3.3.1): WAREHOUSE, STOCK, DISTRICT, CUSTOMER, HISTORY,
 * ORDER, NEW-ORDER and ORDER-LINE, from one random stream derived from the W_ID.
 */
final class WarehouseGenerator {
    static final int DISTRICTS = 10;
    static final int CUSTOMERS_PER_DISTRICT = 3000;
    static final int ORDERS_PER_DISTRICT = 3000;
    /** Orders below this id are delivered; the 900 from here on are new orders. */
    static final int FIRST_NEW_ORDER = 2101;

    private static final Decimal ZERO = Decimal.hundredths(0);
    private static final Decimal TEN = Decimal.hundredths(1_000);
    private static final Decimal MINUS_TEN = Decimal.hundredths(-1_000);
    private static final Decimal CREDIT_LIMIT = Decimal.hundredths(5_000_000);
    private static final Decimal WAREHOUSE_YTD = Decimal.hundredths(30_000_000);
    private static final Decimal DISTRICT_YTD = Decimal.hundredths(3_000_000);

    private final TpccRandom r;
    private final TextSource text;
    private final RowSink sink;
    private final int wId;
    private final LocalDateTime now;

    WarehouseGenerator(LoadContext ctx, RowSink sink, int wId) {
        this.r = ctx.randomFor(wId);
        this.text = ctx.text();
        this.sink = sink;
        this.wId = wId;
        this.now = ctx.loadTime();
    }

    /**
     * STOCK first and the WAREHOUSE row last, in the final commit: a WAREHOUSE row marks a
     * complete warehouse, a STOCK row a started one (see LoadState, which resumes a load).
     */
    void generate() throws Exception {
        Object[] warehouse = {
            wId,
            WAREHOUSE_YTD,
            tax(),
            text.text(r, 6, 10),
            text.text(r, 10, 20),
            text.text(r, 10, 20),
            text.text(r, 10, 20),
            state(),
            zip()
        };
        stock();
        for (int dId = 1; dId <= DISTRICTS; dId++) {
            sink.row(
                    Table.DISTRICT,
                    wId,
                    dId,
                    DISTRICT_YTD,
                    tax(),
                    ORDERS_PER_DISTRICT + 1,
                    text.text(r, 6, 10),
                    text.text(r, 10, 20),
                    text.text(r, 10, 20),
                    text.text(r, 10, 20),
                    state(),
                    zip());
            customersAndHistory(dId);
            orders(dId);
        }
        sink.row(Table.WAREHOUSE, warehouse);
        sink.finishJob();
    }

    /*
     * Each loop's body is a method of its own, so the JIT compiles it once: a loop with its body
     * inline was compiled twice, on-stack while it ran and again as a method, a large part of the
     * JIT's CPU in a short load (docs/performance.md).
     */
    private void stock() throws Exception {
        for (int iId = 1; iId <= ItemGenerator.ITEMS; iId++) {
            stockRow(iId);
        }
    }

    private void stockRow(int iId) throws Exception {
        Object[] row = new Object[Table.STOCK.columns().size()];
        row[0] = wId;
        row[1] = iId;
        row[2] = r.uniform(10, 100);
        row[3] = 0;
        row[4] = 0;
        row[5] = 0;
        row[6] = text.dataWithOriginal(r, 26, 50);
        for (int d = 0; d < DISTRICTS; d++) {
            row[7 + d] = text.text(r, 24, 24);
        }
        sink.row(Table.STOCK, row);
    }

    private void customersAndHistory(int dId) throws Exception {
        for (int cId = 1; cId <= CUSTOMERS_PER_DISTRICT; cId++) {
            customerAndHistory(dId, cId);
        }
    }

    private void customerAndHistory(int dId, int cId) throws Exception {
        // TPC-C 4.3.2.3: the first 1000 customers cover all 1000 names; the rest use NURand with C-Load.
        int nameNumber = cId <= 1000 ? cId - 1 : r.lastNameNumber();
        String credit = r.uniform(1, 10) == 1 ? "BC" : "GC";
        sink.row(
                Table.CUSTOMER,
                wId,
                dId,
                cId,
                new Decimal(r.uniform(0, 5000), 4),
                credit,
                LastNames.of(nameNumber),
                text.text(r, 8, 16),
                CREDIT_LIMIT,
                MINUS_TEN,
                TEN,
                1,
                0,
                text.text(r, 10, 20),
                text.text(r, 10, 20),
                text.text(r, 10, 20),
                state(),
                zip(),
                r.nString(16, 16),
                now,
                "OE",
                text.text(r, 300, 500));
        sink.row(Table.HISTORY, cId, dId, wId, dId, wId, now, TEN, text.text(r, 12, 24));
    }

    /*
     * Two loops, delivered orders and then new orders, each with a body of its own: one body for
     * both compiled while only delivered orders had been seen, and the first new order threw that
     * code away for a second compile (docs/performance.md).
     */
    private void orders(int dId) throws Exception {
        int[] customerOfOrder = r.permutation(CUSTOMERS_PER_DISTRICT);
        for (int oId = 1; oId < FIRST_NEW_ORDER; oId++) {
            deliveredOrder(dId, oId, customerOfOrder[oId - 1]);
        }
        for (int oId = FIRST_NEW_ORDER; oId <= ORDERS_PER_DISTRICT; oId++) {
            newOrder(dId, oId, customerOfOrder[oId - 1]);
        }
    }

    /** TPC-C 4.3.3.1: a delivered ORDER row and its ORDER-LINE rows: a carrier, a delivery date, amount 0.00. */
    private void deliveredOrder(int dId, int oId, int cId) throws Exception {
        int lines = r.uniform(5, 15);
        sink.row(Table.ORDER, wId, dId, oId, cId, r.uniform(1, 10), lines, 1, now);
        for (int ol = 1; ol <= lines; ol++) {
            sink.row(
                    Table.ORDER_LINE,
                    wId,
                    dId,
                    oId,
                    ol,
                    r.uniform(1, ItemGenerator.ITEMS),
                    now,
                    ZERO,
                    wId,
                    5,
                    text.text(r, 24, 24));
        }
    }

    /** TPC-C 4.3.3.1: an undelivered ORDER row, its ORDER-LINE rows (an amount, no delivery date), its NEW-ORDER row. */
    private void newOrder(int dId, int oId, int cId) throws Exception {
        int lines = r.uniform(5, 15);
        sink.row(Table.ORDER, wId, dId, oId, cId, null, lines, 1, now);
        for (int ol = 1; ol <= lines; ol++) {
            Decimal amount = Decimal.hundredths(r.cents(1, 999_999));
            sink.row(
                    Table.ORDER_LINE,
                    wId,
                    dId,
                    oId,
                    ol,
                    r.uniform(1, ItemGenerator.ITEMS),
                    null,
                    amount,
                    wId,
                    5,
                    text.text(r, 24, 24));
        }
        sink.row(Table.NEW_ORDER, wId, dId, oId);
    }

    private Decimal tax() {
        return new Decimal(r.uniform(0, 2000), 4);
    }

    /** State: two random letters; the spec's a-string of length 2. */
    private String state() {
        return text.text(r, 2, 2);
    }

    /** TPC-C 4.3.2.7: four random digits followed by "11111". */
    private String zip() {
        return r.nString(4, 4) + "11111";
    }
}
