package io.tpcbench.cli;

import io.tpcbench.config.ConfigLoader;
import io.tpcbench.schema.Step;

/** {@code runDatabaseDestroy}: drops every table the build created. */
final class DestroyCommand implements Command {
    @Override
    public void run(Invocation inv) throws Exception {
        try (Session session = Session.open(inv, ConfigLoader.Purpose.BUILD, Console.out())) {
            BuildCommand.runStep(session, Step.TABLE_DROPS);
        }
    }
}
