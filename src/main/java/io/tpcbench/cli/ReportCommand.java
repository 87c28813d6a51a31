package io.tpcbench.cli;

import io.tpcbench.config.UsageException;
import io.tpcbench.report.RunReport;
import java.nio.file.Path;

/** {@code generateReport.sh RESULT_DIR}: draws report.html and the chart files of a run again. */
final class ReportCommand implements Command {
    @Override
    public void run(Invocation inv) {
        if (inv.positional().size() != 1 || !inv.overrides().isEmpty()) {
            throw new UsageException("usage: generateReport.sh RESULT_DIR");
        }
        Path page = RunReport.write(
                new WorkloadParts(), ResultDirs.of(inv.positional()).get(0));
        Console.out().accept("Report written to " + page.toAbsolutePath().normalize());
    }
}
