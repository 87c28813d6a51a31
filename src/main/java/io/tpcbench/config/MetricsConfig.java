package io.tpcbench.config;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Live Prometheus metrics: served over HTTP on {@code metricsBind}:{@code metricsPort} while a
 * build, load or run goes (0: off), each series labelled with the {@code metricsDriver} that
 * serves it (empty: this host's name), so several drivers' series sum in PromQL.
 */
public record MetricsConfig(int port, String bind, String driver) {
    /** An address or host name as the JDK resolves it: letters, digits, '.', ':', '-', '_'. */
    private static final Pattern ADDRESS = Pattern.compile("[A-Za-z0-9.:_-]+");

    private static final Pattern LABEL = Pattern.compile("[A-Za-z0-9._:@-]*");

    /** Whether metrics are served. */
    public boolean enabled() {
        return port > 0;
    }

    /** The driver label: {@code metricsDriver}, or this host's name. */
    public String driverLabel() {
        if (!driver.isEmpty()) {
            return driver;
        }
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "localhost";
        }
    }

    static MetricsConfig of(TypedProps p, List<String> problems) {
        int port = p.integer("metricsPort", 0, 65_535);
        String bind = p.string("metricsBind").strip();
        String driver = p.string("metricsDriver").strip();
        if (!ADDRESS.matcher(bind).matches()) {
            problems.add("metricsBind=" + bind + " is not an address or host name (e.g. 127.0.0.1, 0.0.0.0 or ::1)");
        }
        if (!LABEL.matcher(driver).matches()) {
            problems.add("metricsDriver=" + driver + " may hold letters, digits and . _ : @ - only");
        }
        return new MetricsConfig(port, bind, driver);
    }

    /**
     * The settings driver {@code index} (from 0) of {@code runDrivers.sh} is given: it serves on
     * {@code metricsPort + index} as {@code metricsDriver=NAME}, so drivers sharing a host do not
     * collide and their series sum by the {@code driver} label; none when metrics are off.
     */
    public List<String> forDriver(int index, String name) {
        if (!enabled()) {
            return List.of();
        }
        if (port + index > 65_535) {
            throw new ConfigException("metricsPort=" + port + ": driver " + name + " would serve on port "
                    + (port + index) + ", above 65535; pick a lower port");
        }
        return List.of("metricsPort=" + (port + index), "metricsDriver=" + name);
    }
}
