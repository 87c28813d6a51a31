package io.tpcbench.cli;

import io.tpcbench.config.ConfigException;
import io.tpcbench.config.OutputException;
import io.tpcbench.config.SecretMask;
import io.tpcbench.config.UsageException;
import io.tpcbench.db.DatabaseException;
import io.tpcbench.driver.FailedShareException;
import io.tpcbench.driver.NothingWorksException;
import io.tpcbench.driver.WorkloadFatalException;
import io.tpcbench.load.LoadException;
import io.tpcbench.schema.SchemaException;
import io.tpcbench.workload.CheckFailedException;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.HelpFormatter;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;

/**
 * The entry point: {@code tpcbench VERB PROPS [key=value ...] [--debug]}. The only place that
 * turns failures into exit codes and exits.
 */
public final class Main {
    public static final int OK = 0;
    public static final int USAGE = 2;
    public static final int CONFIG = 3;
    public static final int DATABASE = 4;
    public static final int CHECK_FAILED = 5;
    /**
     * The run stopped early: every unit it tried failed (abortIfAllFailAttempts, abortIfAllFailSecs),
     * or the workload stopped it with a fatal error of its own (sysbench's).
     */
    public static final int NOTHING_WORKS = 6;
    /** The run completed, but its failed units passed maxFailedPercent. */
    public static final int TOO_MANY_FAILED = 7;
    /** An output could not be written while the work ran (disk full, quota); what was written is kept. */
    public static final int OUTPUT_FAILED = 8;

    public static final int INTERRUPTED = 130;

    private Main() {}

    public static void main(String[] args) {
        // every line the process prints, Log4j's included (its appenders follow System.out and err),
        // passes through the mask of this command's secrets: set once, here, before anything runs
        SecretMask mask = CommandSecrets.of(List.of(args), System::getenv);
        System.setOut(MaskedOutput.wrap(System.out, mask));
        System.setErr(MaskedOutput.wrap(System.err, mask));
        Running running = new Running();
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> {
                            // Ctrl-C or SIGTERM while a command runs: let it stop and write its results, then exit 130
                            if (running.interruptAndWait()) {
                                Runtime.getRuntime().halt(INTERRUPTED);
                            }
                        },
                        "tpcbench-interrupt"));
        int code = run(args, System.err, running);
        running.finished();
        if (code == OK) {
            markSuccess(System.getProperty("tpcbench.successFile"));
        }
        System.exit(code);
    }

    /**
     * Creates {@code path} (the system property {@code tpcbench.successFile}, if set): the scripts
     * keep the AOT recording of a load (run/tpcbench-env.sh) only when its command succeeded. Best
     * effort: without the file the next load records again.
     */
    static void markSuccess(String path) {
        if (path == null || path.isEmpty()) {
            return;
        }
        try {
            Files.write(Path.of(path), new byte[0]);
        } catch (IOException | InvalidPathException e) {
            // the recording is dropped, nothing else
        }
    }

    /** Runs a command and returns its exit code (used by tests); what it prints on {@code err} is masked. */
    public static int run(String[] args, PrintStream err) {
        PrintStream masked = MaskedOutput.wrap(err, CommandSecrets.of(List.of(args), System::getenv));
        try {
            return run(args, masked, new Running());
        } finally {
            masked.close();
        }
    }

    private static int run(String[] args, PrintStream err, Running running) {
        // the report's charts are drawn off-screen, also on hosts with a display
        System.setProperty("java.awt.headless", "true");
        Options options = new Options()
                .addOption(null, "debug", false, "show stack traces and debug logging")
                .addOption("h", "help", false, "show usage");
        CommandLine cl;
        try {
            cl = new DefaultParser().parse(options, args);
        } catch (ParseException e) {
            err.println("ERROR: " + e.getMessage());
            return USAGE;
        }
        boolean debug = cl.hasOption("debug");
        if (debug) {
            System.setProperty("tpcbench.stacktrace", "full");
            System.setProperty("tpcbench.loglevel", "DEBUG");
        }
        if (cl.hasOption("help") || cl.getArgList().isEmpty()) {
            new HelpFormatter()
                    .printHelp("tpcbench VERB PROPS [key=value ...]  (verbs: " + Verbs.names() + ")", options);
            return cl.hasOption("help") ? OK : USAGE;
        }
        try {
            Invocation inv = Invocation.parse(cl.getArgList());
            Command command = Verbs.find(inv.verb())
                    .orElseThrow(() ->
                            new UsageException("unknown verb '" + inv.verb() + "' (verbs: " + Verbs.names() + ")"));
            running.started(command);
            command.run(inv);
            return OK;
        } catch (Exception e) {
            return fail(e, debug, err);
        }
    }

    private static int fail(Exception e, boolean debug, PrintStream err) {
        int code = exitCode(e);
        err.println("ERROR: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
        if (debug) {
            e.printStackTrace(err);
        } else if (code == DATABASE || !(e instanceof RuntimeException) || code == 1) {
            err.println("(run again with --debug for the stack trace)");
        }
        return code;
    }

    static int exitCode(Exception e) {
        return switch (e) {
            case UsageException u -> USAGE;
            case ConfigException c -> CONFIG;
            case CheckFailedException c -> CHECK_FAILED;
            case NothingWorksException n -> NOTHING_WORKS;
            case WorkloadFatalException w -> NOTHING_WORKS;
            case FailedShareException f -> TOO_MANY_FAILED;
            case OutputException o -> OUTPUT_FAILED;
            case InterruptedException i -> INTERRUPTED;
            case DatabaseException d -> DATABASE;
            case SchemaException s -> DATABASE;
            case LoadException l -> DATABASE;
            case SQLException s -> DATABASE;
            default -> 1;
        };
    }
}
