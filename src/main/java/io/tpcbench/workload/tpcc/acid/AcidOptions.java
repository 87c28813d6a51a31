package io.tpcbench.workload.tpcc.acid;

import io.tpcbench.config.KeyDef;
import io.tpcbench.config.Options;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.config.TypedProps;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The keys of {@code run/runAcid.sh}: which tests run ({@code acidTests}) and how long a test waits
 * before it calls a transaction blocked ({@code acidWaitSecs}).
 */
public record AcidOptions(
        Set<String> tests,
        int waitSecs,
        String crash,
        String start,
        DurabilityServer durabilityServer,
        boolean durabilityRequired,
        int durabilitySecs,
        int recoverySecs) {
    /** Which server the durability test crashes ({@code acidDurabilityServer}). */
    public enum DurabilityServer {
        /** The props' server, by acidServerCrash and acidServerStart. */
        COMMANDS,
        /** A scratch server like it, which the command starts, builds, crashes and removes. */
        SCRATCH
    }

    /** Every test in its order: the consistency check before, atomicity, isolation, the check after. */
    static final List<String> ALL = List.of(
            "consistency",
            "atomicity1",
            "atomicity2",
            "isolation1",
            "isolation2",
            "isolation3",
            "isolation4",
            "isolation5",
            "isolation6",
            "isolation7",
            "isolation8",
            "isolation9",
            "durability");

    public static final List<KeyDef> KEYS = List.of(
            KeyDef.own(
                    "tpcc",
                    "acidTests",
                    "all",
                    "the tests of run/runAcid.sh: all, or a comma list of consistency, atomicity, isolation,"
                            + " atomicity1-2, isolation1-9, durability"),
            KeyDef.own(
                    "tpcc",
                    "acidWaitSecs",
                    "3",
                    "run/runAcid.sh: a transaction not done after this long waits for the one the test holds"),
            KeyDef.own(
                    "tpcc",
                    "acidServerCrash",
                    "",
                    "run/runAcid.sh's durability test: a shell command that crashes the database server at once"),
            KeyDef.own(
                    "tpcc",
                    "acidServerStart",
                    "",
                    "run/runAcid.sh's durability test: a shell command that starts the server again"),
            KeyDef.own(
                    "tpcc",
                    "acidDurabilityServer",
                    "auto",
                    "run/runAcid.sh's durability test crashes: commands (the server, by acidServerCrash and"
                            + " acidServerStart), scratch (a mariadbd of the server's version and durability settings"
                            + " that it starts, builds and removes), none, or auto (commands when both are set, else"
                            + " scratch)"),
            KeyDef.own(
                    "tpcc",
                    "acidDurabilitySecs",
                    "20",
                    "run/runAcid.sh's durability test: how long the terminals run before the crash"),
            KeyDef.own(
                    "tpcc",
                    "acidRecoverySecs",
                    "600",
                    "run/runAcid.sh's durability test: how long the restarted server may take to answer"));

    public AcidOptions {
        tests = Set.copyOf(tests);
    }

    /** Whether test {@code name} (one of {@link #ALL}) runs. */
    boolean runs(String name) {
        return tests.contains(name);
    }

    /** The options in {@code p}; what is wrong is added to {@code problems}. */
    public static AcidOptions of(TypedProps p, List<String> problems) {
        Set<String> tests = new LinkedHashSet<>();
        List<String> unknown = new ArrayList<>();
        for (String word : p.string("acidTests").split(",")) {
            String w = word.strip().toLowerCase(Locale.ROOT);
            switch (w) {
                case "all" -> tests.addAll(ALL);
                case "atomicity", "isolation" ->
                    ALL.stream().filter(t -> t.startsWith(w)).forEach(tests::add);
                default -> {
                    if (ALL.contains(w)) {
                        tests.add(w);
                    } else {
                        unknown.add(word.strip());
                    }
                }
            }
        }
        if (!unknown.isEmpty() || tests.isEmpty()) {
            problems.add("acidTests=" + p.string("acidTests") + ": " + (unknown.isEmpty() ? "no test" : unknown)
                    + " is not one of all, consistency, atomicity, isolation, atomicity1-2, isolation1-9, durability");
        }
        String crash = p.string("acidServerCrash").strip();
        String start = p.string("acidServerStart").strip();
        boolean commands = !crash.isEmpty() && !start.isEmpty();
        if (crash.isEmpty() != start.isEmpty()) {
            problems.add((crash.isEmpty() ? "acidServerStart" : "acidServerCrash") + " is set without "
                    + (crash.isEmpty() ? "acidServerCrash" : "acidServerStart")
                    + ": the durability test needs a command that crashes the server and one that starts it again");
        }
        boolean named = p.string("acidTests").toLowerCase(Locale.ROOT).contains("durability");
        String server = p.string("acidDurabilityServer").strip().toLowerCase(Locale.ROOT);
        DurabilityServer crashes = DurabilityServer.SCRATCH;
        switch (server) {
            case "auto" -> crashes = commands ? DurabilityServer.COMMANDS : DurabilityServer.SCRATCH;
            case "scratch" -> crashes = DurabilityServer.SCRATCH;
            case "commands" -> {
                crashes = DurabilityServer.COMMANDS;
                if (!commands && tests.contains("durability")) {
                    problems.add("acidDurabilityServer=commands: the durability test needs acidServerCrash (a"
                            + " command that crashes the server) and acidServerStart (one that starts it again)");
                }
            }
            case "none" -> {
                if (named) {
                    problems.add("acidTests=" + p.string("acidTests")
                            + " names durability, which acidDurabilityServer=none turns off");
                }
                tests.remove("durability");
            }
            default ->
                problems.add("acidDurabilityServer=" + p.string("acidDurabilityServer")
                        + " is not one of auto, commands, scratch, none");
        }
        return new AcidOptions(
                tests,
                p.integer("acidWaitSecs", 1, 600),
                crash,
                start,
                crashes,
                named || server.equals("scratch") || server.equals("commands"),
                p.integer("acidDurabilitySecs", 1, 86_400),
                p.integer("acidRecoverySecs", 1, 86_400));
    }

    /** The options of a validated configuration. */
    public static AcidOptions of(TpcConfig config) {
        return Options.of(config.effective(), KEYS, AcidOptions::of);
    }

    /** The selected tests in their order, for the header line. */
    List<String> inOrder() {
        return ALL.stream().filter(tests::contains).toList();
    }

    @Override
    public String toString() {
        return tests.containsAll(ALL)
                ? "all"
                : tests.containsAll(ALL.subList(0, ALL.size() - 1)) && !tests.contains("durability")
                        ? "all but durability: acidDurabilityServer=none"
                        : String.join(",", inOrder());
    }
}
