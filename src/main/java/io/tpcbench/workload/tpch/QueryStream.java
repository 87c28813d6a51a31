package io.tpcbench.workload.tpch;

import io.tpcbench.workload.Kind;
import io.tpcbench.workload.Work;
import io.tpcbench.workload.WorkSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What one terminal runs (TPC-H 5.1.2.4): its legs one after the other (the power test's RF1,
 * queries and RF2; a query stream's 22 queries in its order, Appendix A), each once, then no more
 * work, so that its terminal ends. A leg may wait before its first unit (a throughput stream for
 * the power test's end), and the stream may wait at its end (the last query stream for the
 * refresh stream). Knows which unit runs now, for the interval lines.
 */
final class QueryStream implements WorkSource {
    /** A wait a stream passes; false (the run is stopping) or interrupted, the stream ends. */
    interface Gate {
        Gate OPEN = () -> true;

        boolean pass() throws InterruptedException;
    }

    /** A gate, then units of work. */
    record Leg(Gate gate, List<? extends Work> works) {
        Leg {
            works = List.copyOf(works);
        }
    }

    /** The unit handed to the terminal, and when ({@code System.nanoTime}). */
    record InFlight(Work work, long sinceNanos) {
        Kind kind() {
            return work.kind();
        }
    }

    private final List<Leg> legs;
    private final Gate atEnd;
    private int leg;
    private int next;
    private boolean ended;
    private volatile InFlight inFlight;

    QueryStream(List<Leg> legs, Gate atEnd) {
        this.legs = new ArrayList<>(legs);
        this.atEnd = atEnd;
    }

    /** One leg of queries with no waits. */
    static QueryStream of(List<? extends Work> works) {
        return new QueryStream(List.of(new Leg(Gate.OPEN, works)), Gate.OPEN);
    }

    @Override
    public Work next() {
        inFlight = null;
        try {
            while (leg < legs.size()) {
                Leg l = legs.get(leg);
                if (next == 0 && !l.gate().pass()) {
                    ended = true;
                    return null;
                }
                if (next < l.works().size()) {
                    Work w = l.works().get(next++);
                    inFlight = new InFlight(w, System.nanoTime());
                    return w;
                }
                leg++;
                next = 0;
            }
            if (!ended) {
                ended = true;
                atEnd.pass();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return null;
    }

    /** The unit handed out last has ended. */
    void ended() {
        inFlight = null;
    }

    /** The unit running now, if any. */
    Optional<InFlight> inFlight() {
        return Optional.ofNullable(inFlight);
    }
}
