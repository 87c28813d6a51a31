package io.tpcbench.cli;

import io.tpcbench.config.ConfigLoader;
import io.tpcbench.workload.Steps;

/**
 * {@code runDatabaseDestroy}: drops the tables a recorded build created ({@link Ownership}); a
 * table of the workload's names that no build recorded is refused unless {@code force=true}.
 */
final class DestroyCommand implements Command {
    @Override
    public void run(Invocation inv) throws Exception {
        try (Session session = Session.open(inv, ConfigLoader.Purpose.BUILD, Console.out())) {
            Steps steps = Workloads.of(session.config().workload()).steps();
            Ownership ownership = new Ownership(session, steps.owned(session.config()));
            if (ownership.mayDrop(session.config().build().force())) {
                steps.destroy(session);
                ownership.dropRest();
            }
        }
    }
}
