package io.tpcbench.driver;

import io.tpcbench.config.TransactionType;
import io.tpcbench.db.SqlErrors;
import io.tpcbench.metrics.RunStats;
import io.tpcbench.random.TpccRandom;
import io.tpcbench.tx.Home;
import io.tpcbench.tx.TxResult;
import java.sql.SQLException;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * One emulated terminal (TPC-C 2.2, 5.2.5): draws the next card, keys, waits for its due time,
 * runs the transaction, records it if it lies in the window, thinks, and again. Response time
 * runs from the due time (after keying) to completion, so waiting for a connection counts.
 */
final class Terminal implements Runnable {
    private static final Logger LOG = LogManager.getLogger(Terminal.class);

    private final TerminalSetup setup;
    private final Lanes lanes;
    private final int index;
    private final Home home;
    private final TpccRandom random;
    private final Deck deck;
    private final Pacer pacer;
    private final TxRunner.Link link = new TxRunner.Link();
    private long measured;
    private long dbStartNanos;
    private final Backoff backoff = new Backoff();

    /** Terminal {@code index} (from 0), which takes its lane for each transaction from {@code lanes}. */
    Terminal(TerminalSetup setup, Lanes lanes, int index, Home home, TpccRandom random, Deck deck) {
        this.setup = setup;
        this.lanes = lanes;
        this.index = index;
        this.home = home;
        this.random = random;
        this.deck = deck;
        this.pacer = Pacer.forLimit(setup.limitTxnsPerMin(), setup.terminals());
    }

    @Override
    public void run() {
        RunControl control = setup.control();
        try {
            while (!control.stopped() && (setup.txnsPerTerminal() == 0 || measured < setup.txnsPerTerminal())) {
                TransactionType type = deck.next();
                if (!control.sleepUntil(System.nanoTime() + setup.timing().keyingNanos(type))) {
                    break;
                }
                long due = pacer.due(System.nanoTime());
                if (!control.sleepUntil(due)) {
                    break;
                }
                runOne(type, due);
                control.sleepUntil(System.nanoTime() + setup.timing().thinkNanos(type, 1 - random.unitInterval()));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void runOne(TransactionType type, long due) throws InterruptedException {
        Home at = homeFor();
        Work work = Work.create(type, random, at, setup.warehouses(), setup.deliveries());
        TxRunner runner = lanes.route(index, at.warehouseId());
        RunStats stats = setup.stats();
        boolean counted;
        try {
            TxResult result = work.needsConnection()
                    ? runner.run(c -> {
                        dbStartNanos = System.nanoTime();
                        return work.execute(c, runner.transactions());
                    }, code -> {
                        if (setup.control().window().started(System.nanoTime())) {
                            stats.retried(type);
                            stats.faults().errors().retried(code);
                            runner.endpoint().retried();
                        }
                    }, link)
                    : queue(work);
            Facts.committed(stats.faults(), result);
            long done = System.nanoTime();
            counted = setup.control().window().counts(due, done);
            if (counted) {
                Facts.record(stats, type, (done - due) / 1000, result);
                runner.endpoint().completed();
                setup.resultLog().transaction(type, due, dbStartNanos, done, Facts.rolledBack(result), false);
            }
            backoff.reset();
        } catch (SQLException | RuntimeException e) {
            // a failing transaction is counted and the terminal goes on; it never dies silently
            long done = System.nanoTime();
            counted = setup.control().window().counts(due, done);
            if (counted) {
                stats.failed(type);
                stats.faults().errors().failed(e instanceof SQLException sql ? SqlErrors.code(sql) : 0);
                runner.endpoint().failed();
                setup.resultLog().transaction(type, due, dbStartNanos, done, false, true);
            }
            if (e instanceof SQLException sql) {
                LOG.debug("{} failed on terminal {}: {}", type.displayName(), home, sql.getMessage());
                backOff(sql);
            } else {
                LOG.warn("{} failed on terminal {} with an unexpected error: {}", type.displayName(), home, e);
            }
        }
        if (counted) {
            measured++;
        }
    }

    private TxResult queue(Work work) throws SQLException {
        dbStartNanos = System.nanoTime();
        return work.execute(null, null);
    }

    /** With terminalWarehouseFixed=false the warehouse is drawn per transaction (BenchmarkSQL). */
    /** The transactions this terminal completed in the window (read once its thread has ended). */
    long measured() {
        return measured;
    }

    /** The transaction this terminal runs now, if any. */
    java.util.Optional<TxRunner.InFlight> inFlight() {
        return link.inFlight();
    }

    private Home homeFor() {
        return setup.fixedWarehouse() ? home : new Home(random.uniform(setup.homes().from(), setup.homes().to()), home.districtId());
    }

    /** After a lost connection (server restart), wait before trying again, doubling up to 5 s. */
    private void backOff(SQLException e) throws InterruptedException {
        if (SqlErrors.classify(e) != SqlErrors.Kind.CONNECTION_LOST) {
            return;
        }
        setup.control().sleepUntil(System.nanoTime() + backoff.nextNanos());
    }
}
