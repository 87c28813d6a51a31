package io.tpcbench.workload;

import io.tpcbench.db.Sending;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the engine gives a workload's ACID tests: the command's context, how the run's statements
 * travel ({@code sending}, always one statement per round trip with the COMMIT on its own, so that
 * a test can hold a transaction between two statements or just before its end; {@code portable}:
 * the peers' statement shapes), and one source of connections per endpoint: a test puts its
 * concurrent transactions on different endpoints when there are several, so that on a cluster their
 * conflicts meet between nodes. A test that must crash a server the props give no way to crash
 * asks {@code scratch} for a database on a server of the engine's own.
 */
public record AcidSetup(Context context, Sending sending, boolean portable, List<Endpoint> endpoints, Scratch scratch) {
    /**
     * Where a test's connections come from: each a new one (autocommit off, the run's isolation
     * level and driver settings), so that nothing of an earlier transaction or test is left in it.
     */
    @FunctionalInterface
    public interface Endpoint {
        Connection open() throws SQLException;
    }

    /** A server a test may crash and start again. */
    public interface Server {
        /** What it is and how it is crashed, for the test's line. */
        String describe();

        /** Crashes it at once; returns when it is down. */
        void crash() throws Exception;

        /** Starts it again on its data; the test waits until it answers. */
        void start() throws Exception;
    }

    /** A built database on a scratch server: its setup (the same statements), the server to crash, dropped on close. */
    public interface ScratchDatabase extends Server, AutoCloseable {
        AcidSetup setup();

        @Override
        void close();
    }

    /**
     * Scratch servers like the one the endpoints reach (the same server software and durability
     * settings), each holding the workload's database built from the props with {@code props} over
     * them (a smaller scale).
     */
    public interface Scratch {
        /** Why no scratch server can stand in for the server; empty when one can. */
        Optional<String> unavailable();

        ScratchDatabase open(Map<String, String> props) throws Exception;

        /** None: a setup that is itself on a scratch server, or a test's. */
        Scratch NONE = new Scratch() {
            @Override
            public Optional<String> unavailable() {
                return Optional.of("no scratch server is offered here");
            }

            @Override
            public ScratchDatabase open(Map<String, String> props) {
                throw new IllegalStateException(unavailable().orElseThrow());
            }
        };
    }

    public AcidSetup(Context context, Sending sending, boolean portable, List<Endpoint> endpoints) {
        this(context, sending, portable, endpoints, Scratch.NONE);
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
