package io.tpcbench.workload.chbench;

import java.sql.Statement;
import java.util.concurrent.atomic.AtomicReference;
import javax.sql.DataSource;

/**
 * What an analytical stream's queries share: the statement running now (for the cancel at the
 * window's end), the pool of its analytical endpoint (null: the engine's connection, the run's own
 * servers) and the freshness clock its queries read.
 */
record StreamLink(AtomicReference<Statement> running, DataSource analytical, Freshness freshness) {}
