package io.tpcbench.cli;

import io.tpcbench.workload.Workloads;
import io.tpcbench.config.ConfigLoader;

/** {@code runDatabaseDestroy}: drops every table the build created. */
final class DestroyCommand implements Command {
    @Override
    public void run(Invocation inv) throws Exception {
        try (Session session = Session.open(inv, ConfigLoader.Purpose.BUILD, Console.out())) {
            Workloads.of(session.config().workload()).steps().destroy(session);
        }
    }
}
