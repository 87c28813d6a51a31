package io.tpcbench.archfixture.driver;

/** Breaks "onlyMainExits": a worker exits the JVM. */
public final class BreaksExit {
    public void stop() {
        System.exit(1);
    }
}
