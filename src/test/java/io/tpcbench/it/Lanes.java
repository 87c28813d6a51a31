package io.tpcbench.it;

/**
 * The two lanes the integration tests run in at once (the failsafe configuration in pom.xml,
 * docs/testing.md): the classes on servers of their own (clusters, replicas, a crashed or restarted
 * mariadbd) one after another in one lane, beside the classes on the shared test database one after
 * another in the other. A class of the second lane that must not share the machine (its assertion
 * reads a duration or a skew) takes {@link #OWN_SERVERS} too, and runs while the first lane waits.
 */
public final class Lanes {
    /** Held by every class of the lane of servers of their own: one of them runs at a time. */
    public static final String OWN_SERVERS = "tpcbench.it.own-servers";

    /** Held by the classes that start scratch servers under java.io.tmpdir, where DurabilityIT counts what is left. */
    public static final String SCRATCH_SERVERS = "tpcbench.it.scratch-servers";

    private Lanes() {}
}
