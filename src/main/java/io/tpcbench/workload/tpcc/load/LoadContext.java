package io.tpcbench.workload.tpcc.load;

import io.tpcbench.gen.NURandConstants;
import io.tpcbench.gen.TextSource;
import io.tpcbench.gen.TpccRandom;
import java.time.LocalDateTime;

/**
 * What every generator of one load shares: the base seed (each job derives its own stream from
 * it, so the data does not depend on how jobs are spread over workers), C-Load, the text source
 * and the one load time stamped on every date column.
 */
record LoadContext(long seed, NURandConstants constants, TextSource text, LocalDateTime loadTime) {
    /** Job number of ITEM; warehouse jobs use their W_ID. */
    static final int ITEM_JOB = 0;

    TpccRandom randomFor(int job) {
        return new TpccRandom(TpccRandom.derivedSeed(seed, job, 0), constants);
    }
}
