package io.tpcbench.driver;

/**
 * A terminal's unit of work that reached a connection only after the run had stopped: it is not
 * started, so a queue of work waiting for connections (terminals far outnumbering them, a
 * database slower than their pace) ends with the window instead of running on through the drain.
 * It would not have counted: it could only complete after the window's end.
 */
final class NotStartedException extends RuntimeException {
    NotStartedException() {
        super("the run stopped before this unit of work reached a connection", null, false, false);
    }
}
