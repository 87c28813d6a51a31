package io.tpcbench.cli;

import io.tpcbench.config.ConfigLoader;
import io.tpcbench.workload.Steps;

/**
 * {@code runCheck}: the workload's check of its database (TPC-C: the consistency conditions of
 * 3.3.2), after the props' keys are checked against the build's record; exit 5 when it fails.
 */
final class CheckCommand implements Command {
    @Override
    public void run(Invocation inv) throws Exception {
        try (Session session = Session.open(inv, ConfigLoader.Purpose.BUILD, Console.out())) {
            Steps steps = Workloads.of(session.config().workload()).steps();
            new Ownership(session, steps.owned(session.config())).checkKeys();
            steps.check(session);
        }
    }
}
