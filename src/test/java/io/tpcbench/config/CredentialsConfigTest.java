package io.tpcbench.config;

import static io.tpcbench.config.ConfigLoading.BASE;
import static io.tpcbench.config.ConfigLoading.assertProblem;
import static io.tpcbench.config.ConfigLoading.load;
import static io.tpcbench.config.ConfigLoading.problems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.TestConfigs;
import io.tpcbench.config.ConfigLoader.Purpose;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The user and the password: from the props, a variable, a file or conn, given once; one test per
 * rule, each asserting the message the user sees.
 */
class CredentialsConfigTest {
    @Test
    void passwordFromAnEnvironmentVariable() {
        TpcConfig c = TestConfigs.load(
                PropsSource.parse("t", BASE, List.of("passwordEnv=TPCC_PW")),
                Purpose.RUN,
                name -> name.equals("TPCC_PW") ? "from-env" : null);
        assertEquals("from-env", c.db().password().value());
        assertFalse(ConfigPrinter.asProperties(c).contains("from-env"));
    }

    @Test
    void passwordEnvironmentVariableMustBeSet() {
        ConfigException e = assertThrows(
                ConfigException.class,
                () -> TestConfigs.load(
                        PropsSource.parse("t", BASE, List.of("passwordEnv=NOPE")), Purpose.RUN, name -> null));
        assertEquals(List.of("passwordEnv=NOPE: the environment variable NOPE is not set"), e.problems());
    }

    @Test
    void passwordFromTheFirstLineOfAFile(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("pw"), "from-file\nignored\n");
        assertEquals("from-file", load("passwordFile=" + f).db().password().value());
    }

    @Test
    void unreadablePasswordFile() {
        assertProblem("passwordFile=/no/such/pw cannot be read (NoSuchFileException)", "passwordFile=/no/such/pw");
    }

    @Test
    void onlyOnePasswordSource() {
        assertProblem("password, passwordEnv and passwordFile: set only one of them", "password=x", "passwordEnv=Y");
    }

    @Test
    void theUserAndPasswordOfConnsParametersAreUsedWhenThePropsSetNone() {
        TpcConfig c = load("conn=jdbc:mysql://127.0.0.1:3306/tpcc?User=app&PassWord=app-pw");
        assertEquals("app", c.db().user());
        assertEquals("app-pw", c.db().password().value());
        assertTrue(ConfigPrinter.asProperties(c).contains("user=app\n"), "run.properties says who connected");
        assertFalse(c.defaulted().contains("user"));
    }

    @Test
    void theUserInfoOfConnIsUsedDecodedAndPassword1IsThePassword() {
        TpcConfig c = load("conn=jdbc:mysql://app:p%40ss+1@127.0.0.1:3306/tpcc");
        assertEquals("app", c.db().user());
        assertEquals("p@ss 1", c.db().password().value());
        assertEquals(
                "mfa-1",
                load("conn=jdbc:mysql://127.0.0.1/tpcc?password1=mfa-1")
                        .db()
                        .password()
                        .value());
    }

    @Test
    void theSameUserAndPasswordInBothPlacesAreAccepted() {
        TpcConfig c = load("conn=jdbc:mysql://127.0.0.1/tpcc?user=app&password=pw", "user=app", "password=pw");
        assertEquals("app", c.db().user());
        assertEquals("pw", c.db().password().value());
    }

    @Test
    void aUserKeyThatDiffersFromConnsUserIsRefused() {
        assertProblem(
                "user=root and conn's user=app differ: name the user once, in the user key or in conn",
                "conn=jdbc:mysql://127.0.0.1/tpcc?user=app",
                "user=root");
        assertProblem(
                "user=root and conn's app@host differ: name the user once, in the user key or in conn",
                "conn=jdbc:mysql://app@127.0.0.1/tpcc",
                "user=root");
    }

    @Test
    void aPasswordThatDiffersFromConnsIsRefusedNamingBothKeysButNeitherValue() {
        List<String> problems = problems("conn=jdbc:mysql://127.0.0.1/tpcc?password=in-url-pw", "password=props-pw");
        assertEquals(
                List.of("password and conn's password= give different passwords: give the password once, in"
                        + " password, passwordEnv or passwordFile, or in conn"),
                problems);
    }

    @Test
    void aPasswordEnvOrFileThatDiffersFromConnsIsRefused() {
        ConfigException e = assertThrows(
                ConfigException.class,
                () -> TestConfigs.load(
                        PropsSource.parse(
                                "t", BASE, List.of("conn=jdbc:mysql://u:in-url-pw@127.0.0.1/tpcc", "passwordEnv=PW")),
                        Purpose.RUN,
                        name -> "env-pw"));
        assertEquals(
                List.of("passwordEnv and conn's user:password@host give different passwords: give the password"
                        + " once, in password, passwordEnv or passwordFile, or in conn"),
                e.problems());
    }

    @Test
    void connGivingTwoDifferentPasswordsIsRefused() {
        assertProblem(
                "conn gives two different passwords (user:password@host, password1=): give the password once",
                "conn=jdbc:mysql://u:one-pw@127.0.0.1/tpcc?password1=other-pw");
    }
}
