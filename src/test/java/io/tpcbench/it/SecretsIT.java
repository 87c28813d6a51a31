package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The password never leaves the places the user put it: a build, a run, a check and failing
 * connections (with --debug stack traces) are run with a marker password, from the props file,
 * an environment variable, a file and the JDBC URL, and every byte they print or write is searched;
 * a sweep (with a betweenRuns command that prints it), a multi-driver run over ssh and a merge
 * are run with the marker given on the command line and as a pass-through token, and the command
 * lines of every process started meanwhile, here and on the driver machines, are searched too.
 */
class SecretsIT {
    private static final String MARKER = "Sekr3t-Marker-4471";
    private static final String USER = "tpc_secret";
    private static final Duration TIMEOUT = Duration.ofMinutes(3);

    /** Where the user keeps the secret (props files, password file): not searched. */
    @TempDir
    Path secrets;
    /** Everything tpcbench writes: searched. */
    @TempDir
    Path outputs;

    @Test
    void theMarkerPasswordAppearsInNoOutputAndNoFile() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase("it_secrets");
        createUser(db);
        Path props = writeProps("secrets.props", "conn=" + db.url("it_secrets"), "password=" + MARKER);
        Path viaEnv = writeProps("env.props", "conn=" + db.url("it_secrets"), "passwordEnv=TPC_IT_PASSWORD");
        Path passwordFile = Files.writeString(secrets.resolve("pw.txt"), MARKER + "\n");
        Path viaFile = writeProps("file.props", "conn=" + db.url("it_secrets"), "passwordFile=" + passwordFile);
        Path inUrl = writeProps("url.props", "conn=" + db.url("it_secrets") + "?user=nobody&password=" + MARKER);
        Path inUserInfo =
                writeProps("userinfo.props", "conn=" + db.url("it_secrets").replace("//", "//nobody:" + MARKER + "@"));
        Path connOnly = Files.write(
                secrets.resolve("conn-only.props"),
                List.of(
                        "db=mysql",
                        "warehouses=1",
                        "conn=" + db.url("it_secrets").replace("//", "//" + USER + ":" + MARKER + "@"),
                        "dataSource.tpcItAuthToken=" + MARKER));

        List<String> printed = new ArrayList<>();
        printed.add(ok(Map.of("TPC_IT_PASSWORD", MARKER), "build", viaEnv.toString(), "--debug"));
        printed.add(ok(
                Map.of(),
                "run",
                viaFile.toString(),
                "terminals=2",
                "runMins=0.1",
                "resultDirectory=" + outputs.resolve("result")));
        printed.add(ok(Map.of(), "check", props.toString()));
        printed.add(fails(Main.DATABASE, "check", props.toString(), "user=nobody", "--debug"));
        printed.add(fails(Main.CONFIG, "run", inUrl.toString(), "runMins=0.1", "--debug"));
        printed.add(fails(Main.CONFIG, "check", inUserInfo.toString()));
        printed.add(ok(Map.of(), "check", connOnly.toString(), "--debug"));
        printed.add(fails(
                Main.DATABASE,
                "check",
                props.toString(),
                "conn=jdbc:mysql://127.0.0.1:1/x?connectTimeout=1000&password=" + MARKER,
                "--debug"));
        printed.add(fails(Main.CONFIG, "build", props.toString(), "conn=postgres://u:" + MARKER + "@h/x"));

