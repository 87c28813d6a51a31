package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * an environment variable, a file and the JDBC URL, and every byte they print or write is searched.
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

        List<String> printed = new ArrayList<>();
        printed.add(ok(Map.of("TPC_IT_PASSWORD", MARKER), "build", viaEnv.toString(), "--debug"));
        printed.add(ok(Map.of(), "run", viaFile.toString(), "terminals=2", "runMins=0.1",
                "resultDirectory=" + outputs.resolve("result")));
        printed.add(ok(Map.of(), "check", props.toString()));
        printed.add(fails(Main.DATABASE, "check", props.toString(), "user=nobody", "--debug"));
        printed.add(fails(Main.DATABASE, "run", inUrl.toString(), "runMins=0.1", "--debug"));
        printed.add(fails(Main.DATABASE, "check", props.toString(),
                "conn=jdbc:mysql://127.0.0.1:1/x?connectTimeout=1000&password=" + MARKER, "--debug"));
        printed.add(fails(Main.CONFIG, "build", props.toString(), "conn=postgres://u:" + MARKER + "@h/x"));

        for (String out : printed) {
            assertFalse(out.contains(MARKER), out);
        }
        assertTrue(printed.get(3).contains("access denied for user 'nobody'"), printed.get(3));
        List<Path> written;
        try (Stream<Path> files = Files.walk(outputs)) {
            written = files.filter(Files::isRegularFile).toList();
        }
        assertTrue(written.stream().anyMatch(f -> f.endsWith("run.properties")), written.toString());
        assertTrue(written.stream().anyMatch(f -> f.endsWith("summary.json")), written.toString());
        assertTrue(written.stream().anyMatch(f -> f.getFileName().toString().startsWith("build")), written.toString());
        for (Path f : written) {
            String text = new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1);
            assertFalse(text.contains(MARKER), f + " holds the password");
        }
        String runProps = Files.readString(outputs.resolve("result/run.properties"));
        assertTrue(runProps.contains("passwordFile=" + passwordFile), runProps);
    }

    private static void createUser(TestDatabase db) throws Exception {
        try (Connection c = db.connect(""); Statement s = c.createStatement()) {
            for (String host : new String[] {"localhost", "127.0.0.1", "%"}) {
                String account = "'" + USER + "'@'" + host + "'";
                s.execute("DROP USER IF EXISTS " + account);
                s.execute("CREATE USER " + account + " IDENTIFIED BY '" + MARKER + "'");
                s.execute("GRANT ALL PRIVILEGES ON it_secrets.* TO " + account);
            }
        }
    }

    private Path writeProps(String name, String... lines) throws Exception {
        List<String> all = new ArrayList<>(List.of("db=mysql", "user=" + USER, "warehouses=1", "loadWorkers=1",
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
