package io.tpcbench.workload.tpcc.acid;

import io.tpcbench.config.ConfigException;
import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * A command of the user's that crashes or starts the database server ({@code acidServerCrash},
 * {@code acidServerStart}), run with {@code /bin/sh -c}, its output on the console; it must end
 * within a bound (a start command puts a server that keeps running in the background).
 */
record ServerCommand(String key, String command) {
    private static final long LONGEST_SECS = 300;

    /** Runs it to its end; a failure to start it, a non-zero exit or a hang is a test that cannot run. */
    void run() throws InterruptedException, Conflict.Stuck {
        Process p;
        try {
            p = new ProcessBuilder("/bin/sh", "-c", command)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.INHERIT)
                    .start();
            p.getOutputStream().close();
        } catch (IOException e) {
            throw new ConfigException(key + "=" + command + " cannot be started: " + e.getMessage());
        }
        if (!p.waitFor(LONGEST_SECS, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new Conflict.Stuck(key + " still running after " + LONGEST_SECS
                    + " s: a command that starts a server must put it in the background");
        }
        if (p.exitValue() != 0) {
            throw new Conflict.Stuck(key + "=" + command + " exited with " + p.exitValue());
        }
    }
}
