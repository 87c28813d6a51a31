package io.tpcbench.cli;

import io.tpcbench.workload.Steps;

/**
 * The load in progress of a build or load command, so Ctrl-C can stop it after the warehouses
 * being written and report which are complete.
 */
final class Interruptible {
    private volatile Steps.Stoppable loader;
    private volatile boolean interrupted;

    void loading(Steps.Stoppable l) {
        loader = l;
        if (interrupted) {
            l.stop();
        }
    }

    /** True when a load is (or will be) stopped gracefully; false when nothing is loading. */
    boolean interrupt() {
        interrupted = true;
        Steps.Stoppable l = loader;
        if (l != null) {
            l.stop();
            return true;
        }
        return false;
    }
}
