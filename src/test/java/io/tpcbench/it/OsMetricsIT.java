package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * OS metrics during a real run: the driver host's from /proc, and the database host's through
 * "ssh", here a stand-in first on PATH that runs the remote loop on this host (ssh itself is not
 * ours to test) or fails as ssh does. A failing ssh is one clear error and the run goes on.
 */
class OsMetricsIT {
    private static final Duration TIMEOUT = Duration.ofMinutes(3);

    @TempDir
    Path dir;

    private Path shim(String name, String body) throws Exception {
        Path bin = Files.createDirectories(dir.resolve(name));
        Path ssh = bin.resolve("ssh");
        Files.writeString(ssh, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(ssh, PosixFilePermissions.fromString("rwxr-xr-x"));
        return bin;
    }

    private String run(Path props, String path, Path results) throws Exception {
        Subprocess p = Subprocess.start(
                dir,
                Map.of("PATH", path),
                "run",
                props.toString(),
                "terminals=2",
                "runMins=0.1",
                "osCollectorInterval=0.5",
                "osCollectorSSHAddr=tpcc@db.example",
                "resultDirectory=" + results);
        assertEquals(Main.OK, p.exitCode(TIMEOUT), p.output());
        return p.output();
    }

    private static List<double[]> rows(Path csv) throws Exception {
        List<String> lines = Files.readAllLines(csv);
        assertTrue(lines.get(0).startsWith("elapsedMs,epochMs,cpuUserPct"), lines.get(0));
        return lines.subList(1, lines.size()).stream()
                .map(l -> Arrays.stream(l.split(","))
                        .mapToDouble(Double::parseDouble)
                        .toArray())
                .toList();
    }

    @Test
    void bothHostsAreSampledIntoCsvAndDrawn() throws Exception {
        Path props = TestDatabase.get().built(dir, "it_os", 1);
        // the remote command is ssh's last argument: run it here, as sshd would there
        Path bin = shim("ok", "for last; do :; done\nexec sh -c \"$last\"");
        Path results = dir.resolve("ok-run");
        run(props, bin + ":" + System.getenv("PATH"), results);
        for (String host : List.of("os_driver.csv", "os_database.csv")) {
            List<double[]> rows = rows(results.resolve("data").resolve(host));
            assertTrue(rows.size() >= 8, host + ": " + rows.size() + " samples in 6 s at 0.5 s");
            for (double[] r : rows) {
                // user + system + iowait + steal + idle: every CPU jiffy but nice-less guest time
                assertEquals(100.0, r[2] + r[3] + r[4] + r[5] + r[6], 0.5, Arrays.toString(r));
            }
            assertTrue(rows.get(rows.size() - 1)[0] > rows.get(0)[0], "elapsed grows");
        }
        String report = Files.readString(results.resolve("report.html"));
        assertTrue(
                report.contains("CPU of the driver host")
                        && report.contains("CPU of the database host tpcc@db.example"),
                "both hosts are drawn");
        assertTrue(Files.exists(results.resolve("charts/os2_cpu.png")));
    }

    @Test
    void aFailingSshIsOneErrorAndTheRunGoesOn() throws Exception {
        Path props = TestDatabase.get().built(dir, "it_os_fail", 1);
        Path bin = shim("refused", "echo 'ssh: connect to host db.example port 22: Connection refused' >&2\nexit 255");
        Path results = dir.resolve("refused-run");
        String out = run(props, bin + ":" + System.getenv("PATH"), results);
        assertTrue(
                out.contains("ERROR: OS metrics of the database host (osCollectorSSHAddr=tpcc@db.example) stopped:"
                        + " ssh exited with 255: ssh: connect to host db.example port 22: Connection refused;"
                        + " the run goes on without them"),
                out);
        assertTrue(out.contains("Measured tpmC (NewOrders)"), out);
        assertTrue(rows(results.resolve("data/os_driver.csv")).size() >= 8, "the driver host is still sampled");
        assertEquals(List.of(), rows(results.resolve("data/os_database.csv")));

        Path missing = dir.resolve("no-ssh-run");
        String noSsh = run(props, dir.resolve("empty-bin").toString(), missing);
        assertTrue(
                noSsh.contains("ERROR: OS metrics of the database host (osCollectorSSHAddr=tpcc@db.example):"
                        + " cannot run ssh ("),
                noSsh);
        assertTrue(Files.exists(missing.resolve("report.html")));
    }
}
