package io.tpcbench.workload.lineitem;

import io.tpcbench.gen.CorpusText;
import io.tpcbench.gen.NURandConstants;
import io.tpcbench.gen.RandomText;
import io.tpcbench.gen.TextSource;
import io.tpcbench.gen.TpccRandom;
import io.trino.tpch.LineItem;
import io.trino.tpch.LineItemGenerator;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The rows every table holds (the report inserts the same rows into each): the first
 * {@code rowsPerTable} lineitem rows dbgen generates at {@code sourceScaleFactor}, in its order
 * (ascending L_ORDERKEY), with L_COMMENT widened to a length drawn around {@code commentLength}.
 * (L_ORDERKEY, L_PARTKEY) is the report's primary key but not unique in dbgen's lineitem: a line
 * whose part repeats an earlier line of its order is left out, so the tables hold exactly
 * {@code rowsPerTable} rows. The same options always give the same rows.
 */
final class Rows {
    private static final long COMMENT_SEED = 20_260_401L;
    private static final int COMMENT = 15;

    private final long[] orderKeys;
    private final long[] partKeys;
    private final int[] suppKeys;
    /** Each row as dbgen's line without its final {@code |}: one string a row keeps the JVM's memory near the raw size. */
    private final String[] lines;

    private final long rawBytes;

    private Rows(long[] orderKeys, long[] partKeys, int[] suppKeys, String[] lines, long rawBytes) {
        this.orderKeys = orderKeys;
        this.partKeys = partKeys;
        this.suppKeys = suppKeys;
        this.lines = lines;
        this.rawBytes = rawBytes;
    }

    /** The keys only (the query tests draw from them); no text is generated. */
    static Rows keys(LineitemOptions o) {
        return generate(o, null);
    }

    /** Every row with its fields, as the load and the insert tests write them. */
    static Rows full(LineitemOptions o, Optional<Path> corpus) {
        TextSource text = corpus.<TextSource>map(CorpusText::read)
                .orElseGet(() -> o.dbgenText() ? new DbgenText() : new RandomText());
        return generate(o, text);
    }

    private static Rows generate(LineitemOptions o, TextSource text) {
        int n = o.rowsPerTable();
        long[] orders = new long[n];
        long[] parts = new long[n];
        int[] supps = new int[n];
        String[] lines = text == null ? null : new String[n];
        TpccRandom random = new TpccRandom(COMMENT_SEED, NURandConstants.forLoad(new SplittableRandom(COMMENT_SEED)));
        Set<Long> partsOfOrder = new HashSet<>();
        long currentOrder = -1;
        long raw = 0;
        int i = 0;
        for (LineItem li : new LineItemGenerator(o.sourceScaleFactor(), 1, 1)) {
            if (li.getOrderKey() != currentOrder) {
                currentOrder = li.getOrderKey();
                partsOfOrder.clear();
            }
            if (!partsOfOrder.add(li.getPartKey())) {
                continue; // a second line of the same part in one order: the primary key allows one
            }
            orders[i] = li.getOrderKey();
            parts[i] = li.getPartKey();
            supps[i] = (int) li.getSupplierKey();
            if (text != null) {
                String line = li.toLine();
                int comment = nthBar(line, COMMENT);
                lines[i] = line.substring(0, comment + 1) + text.text(random, o.commentMin(), o.commentMax());
                raw += lines[i].length() + 2; // dbgen's format: the final | and the line's end
            }
            if (++i == n) {
                break;
            }
        }
        if (i < n) {
            throw new IllegalArgumentException("sourceScaleFactor=" + o.sourceScaleFactor() + " has only " + i
                    + " usable lineitem rows, fewer than rowsPerTable=" + n + ": raise sourceScaleFactor");
        }
        return new Rows(orders, parts, supps, lines, raw);
    }

    /** The index of the {@code n}-th {@code |} of {@code line} (from 1). */
    private static int nthBar(String line, int n) {
        int at = -1;
        for (int k = 0; k < n; k++) {
            at = line.indexOf('|', at + 1);
        }
        return at;
    }

    int size() {
        return orderKeys.length;
    }

    long orderKey(int row) {
        return orderKeys[row];
    }

    long partKey(int row) {
        return partKeys[row];
    }

    int suppKey(int row) {
        return suppKeys[row];
    }

    /** The 16 fields of {@code row} as text, in the table's column order (dbgen's text never holds a {@code |}). */
    String[] fields(int row) {
        return lines[row].split("\\|", COMMENT + 1);
    }

    /** The rows' bytes as dbgen's text (fields, separators, line ends): the raw size of one table. */
    long rawBytes() {
        return rawBytes;
    }
}
