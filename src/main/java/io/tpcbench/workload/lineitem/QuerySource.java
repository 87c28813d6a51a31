package io.tpcbench.workload.lineitem;

import io.tpcbench.workload.Work;
import io.tpcbench.workload.WorkSource;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntSupplier;
import org.apache.commons.rng.sampling.distribution.RejectionInversionZipfSampler;
import org.apache.commons.rng.sampling.distribution.SharedStateDiscreteSampler;

/**
 * A terminal's queries in a query test: a kind of the test drawn uniformly (the mix's by
 * {@code mixWeights}), a table drawn uniformly, and a loaded row drawn uniformly or, with {@code
 * keyDistribution=zipfian}, skewed towards the first rows; the query's key is that row's.
 */
final class QuerySource implements WorkSource {
    private final List<LineitemKind> kinds;
    /** The kinds' weights summed up to each, in {@code kinds}' order: a draw below cumulative[i] is kinds[i]. */
    private final int[] cumulative;

    private final int tables;
    private final Rows rows;
    private final SplittableRandom random;
    private final IntSupplier row;
    private final LineitemRun run;

    QuerySource(LineitemOptions o, Rows rows, SplittableRandom random, LineitemRun run) {
        this.kinds = o.test().kinds();
        this.cumulative = new int[kinds.size()];
        int sum = 0;
        for (int i = 0; i < kinds.size(); i++) {
            sum += o.test() == LineitemOptions.Test.MIX ? o.mixWeights().get(i) : 1;
            cumulative[i] = sum;
        }
        this.tables = o.tables();
        this.rows = rows;
        this.random = random;
        this.run = run;
        if (o.zipfian()) {
            SharedStateDiscreteSampler zipf =
                    RejectionInversionZipfSampler.of(random::nextLong, rows.size(), o.zipfianExponent());
            this.row = () -> zipf.sample() - 1;
        } else {
            this.row = () -> random.nextInt(rows.size());
        }
    }

    @Override
    public Work next() {
        LineitemKind kind = kind(random.nextInt(cumulative[cumulative.length - 1]));
        int table = 1 + random.nextInt(tables);
        int r = row.getAsInt();
        long key = switch (kind) {
            case PK_POINT -> rows.orderKey(r);
            case PARTKEY_POINT, PARTKEY_LT, PARTKEY_GE -> rows.partKey(r);
            default -> rows.suppKey(r);
        };
        return new SelectWork(kind, table, key, kind == LineitemKind.PK_POINT ? rows.partKey(r) : 0, run);
    }

    /** The kind a draw from 0 to the weights' sum (exclusive) stands for. */
    LineitemKind kind(int draw) {
        int i = 0;
        while (draw >= cumulative[i]) {
            i++;
        }
        return kinds.get(i);
    }
}
