package io.tpcbench.config;

/**
 * A sweep's keys: the directory of its runs and curve ({@code sweepDirectory}), the shell command
 * run before each of its runs ({@code betweenRuns}, empty for none), and how long a run then waits
 * for the server to answer ({@code serverWaitSecs}).
 */
public record SweepConfig(String directory, String betweenRuns, int serverWaitSecs) {
    static SweepConfig of(TypedProps p) {
        return new SweepConfig(
                p.string("sweepDirectory"), p.string("betweenRuns").strip(), p.integer("serverWaitSecs", 1, 86_400));
    }
}
