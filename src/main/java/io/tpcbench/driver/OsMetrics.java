package io.tpcbench.driver;

import io.tpcbench.config.OsCollectorConfig;
import io.tpcbench.config.OutputFailures;
import io.tpcbench.metrics.OsCollector;
import io.tpcbench.metrics.OsDevices;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** The OS collectors of one run, from its start to its end: the driver host's and the database host's. */
final class OsMetrics implements AutoCloseable {
    static final String DRIVER_CSV = "os_driver.csv";
    static final String DATABASE_CSV = "os_database.csv";

    private final List<OsCollector> collectors;

    private OsMetrics(List<OsCollector> collectors) {
        this.collectors = collectors;
    }

    static OsMetrics start(
            OsCollectorConfig config,
            Path dataDir,
            long sessionStartMillis,
            Consumer<String> out,
            OutputFailures failures) {
        List<OsCollector> started = new ArrayList<>();
        OsDevices devices = OsDevices.of(config);
        if (config.enabled()) {
            if (Files.isReadable(Path.of("/proc/stat"))) {
                started.add(OsCollector.local(
                                dataDir.resolve(DRIVER_CSV),
                                config.intervalMillis(),
                                devices,
                                sessionStartMillis,
                                out,
                                failures)
                        .start());
            } else {
                out.accept("OS metrics of the driver host are not collected: /proc/stat is not readable (not Linux)");
            }
        }
        config.sshAddress()
                .ifPresent(addr -> started.add(OsCollector.remote(
                                addr,
                                dataDir.resolve(DATABASE_CSV),
                                config.intervalMillis(),
                                devices,
                                sessionStartMillis,
                                out,
                                failures)
                        .start()));
        return new OsMetrics(started);
    }

    @Override
    public void close() throws InterruptedException {
        for (OsCollector c : collectors) {
            c.close();
        }
    }
}
