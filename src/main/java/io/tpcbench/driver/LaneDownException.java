package io.tpcbench.driver;

/**
 * A terminal's unit of work whose lane (endpoint) was found down when its start time came, after
 * it had waited in that lane's queue through keying and think times: no connection was borrowed,
 * and the terminal routes it again ({@link Lanes#route}) and runs it at once, as it would have had
 * it been routed at its start time.
 */
final class LaneDownException extends RuntimeException {
    LaneDownException() {
        super("the lane went down while this unit of work waited for its start time", null, false, false);
    }
}
