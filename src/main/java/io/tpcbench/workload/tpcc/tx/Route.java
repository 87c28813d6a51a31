package io.tpcbench.workload.tpcc.tx;

import io.tpcbench.db.Procedures;
import io.tpcbench.db.Sending;

/**
 * How a run's trips travel: the {@link Sending}, and the run's stored procedures when that is
 * {@link Sending#PROCEDURE} (null otherwise).
 */
public record Route(Sending sending, Procedures procedures) {
    public Route {
        if ((sending == Sending.PROCEDURE) != (procedures != null)) {
            throw new IllegalArgumentException(sending + " with" + (procedures == null ? "out" : "") + " procedures");
        }
    }

    /** Trips sent as {@code sending} says, which must not be {@link Sending#PROCEDURE}. */
    public static Route of(Sending sending) {
        return new Route(sending, null);
    }
}
