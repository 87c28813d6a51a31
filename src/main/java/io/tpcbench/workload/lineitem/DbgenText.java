package io.tpcbench.workload.lineitem;

import io.tpcbench.gen.TextSource;
import io.tpcbench.gen.TpccRandom;
import io.trino.tpch.TextPool;

/**
 * Text from dbgen's own text pool (TPC-H 4.2.2.10's grammar: "carefully final deposits detect
 * slyly..."), cut at a random place: the widened L_COMMENT reads as dbgen's comments do, which is
 * what a compressing engine sees in the report's rows.
 */
final class DbgenText implements TextSource {
    private final TextPool pool = TextPool.getDefaultTextPool();

    @Override
    public String text(TpccRandom random, int minLen, int maxLen) {
        int len = random.uniform(minLen, maxLen);
        int from = random.uniform(0, pool.size() - len);
        return pool.getText(from, from + len);
    }
}
