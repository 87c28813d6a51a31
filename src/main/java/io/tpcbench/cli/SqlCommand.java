package io.tpcbench.cli;

import io.tpcbench.config.UsageException;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.schema.SqlScript;
import io.tpcbench.schema.Step;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;

/** {@code runSQL PROPS STEP|file.sql}: runs one DDL step (sql.<db>/ then sql.common/) or a given file. */
final class SqlCommand implements Command {
    @Override
    public void run(Invocation inv) throws Exception {
        if (inv.arguments().size() != 1) {
            throw new UsageException("usage: runSQL.sh PROPS STEP|FILE.sql  (steps: tableCreates, indexCreates,"
                    + " foreignKeys, buildFinish, indexDrops, tableDrops)");
        }
        String what = inv.arguments().get(0);
        try (Session session = Session.open(inv, ConfigLoader.Purpose.BUILD, Console.out())) {
            Path file = Path.of(what);
            SqlScript script;
            if (Files.isRegularFile(file)) {
                script = SqlScript.read(file);
            } else {
                Step step = Step.byName(what).orElseThrow(() -> new UsageException(
                        "'" + what + "' is neither a file nor a step (tableCreates, indexCreates, foreignKeys,"
                                + " buildFinish, indexDrops, tableDrops)"));
                script = session.schema().script(step);
            }
            try (Connection c = session.connections().open()) {
                int n = session.schema().run(c, script);
                session.out().accept(script.file() + ": " + n + " statement(s) done");
            }
        }
    }
}
