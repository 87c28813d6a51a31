package io.tpcbench.cli;

import io.tpcbench.config.BuildConfig;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.UsageException;
import java.nio.file.Path;
import java.util.Locale;

/** {@code runLoadCsv PROPS [DIR]}: loads CSV files (default: fileLocation) with LOAD DATA LOCAL INFILE. */
final class LoadCsvCommand implements Command {
    @Override
    public void run(Invocation inv) throws Exception {
        try (Session session = Session.open(inv, ConfigLoader.Purpose.BUILD, Console.out())) {
            BuildConfig build = session.config().build();
            Path dir = inv.arguments().isEmpty()
                    ? build.fileLocation()
                            .orElseThrow(() -> new UsageException(
                                    "name the CSV directory: runLoadCsv.sh PROPS DIR (or set fileLocation)"))
                    : Path.of(inv.arguments().get(0));
            long t0 = System.nanoTime();
            long rows = Workloads.of(session.config().workload()).steps().loadCsv(session, dir);
            double secs = (System.nanoTime() - t0) / 1e9;
            session.out()
                    .accept(String.format(
                            Locale.ROOT,
                            "Loaded %,d rows from %s in %.1f s, %,.0f rows/s",
                            rows,
                            dir,
                            secs,
                            rows / secs));
        }
    }
}
