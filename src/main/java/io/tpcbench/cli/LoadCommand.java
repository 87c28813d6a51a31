package io.tpcbench.cli;

import io.tpcbench.config.ConfigLoader;
import io.tpcbench.workload.Steps;

/**
 * {@code runLoader}: only the load of [loadWarehouseFrom, loadWarehouseTo] into existing tables (or
 * CSV files with fileLocation), so several machines can load one database at once.
 */
final class LoadCommand implements Command {
    private final Interruptible loads = new Interruptible();

    @Override
    public boolean interrupt() {
        return loads.interrupt();
    }

    @Override
    public void run(Invocation inv) throws Exception {
        try (Session session = Session.open(inv, ConfigLoader.Purpose.BUILD, Console.out())) {
            session.metrics();
            Steps steps = Workloads.of(session.config().workload()).steps();
            if (session.config().build().fileLocation().isEmpty()) {
                // a load resumes by deleting a partial warehouse's rows: only in tables a build recorded
                Ownership ownership = new Ownership(session, steps.owned(session.config()));
                ownership.refuseForeign(session.config().build().force(), "load into");
                ownership.checkKeys();
            }
            steps.load(session, loads::loading);
        }
    }
}
