package io.tpcbench.cli;

import java.util.List;
import java.util.Optional;

/** The verbs and the classes that run them; the scripts in run/ each call one. */
final class Verbs {
    private static final List<String> NAMES = List.of(
            "build", "load", "loadcsv", "check", "prewarm", "acid", "run", "sweep", "report", "compare", "merge", "sql",
            "destroy", "drivers");

    private Verbs() {}

    static Optional<Command> find(String verb) {
        return Optional.ofNullable(
                switch (verb) {
                    case "build" -> new BuildCommand();
                    case "load" -> new LoadCommand();
                    case "loadcsv" -> new LoadCsvCommand();
                    case "check" -> new CheckCommand();
                    case "prewarm" -> new PrewarmCommand();
                    case "acid" -> new AcidCommand();
                    case "run" -> new BenchmarkCommand();
                    case "sweep" -> new SweepCommand();
                    case "report" -> new ReportCommand();
                    case "compare" -> new CompareCommand();
                    case "merge" -> new MergeCommand();
                    case "sql" -> new SqlCommand();
                    case "destroy" -> new DestroyCommand();
                    case "drivers" -> new DriversCommand();
                    default -> null;
                });
    }

    static String names() {
        return String.join(", ", NAMES);
    }
}
