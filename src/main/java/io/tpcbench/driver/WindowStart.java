package io.tpcbench.driver;

import io.tpcbench.workload.Tally;
import io.tpcbench.workload.WorkloadRun;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import javax.sql.DataSource;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/** The start of a run: its terminals started, and the readings taken as its measurement window opens. */
final class WindowStart {
    private static final Logger LOG = LogManager.getLogger(WindowStart.class);

    private WindowStart() {}

    /**
     * The terminals' threads: platform threads when each terminal has its own connection ({@code
     * dedicated}; JDBC blocks most cheaply there, see {@link FairPool}), else virtual threads, which
     * wait for their turn at {@link FairPool} and sleep through keying and think times at no cost.
     */
    static Thread.Builder threads(boolean dedicated) {
        return dedicated ? Thread.ofPlatform() : Thread.ofVirtual();
    }

    /**
     * The background workers' threads: platform threads, as few as their connections, each of
     * which they use on their own. On virtual threads each of their reads went through the JDK's
     * poller and a carrier's wake-up (docs/performance.md, "The terminal's thread is not woken per
     * transaction").
     */
    static Thread.Builder workerThreads() {
        return Thread.ofPlatform();
    }

    /**
     * Starts {@code count} terminals on threads of {@code threads}, each drawing its work from the
     * workload's source for it ({@code deferrer} takes what it defers); adds them to {@code started}
     * and returns them as the drain knows them.
     */
    static List<Drain.Caller> startTerminals(
            int count,
            Supplier<Thread.Builder> threads,
            Lanes lanes,
            WorkloadRun workloadRun,
            List<Terminal> started,
            DeferredWork deferrer,
            TerminalSetup setup) {
        SplittableRandom seeds = new SplittableRandom();
        List<Drain.Caller> callers = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Terminal terminal =
                    new Terminal(setup, lanes, i, workloadRun.terminal(i, seeds.split(), deferrer), seeds.split());
            started.add(terminal);
            String name = String.format("Term-%02d", i + 1);
            callers.add(new Drain.Caller(name, threads.get().name(name).start(terminal), terminal::inFlight));
        }
        return callers;
    }

    /**
     * Waits for the window to open, then reads what the workload compares at its end ({@code tally}:
     * what the engine counted so far) and the server's counters.
     */
    static void read(RunControl ctl, DataSource pool, WorkloadRun workloadRun, Tally tally, ServerRecord server) {
        try {
            if (ctl.sleepUntil(ctl.window().startNanos())) {
                // the workload's reading first (TPC-C's audit): every transaction that commits
                // before it but counts in the window widens the gap it must allow for
                workloadRun.windowStarts(pool, tally);
                server.atStart(pool);
            }
        } catch (SQLException e) {
            LOG.warn("the server's counters could not be read at the window start: {}", e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