        for (String out : printed) {
            assertFalse(out.contains(MARKER), out);
        }
        assertTrue(printed.get(3).contains("access denied for user 'nobody'"), printed.get(3));
        assertTrue(printed.get(4).contains("user=" + USER + " and conn's user=nobody differ"), printed.get(4));
        assertTrue(printed.get(5).contains("user=" + USER + " and conn's nobody@host differ"), printed.get(5));
        assertTrue(
                printed.get(6).contains("Term-00, user=" + USER + "\n"),
                "conn's user is the one in force: " + printed.get(6));
        List<Path> written = written();
        assertTrue(written.stream().anyMatch(f -> f.endsWith("run.properties")), written.toString());
        assertTrue(written.stream().anyMatch(f -> f.endsWith("summary.json")), written.toString());
        assertTrue(written.stream().anyMatch(f -> f.getFileName().toString().startsWith("build")), written.toString());
        assertNoMarkerIn(written);
        String runProps = Files.readString(outputs.resolve("result/run.properties"));
        assertTrue(runProps.contains("passwordFile=" + passwordFile), runProps);
    }

    @Test
    void theMarkerPasswordAppearsNowhereInASweepAMultiDriverRunAndAMerge() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase("it_secrets_multi");
        createUser(db);
        // no password in the file: the user gives it on the command line, and a token goes to Connector/J
        Path props = Files.write(
                secrets.resolve("multi.props"),
                List.of(
                        "db=mysql",
                        "user=" + USER,
                        "warehouses=2",
                        "loadWorkers=2",
                        "conn=" + db.url("it_secrets_multi"),
                        "dataSource.tpcItAuthToken=" + MARKER,
                        "buildDirectory=" + outputs.resolve("build_%tH%tM%tS")));
        String pw = "password=" + MARKER;
        List<String> printed = new ArrayList<>();
        printed.add(ok(Map.of(), "build", props.toString(), pw));
        printed.add(ok(
                Map.of("TPC_IT_PASSWORD", MARKER),
                "sweep",
                props.toString(),
                pw,
                "terminals=1,2",
                "runMins=0.05",
                "reportIntervalSecs=1",
                "sweepDirectory=" + outputs.resolve("sweep"),
                "betweenRuns=echo between runs: $TPC_IT_PASSWORD"));
        Path result = outputs.resolve("drivers");
        try (LocalSshd sshd = LocalSshd.start(Files.createDirectories(secrets.resolve("sshd")))) {
            Subprocess p = Subprocess.start(
                    outputs,
                    "drivers",
                    props.toString(),
                    sshd.hosts("127.0.0.1", "127.0.0.2"),
                    sshd.sshOptions(),
                    pw,
                    "terminals=4",
                    "runMins=0.1",
                    "reportIntervalSecs=1",
                    "driversLeadSecs=20",
                    "resultDirectory=" + result);
            try (CommandLines lines = CommandLines.holding(MARKER, p)) {
                assertEquals(Main.OK, p.exitCode(TIMEOUT), p.output());
                printed.add(p.output());
                lines.close();
                assertEquals(List.of(), lines.seen(), "the password on a command line");
            }
        }
        assertTrue(printed.get(2).contains("Merged result of 2 drivers"), printed.get(2));
        assertTrue(String.join("\n", printed).contains("betweenRuns: between runs: ********"), printed.get(1));
        // the drivers' results as an older tpcbench, which knew fewer names of secrets, would have left them
        List<Path> drivers;
        try (Stream<Path> dirs = Files.list(result.resolveSibling("drivers_drivers"))) {
            drivers = dirs.filter(Files::isDirectory).sorted().toList();
        }
        assertEquals(2, drivers.size(), drivers.toString());
        List<String> inputs = new ArrayList<>();
        for (Path d : drivers) {
            Path copy = secrets.resolve("old_" + d.getFileName());
            copyTree(d, copy);
            Files.writeString(
                    copy.resolve("run.properties"),
                    "dataSource.olderAuthToken=" + MARKER + "\n",
                    StandardOpenOption.APPEND);
            inputs.add(copy.toString());
        }
        List<String> merge = new ArrayList<>(List.of("merge"));
        merge.addAll(inputs);
        merge.add("output=" + outputs.resolve("merged"));
        printed.add(ok(Map.of(), merge.toArray(String[]::new)));
        for (String out : printed) {
            assertFalse(out.contains(MARKER), out);
        }
        List<Path> written = written();
        for (String name : List.of("between_runs.log", "sweep.csv", "d1.log", "build.properties")) {
            assertTrue(written.stream().anyMatch(f -> f.endsWith(name)), name + " in " + written);
        }
        assertTrue(
                written.stream().anyMatch(f -> f.startsWith(outputs.resolve("merged")) && f.endsWith("run.properties")),
                written.toString());
        assertNoMarkerIn(written);
        assertTrue(Files.readString(outputs.resolve("merged/run.properties"))
                .contains("dataSource.olderAuthToken=" + "********"));
    }

    private List<Path> written() throws Exception {
        try (Stream<Path> files = Files.walk(outputs)) {
            return files.filter(Files::isRegularFile).toList();
        }
    }

    private static void assertNoMarkerIn(List<Path> files) throws Exception {
        for (Path f : files) {
            String text = new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1);
            assertFalse(text.contains(MARKER), f + " holds the password");
        }
    }

    private static void copyTree(Path from, Path to) throws Exception {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : files.toList()) {
                Files.copy(f, to.resolve(from.relativize(f).toString()));
            }
        }
    }

    private static void createUser(TestDatabase db) throws Exception {
        try (Connection c = db.connect("");
                Statement s = c.createStatement()) {
            for (String host : new String[] {"localhost", "127.0.0.1", "%"}) {
                String account = "'" + USER + "'@'" + host + "'";
                s.execute("DROP USER IF EXISTS " + account);
                s.execute("CREATE USER " + account + " IDENTIFIED BY '" + MARKER + "'");
                s.execute("GRANT ALL PRIVILEGES ON it_secrets.* TO " + account);
                s.execute("GRANT ALL PRIVILEGES ON it_secrets_multi.* TO " + account);
            }
        }
    }

    private Path writeProps(String name, String... lines) throws Exception {
        List<String> all = new ArrayList<>(List.of(
                "db=mysql",
                "user=" + USER,
                "warehouses=1",
                "loadWorkers=1",
                "buildDirectory=" + outputs.resolve("build_%tH%tM%tS")));
        all.addAll(List.of(lines));
        return Files.write(secrets.resolve(name), all);
    }

    /** Runs a command that must succeed; returns all it printed. */
    private String ok(Map<String, String> env, String... args) throws Exception {
        Subprocess p = Subprocess.start(outputs, env, args);
        assertEquals(Main.OK, p.exitCode(TIMEOUT), p.output());
        return p.output();
    }

    private String fails(int code, String... args) throws Exception {
        Subprocess p = Subprocess.start(outputs, args);
        assertEquals(code, p.exitCode(TIMEOUT), p.output());
        return p.output();
    }
}
