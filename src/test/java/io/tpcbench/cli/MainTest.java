package io.tpcbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.config.SecretMask;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Exit codes and messages for bad command lines and configs (no database needed). */
class MainTest {
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(args, new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void markSuccessCreatesTheScriptsFileAndIgnoresWhatItCannotWrite(@TempDir Path dir) {
        Path ok = dir.resolve("load.conf.ok");
        Main.markSuccess(ok.toString());
        assertTrue(Files.exists(ok));
        Main.markSuccess(dir.resolve("missing/dir/load.conf.ok").toString()); // no exception: best effort
        assertFalse(Files.exists(dir.resolve("missing")));
        Main.markSuccess(null);
        Main.markSuccess("");
    }

    @Test
    void noArgumentsIsUsage() {
        assertEquals(Main.USAGE, run());
    }

    @Test
    void unknownVerbIsUsage(@TempDir Path dir) throws Exception {
        Path p = Files.writeString(dir.resolve("p"), "warehouses=1\nconn=jdbc:mysql://127.0.0.1:1/x\n");
        assertEquals(Main.USAGE, run("frobnicate", p.toString()));
        assertTrue(err().contains("unknown verb 'frobnicate'"), err());
    }

    @Test
    void missingPropsFileIsConfigError() {
        assertEquals(Main.CONFIG, run("check", "/no/such/props.file"));
        assertTrue(err().contains("/no/such/props.file does not exist"), err());
    }

    @Test
    void badKeyIsConfigErrorWithoutStackTrace(@TempDir Path dir) throws Exception {
        Path p = Files.writeString(dir.resolve("p"), "warehouses=1\nconn=jdbc:mysql://127.0.0.1:1/x\nterminls=3\n");
        assertEquals(Main.CONFIG, run("build", p.toString()));
        assertTrue(err().contains("did you mean 'terminals'"), err());
        assertFalse(err().contains("\tat "), err());
    }

    @Test
    void anUnknownShardingVariantIsAConfigErrorNamingTheVariants(@TempDir Path dir) throws Exception {
        Path p = Files.writeString(
                dir.resolve("p"), "warehouses=1\nconn=jdbc:mysql://127.0.0.1:1/x\nsharding=cockroach\n");
        assertEquals(Main.CONFIG, run("build", p.toString()));
        assertTrue(
                err().contains("sharding=cockroach is not a variant: there is no ")
                        && err().contains(
                                        "(the variants are none, mysql-hash, oceanbase, polardbx, polardbx-auto, spider, tidb)"),
                err());
    }

    @Test
    void dataNodesNeedAVariantThatPlacesTablesOnThem(@TempDir Path dir) throws Exception {
        Path p = Files.writeString(
                dir.resolve("p"),
                "warehouses=2\nconn=jdbc:mysql://127.0.0.1:1/x\n"
                        + "sharding=mysql-hash\ndataNodes=127.0.0.2:3306,127.0.0.3:3306\n");
        assertEquals(Main.CONFIG, run("build", p.toString()));
        assertTrue(
                err().contains("dataNodes=127.0.0.2:3306,127.0.0.3:3306 is set but sharding=mysql-hash places no"
                        + " table on data nodes (sharding=spider does)"),
                err());
    }

    @Test
    void unreachableServerIsDatabaseErrorWithAHint(@TempDir Path dir) throws Exception {
        Path p = Files.writeString(
                dir.resolve("p"),
                "warehouses=1\nconn=jdbc:mysql://127.0.0.1:1/x?connectTimeout=2000\npassword=Secret-Pw-1\n");
        assertEquals(Main.DATABASE, run("check", p.toString()));
        assertTrue(err().contains("cannot connect to jdbc:mysql://127.0.0.1:1/x"), err());
        assertTrue(err().contains("is the server running"), err());
        assertFalse(err().contains("Secret-Pw-1"), err());
        assertFalse(err().contains("\tat "), err());
    }

    @Test
    void anExceptionQuotingTheUrlPrintsItsPasswordMaskedAlsoInTheStackTrace(@TempDir Path dir) throws Exception {
        // an '@' in the password is left unencoded: Connector/J's message quotes the URL's authority,
        // in no shape a pattern knows, so only masking the password's value hides it
        Path p = Files.writeString(
                dir.resolve("p"),
                "warehouses=1\nconn=jdbc:mysql://tpc:Secret@Pw-4471@127.0.0.1:1/x?connectTimeout=2000\n");
        assertEquals(Main.DATABASE, run("check", p.toString(), "--debug"));
        assertTrue(err().contains("failed to parse the URL authority segment 'tpc:********@127.0.0.1:1'"), err());
        assertTrue(err().contains("\tat "), err());
        assertFalse(err().contains("Secret@Pw"), err());
        assertFalse(err().contains("Pw-4471"), err());
    }

    @Test
    void aSecretSplitBetweenWritesIsStillMasked() {
        PrintStream out = MaskedOutput.wrap(
                new PrintStream(err, true, StandardCharsets.UTF_8),
                SecretMask.of(Map.of("password", "split-secret"), name -> null));
        out.print("a line with split-");
        out.flush();
        out.print("secret in it\nand a last line without its end");
        out.close();
        assertEquals("a line with ******** in it\nand a last line without its end", err());
    }

    @Test
    void unknownHostIsDatabaseErrorNamingTheHost(@TempDir Path dir) throws Exception {
        Path p = Files.writeString(
                dir.resolve("p"), "warehouses=1\nconn=jdbc:mysql://no-such-host.invalid:3306/x?connectTimeout=2000\n");
        assertEquals(Main.DATABASE, run("check", p.toString()));
        assertTrue(err().contains("cannot connect to jdbc:mysql://no-such-host.invalid:3306/x"), err());
        assertTrue(err().contains("no-such-host.invalid"), err());
        assertTrue(err().contains("are host and port right?"), err());
        assertFalse(err().contains("\tat "), err());
    }

    @Test
    void debugShowsTheStackTrace(@TempDir Path dir) throws Exception {
        Path p = Files.writeString(dir.resolve("p"), "warehouses=1\nconn=jdbc:mysql://127.0.0.1:1/x\n");
        assertEquals(Main.DATABASE, run("check", p.toString(), "--debug"));
        assertTrue(err().contains("\tat "), err());
    }

    @Test
    void sqlVerbNeedsAStep(@TempDir Path dir) throws Exception {
        Path p = Files.writeString(dir.resolve("p"), "warehouses=1\nconn=jdbc:mysql://127.0.0.1:1/x\n");
        assertEquals(Main.USAGE, run("sql", p.toString()));
    }

    @Test
    void partialRangeBuildPointsToRunLoader(@TempDir Path dir) throws Exception {
        Path p = Files.writeString(
                dir.resolve("p"), "warehouses=2\nloadWarehouseFrom=2\nconn=jdbc:mysql://127.0.0.1:1/x\n");
        assertEquals(Main.USAGE, run("build", p.toString()));
        assertTrue(err().contains("use run/runLoader.sh"), err());
    }

    @Test
    void databaseNameFromUrl() {
        assertEquals("tpcc", Session.databaseName("jdbc:mysql://127.0.0.1:3306/tpcc?x=1"));
        assertEquals("tpcc", Session.databaseName("jdbc:mysql://127.0.0.1:3306/"));
        assertEquals("bench", Session.databaseName("jdbc:mysql://h/bench"));
    }
}
