package io.tpcbench.cli;

import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.UsageException;
import io.tpcbench.schema.ScriptTables;
import io.tpcbench.schema.SqlScript;
import io.tpcbench.schema.Step;
import io.tpcbench.workload.Owned;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;

/**
 * {@code runSQL PROPS STEP|file.sql}: runs one DDL step (sql.<db>/ then sql.common/) or a given
 * file. The tables it creates are recorded as the workload's build's ({@link Ownership}); a table
 * it drops must be recorded, or {@code force=true} given.
 */
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
                Step step = Step.byName(what)
                        .orElseThrow(() -> new UsageException(
                                "'" + what + "' is neither a file nor a step (tableCreates, indexCreates, foreignKeys,"
                                        + " buildFinish, indexDrops, tableDrops)"));
                script = session.schema().script(step);
            }
            Owned workload = Workloads.of(session.config().workload()).steps().owned(session.config());
            List<String> dropped = ScriptTables.dropped(script);
            List<String> created = ScriptTables.created(script);
            if (!dropped.isEmpty()) {
                new Ownership(session, new Owned(workload.family(), dropped, List.of()))
                        .refuseForeign(session.config().build().force(), "drop");
            }
            Ownership creating = new Ownership(session, new Owned(workload.family(), created, workload.keys()));
            if (!created.isEmpty()) {
                creating.claim(session.config().workload());
            }
            try (Connection c = session.connections().open()) {
                int n = session.schema().run(c, script);
                session.out().accept(script.file() + ": " + n + " statement(s) done");
            } finally {
                if (!created.isEmpty() || !dropped.isEmpty()) {
                    creating.settle();
                }
            }
        }
    }
}
