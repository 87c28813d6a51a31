package io.tpcbench.workload.chbench;

import io.tpcbench.workload.Work;
import io.tpcbench.workload.WorkSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;

/**
 * An analytical stream: the 22 queries over and over, in a permutation of its own drawn from its
 * terminal's random stream at its start (so that concurrent streams do not run the same query at
 * the same time), the same permutation each pass.
 */
final class QueryStream implements WorkSource {
    private final List<QueryKind> order;
    private final StreamLink link;
    private int next;

    QueryStream(List<QueryKind> queries, SplittableRandom random, StreamLink link) {
        List<QueryKind> shuffled = new ArrayList<>(queries);
        Collections.shuffle(shuffled, random);
        this.order = List.copyOf(shuffled);
        this.link = link;
    }

    /** The stream's permutation, by query number. */
    List<Integer> order() {
        return order.stream().map(k -> k.query().number()).toList();
    }

    @Override
    public Work next() {
        QueryKind kind = order.get(next);
        next = (next + 1) % order.size();
        return new QueryWork(kind, link);
    }
}
