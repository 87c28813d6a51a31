package io.tpcbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.config.DriversConfig;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What reaches ssh and scp: a value that ssh would take as an option ({@code -oProxyCommand=...}
 * runs a command here) is refused before anything is spawned, and hosts and paths come after
 * {@code --}.
 */
class SshCommandLineTest {
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @TempDir
    Path dir;

    private int run(String... args) {
        return Main.run(args, new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private Path props() throws Exception {
        return Files.writeString(
                dir.resolve("p"), "warehouses=2\nconn=jdbc:mysql://127.0.0.1:1/x\nterminals=2\n" + "runMins=1\n");
    }

    @Test
    void anOsCollectorAddressThatIsAnOptionIsRefusedBeforeAnyRun() throws Exception {
        Path marker = dir.resolve("ran");
        assertEquals(Main.CONFIG, run("run", props().toString(), "osCollectorSSHAddr=-oProxyCommand=touch " + marker));
        assertTrue(
                err.toString(StandardCharsets.UTF_8)
                        .contains("osCollectorSSHAddr=-oProxyCommand=touch " + marker + " is not [user@]host"),
                err.toString(StandardCharsets.UTF_8));
        assertFalse(Files.exists(marker), "nothing ran");
    }

    @Test
    void aDriverHostThatIsAnOptionIsRefusedBeforeAnySsh() throws Exception {
        Path marker = dir.resolve("ran");
        assertEquals(Main.CONFIG, run("drivers", props().toString(), "127.0.0.1,-oProxyCommand touch " + marker));
        assertTrue(
                err.toString(StandardCharsets.UTF_8)
                        .contains("'-oProxyCommand touch " + marker + "' is not" + " [user@]host[:port]"),
                err.toString(StandardCharsets.UTF_8));
        assertFalse(Files.exists(marker), "nothing ran");
    }

    @Test
    void sshOptionsThatRunACommandAreRefusedBeforeAnySsh() throws Exception {
        Path marker = dir.resolve("ran");
        assertEquals(
                Main.CONFIG,
                run("drivers", props().toString(), "127.0.0.1", "sshOptions=-o ProxyCommand=touch:" + marker));
        assertTrue(
                err.toString(StandardCharsets.UTF_8)
                        .contains("'ProxyCommand=touch:" + marker + "' would make ssh" + " run a command on this host"),
                err.toString(StandardCharsets.UTF_8));
        assertFalse(Files.exists(marker), "nothing ran");
    }

    @Test
    void hostsAndPathsComeAfterDoubleDash() {
        DriversConfig.Host host = new DriversConfig.Host("bench@drv1", 2222);
        assertEquals(
                List.of("ssh", "-o", "BatchMode=yes", "-p", "2222", "-i", "k", "--", "bench@drv1", "true"),
                RemoteDriver.command("ssh", host, List.of("-i", "k"), List.of(), List.of("bench@drv1", "true")));
        assertEquals(
                List.of("scp", "-o", "BatchMode=yes", "-P", "2222", "-q", "--", "/a:b", "bench@drv1:/tmp/p"),
                RemoteDriver.command("scp", host, List.of(), List.of("-q"), List.of("/a:b", "bench@drv1:/tmp/p")));
    }
}
