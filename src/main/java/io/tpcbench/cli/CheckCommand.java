package io.tpcbench.cli;

import io.tpcbench.workload.Workloads;
import io.tpcbench.config.ConfigLoader;

/** {@code runCheck}: the workload's check of its database (TPC-C: the consistency conditions of 3.3.2); exit 5 when it fails. */
final class CheckCommand implements Command {
    @Override
    public void run(Invocation inv) throws Exception {
        try (Session session = Session.open(inv, ConfigLoader.Purpose.BUILD, Console.out())) {
            Workloads.of(session.config().workload()).steps().check(session);
        }
    }
}
