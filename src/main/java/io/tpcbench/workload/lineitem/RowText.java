package io.tpcbench.workload.lineitem;

import io.tpcbench.gen.CorpusText;
import io.tpcbench.gen.NURandConstants;
import io.tpcbench.gen.RandomText;
import io.tpcbench.gen.TextSource;
import io.tpcbench.gen.TpccRandom;
import io.trino.tpch.GenerateUtils;
import io.trino.tpch.LineItem;
import java.nio.file.Path;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * A row as the tables hold it: the fields of dbgen's line with L_COMMENT widened to a length drawn
 * around {@code commentLength}. The comment's text is drawn from a
 * random stream of the row's own (seeded by its order key and line number), so a row reads the
 * same whether the load, the sequential or the random insert test makes it, in any order.
 */
final class RowText {
    private static final long COMMENT_SEED = 20_260_401L;

    private final TextSource text;
    private final int min;
    private final int max;
    private final NURandConstants constants = NURandConstants.forLoad(new SplittableRandom(COMMENT_SEED));

    private RowText(TextSource text, int min, int max) {
        this.text = text;
        this.min = min;
        this.max = max;
    }

    /** The text the options and the build's {@code textCorpus} choose. */
    static RowText of(LineitemOptions o, Optional<Path> corpus) {
        TextSource text = corpus.<TextSource>map(CorpusText::read)
                .orElseGet(() -> o.dbgenText() ? new DbgenText() : new RandomText());
        return new RowText(text, o.commentMin(), o.commentMax());
    }

    /** The row's 16 fields in the table's column order, as dbgen's line gives them, L_COMMENT widened. */
    String[] fields(LineItem li) {
        long seed = COMMENT_SEED * 31 + li.getOrderKey() * 8 + li.getLineNumber();
        return new String[] {
            Long.toString(li.getOrderKey()),
            Long.toString(li.getPartKey()),
            Long.toString(li.getSupplierKey()),
            Integer.toString(li.getLineNumber()),
            Long.toString(li.getQuantity()),
            GenerateUtils.formatMoney(li.getExtendedPriceInCents()),
            GenerateUtils.formatMoney(li.getDiscountPercent()),
            GenerateUtils.formatMoney(li.getTaxPercent()),
            li.getReturnFlag(),
            li.getStatus(),
            GenerateUtils.formatDate(li.getShipDate()),
            GenerateUtils.formatDate(li.getCommitDate()),
            GenerateUtils.formatDate(li.getReceiptDate()),
            li.getShipInstructions(),
            li.getShipMode(),
            text.text(new TpccRandom(seed, constants), min, max)
        };
    }

    /** The row's bytes as dbgen writes it: its fields, a {@code |} after each and the line's end (the report's raw size). */
    static long rawBytes(String[] fields) {
        long n = fields.length + 1;
        for (String f : fields) {
            n += f.length();
        }
        return n;
    }
}
