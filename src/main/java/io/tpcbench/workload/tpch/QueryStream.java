package io.tpcbench.workload.tpch;

import io.tpcbench.workload.Work;
import io.tpcbench.workload.WorkSource;
import io.tpcbench.workload.tpch.query.TpchQuery;
import java.util.List;
import java.util.Optional;

/**
 * One query stream (TPC-H 5.1.2.4): the 22 queries in its order (Appendix A), each once, then no
 * more work, so that its terminal ends. Knows which of its queries runs now, for the interval lines.
 */
final class QueryStream implements WorkSource {
    /** The query handed to the terminal, and when ({@code System.nanoTime}). */
    record InFlight(TpchQuery query, long sinceNanos) {}

    private final List<QueryWork> queries;
    private int next;
    private volatile InFlight inFlight;

    QueryStream(List<QueryWork> queries) {
        this.queries = List.copyOf(queries);
    }

    @Override
    public Work next() {
        if (next >= queries.size()) {
            inFlight = null;
            return null;
        }
        QueryWork q = queries.get(next++);
        inFlight = new InFlight(q.query(), System.nanoTime());
        return q;
    }

    /** The query handed out last has ended. */
    void ended() {
        inFlight = null;
    }

    /** The query running now, if any. */
    Optional<InFlight> inFlight() {
        return Optional.ofNullable(inFlight);
    }
}
