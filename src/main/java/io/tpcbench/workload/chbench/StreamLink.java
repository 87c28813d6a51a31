package io.tpcbench.workload.chbench;

import java.sql.Statement;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import javax.sql.DataSource;

/**
 * What an analytical stream's queries share: the statement running now and whether the run is
 * stopping (a query that starts after the cancel at the window's end does not run), the pool of its analytical endpoint (null: the engine's connection, the run's own
 * servers) and the freshness clock its queries read.
 */
record StreamLink(
        AtomicReference<Statement> running, AtomicBoolean stopping, DataSource analytical, Freshness freshness) {
    /** A stream of the run's own servers, or of {@code analytical}, its freshness read by {@code freshness}. */
    StreamLink(DataSource analytical, Freshness freshness) {
        this(new AtomicReference<>(), new AtomicBoolean(), analytical, freshness);
    }
}
