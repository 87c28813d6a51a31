package io.tpcbench.workload;

import io.tpcbench.db.Sending;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * What the engine gives a workload's ACID tests: the command's context, how the run's statements
 * travel ({@code sending}, always one statement per round trip with the COMMIT on its own, so that
 * a test can hold a transaction between two statements or just before its end; {@code portable}:
 * the peers' statement shapes), and one source of connections per endpoint: a test puts its
 * concurrent transactions on different endpoints when there are several, so that on a cluster their
 * conflicts meet between nodes.
 */
public record AcidSetup(Context context, Sending sending, boolean portable, List<Endpoint> endpoints) {
    /**
     * Where a test's connections come from: each a new one (autocommit off, the run's isolation
     * level and driver settings), so that nothing of an earlier transaction or test is left in it.
     */
    @FunctionalInterface
    public interface Endpoint {
        Connection open() throws SQLException;
    }

    public AcidSetup {
        endpoints = List.copyOf(endpoints);
        if (endpoints.isEmpty()) {
            throw new IllegalArgumentException("no endpoint");
        }
        if (sending.together()) {
            throw new IllegalArgumentException(sending + " sends several statements at once");
        }
    }

    /** The endpoint of transaction number {@code role} (0, 1, 2 ...): round robin over the endpoints. */
    public Endpoint endpoint(int role) {
        return endpoints.get(role % endpoints.size());
    }
}
