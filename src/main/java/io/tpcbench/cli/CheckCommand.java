package io.tpcbench.cli;

import io.tpcbench.config.ConfigLoader;

/** {@code runCheck}: the consistency conditions of TPC-C 3.3.2; exit 5 when one fails. */
final class CheckCommand implements Command {
    @Override
    public void run(Invocation inv) throws Exception {
        try (Session session = Session.open(inv, ConfigLoader.Purpose.BUILD, Console.out())) {
            CheckStep.run(session);
        }
    }
}
