package io.tpcbench.workload.tpch;

import io.tpcbench.workload.Work;
import io.tpcbench.workload.WorkSource;
import java.util.List;

/**
 * One query stream (TPC-H 5.1.2.4): the 22 queries in its order (Appendix A), each once, then no
 * more work, so that its terminal ends.
 */
final class QueryStream implements WorkSource {
    private final List<QueryWork> queries;
    private int next;

    QueryStream(List<QueryWork> queries) {
        this.queries = List.copyOf(queries);
    }

    @Override
    public Work next() {
        return next < queries.size() ? queries.get(next++) : null;
    }
}
