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

    /** The same settings served on {@code other} port (a driver of {@code runDrivers.sh}). */
    public MetricsConfig withPort(int other) {
        return new MetricsConfig(other, bind, driver);
    }
}
