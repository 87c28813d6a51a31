package io.tpcbench.cli;

import io.tpcbench.load.Loader;

/**
 * The load in progress of a build or load command, so Ctrl-C can stop it after the warehouses
 * being written and report which are complete.
 */
final class Interruptible {
    private volatile Loader loader;
    private volatile boolean interrupted;

    void loading(Loader l) {
        loader = l;
        if (interrupted) {
            l.stop();
        }
    }

    /** True when a load is (or will be) stopped gracefully; false when nothing is loading. */
    boolean interrupt() {
        interrupted = true;
        Loader l = loader;
        if (l != null) {
            l.stop();
            return true;
        }
        return false;
    }
}
