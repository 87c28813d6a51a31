package io.tpcbench.cli;

/** One verb of the command line. */
interface Command {
    /** Runs the verb; failures are exceptions that {@link Main} maps to exit codes. */
    void run(Invocation invocation) throws Exception;

    /**
     * Ctrl-C or SIGTERM: asks the verb to stop early and keep what it has (a run writes its results).
     * Returns false for verbs that simply end at once.
     */
    default boolean interrupt() {
        return false;
    }
}
