package io.tpcbench.workload.tpcc.load;

import io.tpcbench.gen.TextSource;
import io.tpcbench.gen.TpccRandom;
import io.tpcbench.load.Decimal;
import io.tpcbench.load.RowSink;
import io.tpcbench.workload.tpcc.schema.Table;

/** ITEM: 100,000 rows, independent of the warehouse count (TPC-C 4.3.3.1). */
final class ItemGenerator {
    static final int ITEMS = 100_000;

    private ItemGenerator() {}

    static void generate(LoadContext ctx, RowSink sink) throws Exception {
        TpccRandom r = ctx.randomFor(LoadContext.ITEM_JOB);
        TextSource text = ctx.text();
        for (int id = 1; id <= ITEMS; id++) {
            sink.row(
                    Table.ITEM,
                    id,
                    text.text(r, 14, 24),
                    Decimal.hundredths(r.cents(100, 10_000)),
                    text.dataWithOriginal(r, 26, 50),
                    r.uniform(1, 10_000));
        }
        sink.finishJob();
    }
}
