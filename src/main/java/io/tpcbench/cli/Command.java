package io.tpcbench.cli;

/** One verb of the command line. */
interface Command {
    /** Runs the verb; failures are exceptions that {@link Main} maps to exit codes. */
    void run(Invocation invocation) throws Exception;

    /** Ctrl-C or SIGTERM: stop early but keep what is done (results written); most verbs just end. */
    default void interrupt() {}
}
