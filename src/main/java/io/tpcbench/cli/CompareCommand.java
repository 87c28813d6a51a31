package io.tpcbench.cli;

import io.tpcbench.config.OutputLocation;
import io.tpcbench.config.UsageException;
import io.tpcbench.report.CompareReport;
import io.tpcbench.report.ResultDirectory;
import io.tpcbench.report.ServerVariables;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.util.List;

/** {@code compareResults.sh DIR1 DIR2 ... [output=FILE]}: one page comparing the runs side by side. */
final class CompareCommand implements Command {
    static final String USAGE = "usage: compareResults.sh RESULT_DIR1 RESULT_DIR2 ... [output=FILE.html]";

    @Override
    public void run(Invocation inv) {
        if (inv.positional().size() < 2) {
            throw new UsageException(USAGE + " (at least two result directories)");
        }
        Path output = Path.of("compare_" + ResultDirectory.fileStamp(ZonedDateTime.now()) + ".html");
        for (String o : inv.overrides()) {
            if (!o.startsWith("output=") || o.length() == "output=".length()) {
                throw new UsageException("'" + o + "' is not output=FILE.html; " + USAGE);
            }
            output = Path.of(o.substring("output=".length()));
        }
        OutputLocation.fresh("output", output);
        List<Path> dirs = ResultDirs.of(inv.positional());
        CompareReport.write(new WorkloadParts(), dirs, output);
        for (List<String> v : ServerVariables.differing(dirs)) {
            Console.out()
                    .accept("Server variable " + v.get(0) + " differs: " + String.join(" / ", v.subList(1, v.size())));
        }
        Console.out()
                .accept("Comparison of " + dirs.size() + " runs written to "
                        + output.toAbsolutePath().normalize());
    }
}
