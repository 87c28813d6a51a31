package io.tpcbench.cli;

import io.tpcbench.config.ConfigLoader;
import io.tpcbench.workload.Steps;

/**
 * {@code runPrewarm}: the workload's warming of the server's caches with its built data (sysbench's
 * {@code prewarm} command), after the props' keys are checked against the build's record.
 */
final class PrewarmCommand implements Command {
    @Override
    public void run(Invocation inv) throws Exception {
        try (Session session = Session.open(inv, ConfigLoader.Purpose.BUILD, Console.out())) {
            Steps steps = Workloads.of(session.config().workload()).steps();
            new Ownership(session, steps.owned(session.config())).checkKeys();
            steps.prewarm(session);
        }
    }
}
