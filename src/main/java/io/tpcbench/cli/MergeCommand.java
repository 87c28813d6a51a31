package io.tpcbench.cli;

import io.tpcbench.config.OutputLocation;
import io.tpcbench.config.UsageException;
import io.tpcbench.report.ResultDirectory;
import io.tpcbench.report.ResultMerge;
import io.tpcbench.report.RunReport;
import io.tpcbench.report.RunSummary;
import io.tpcbench.report.TextSummary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.util.List;

/**
 * {@code mergeResults.sh DIR1 DIR2 ... [output=DIR]}: the result directories of several drivers
 * that ran one database at once, merged into one result directory with its summary and report.
 */
final class MergeCommand implements Command {
    static final String USAGE = "usage: mergeResults.sh RESULT_DIR1 RESULT_DIR2 ... [output=DIR]";

    @Override
    public void run(Invocation inv) {
        if (inv.positional().size() < 2) {
            throw new UsageException(USAGE + " (the result directories of at least two drivers)");
        }
        Path output = Path.of("merged_" + ResultDirectory.fileStamp(ZonedDateTime.now()));
        for (String o : inv.overrides()) {
            if (!o.startsWith("output=") || o.length() == "output=".length()) {
                throw new UsageException("'" + o + "' is not output=DIR; " + USAGE);
            }
            output = Path.of(o.substring("output=".length()));
        }
        List<Path> dirs = ResultDirs.of(inv.positional());
        if (!Files.exists(output)) {
            // an existing output is the merge's own refusal (a usage error); this checks the rest
            OutputLocation.fresh("output", output);
        }
        RunSummary summary;
        try {
            summary = ResultMerge.merge(new WorkloadParts(), dirs, output);
        } catch (ResultMerge.Refused e) {
            throw new UsageException(e.getMessage());
        }
        TextSummary.lines(summary).forEach(Console.out());
        Console.out()
                .accept("Merged result of " + dirs.size() + " drivers written to "
                        + output.toAbsolutePath().normalize());
        Console.out()
                .accept("Report: "
                        + RunReport.write(new WorkloadParts(), output)
                                .toAbsolutePath()
                                .normalize());
    }
}
