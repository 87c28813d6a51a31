package io.tpcbench.cli;

import io.tpcbench.config.ConfigLoader;
import io.tpcbench.workload.Workloads;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * {@code runDatabaseBuild}: the workload's build ({@link io.tpcbench.workload.Steps#build}), with
 * what it says kept for its report and Ctrl-C stopping its load.
 */
final class BuildCommand implements Command {
    private final Interruptible loads = new Interruptible();

    @Override
    public boolean interrupt() {
        return loads.interrupt();
    }

    @Override
    public void run(Invocation inv) throws Exception {
        List<String> transcript = new ArrayList<>();
        Consumer<String> out = Console.out().andThen(transcript::add);
        ZonedDateTime started = ZonedDateTime.now();
        try (Session session = Session.open(inv, ConfigLoader.Purpose.BUILD, out)) {
            Workloads.of(session.config().workload()).steps().build(session, loads::loading, started, transcript);
        }
    }
}
