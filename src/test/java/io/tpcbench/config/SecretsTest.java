package io.tpcbench.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.TestConfigs;
import io.tpcbench.config.ConfigLoader.Purpose;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One test per masking rule: which names hold secrets, how URLs and texts are masked, masking by value. */
class SecretsTest {
    private static final String MARKER = "Sekr3t-Marker-4471";

    @Test
    void anyKeyNamingPasswordSecretTokenOrCredentialInAnyCaseIsASecret() {
        for (String key : List.of(
                "password",
                "PASSWORD",
                "dataSource.password",
                "dataSource.password1",
                "dataSource.Password3",
                "dataSource.trustCertificateKeyStorePassword",
                "dataSource.clientSecret",
                "dataSource.oci.configToken",
                "dataSource.AUTHTOKEN",
                "dataSource.cloudCredentials",
                "dataSource.ldapCREDENTIAL")) {
            assertTrue(Secrets.isSecretKey(key), key);
            assertEquals(Secret.MASK, Secrets.shown(key, MARKER), key);
        }
    }

    @Test
    void whereThePasswordIsAndOtherKeysAreNoSecrets() {
        for (String key : List.of(
                "passwordEnv",
                "passwordFile",
                "user",
                "conn",
                "terminals",
                "dataSource.sslMode",
                "dataSource.trustCertificateKeyStoreUrl")) {
            assertFalse(Secrets.isSecretKey(key), key);
        }
        assertEquals("/home/u/pw.txt", Secrets.shown("passwordFile", "/home/u/pw.txt"));
    }

    @Test
    void everyPasswordParameterOfConnIsMaskedInAnyCase() {
        assertEquals(
                "jdbc:mysql://h/d?password1=********&Password2=********&PASSWORD3=********&x=1",
                Secrets.maskUrl("jdbc:mysql://h/d?password1=a&Password2=b&PASSWORD3=c&x=1"));
        assertEquals(
                "jdbc:mysql://h/d?trustCertificateKeyStorePassword=********&sslMode=REQUIRED",
                Secrets.maskUrl("jdbc:mysql://h/d?trustCertificateKeyStorePassword=x&sslMode=REQUIRED"));
        assertEquals(
                "jdbc:mysql://h/d?clientSecret=********;authToken=********",
                Secrets.maskUrl("jdbc:mysql://h/d?clientSecret=x;authToken=y"));
    }

    @Test
    void theUserInfoPasswordAndAHostsPropertiesAreMasked() {
        assertEquals("jdbc:mysql://app:********@h:3306/d", Secrets.maskUrl("jdbc:mysql://app:" + MARKER + "@h:3306/d"));
        assertEquals("jdbc:mysql://app:********@h/d", Secrets.maskUrl("jdbc:mysql://app:p@ss@h/d"));
        assertFalse(Secrets.maskUrl("jdbc:mysql://(host=h,user=app,password=" + MARKER + ")/d")
                .contains(MARKER));
        assertFalse(Secrets.maskUrl("jdbc:mysql://address=(host=h)(password=" + MARKER + ")/d")
                .contains(MARKER));
    }

    @Test
    void aUrlInsideAnyTextIsMasked() {
        String text = "Cannot load connection class because of underlying exception: WrongArgumentException:"
                + " Malformed database URL, failed to parse the connection string near '=" + MARKER
                + "'. jdbc:mysql://h/x?user=u&password=" + MARKER + " and jdbc:mysql://u:" + MARKER + "@h/x";
        String masked = Secrets.maskUrl(text);
        assertTrue(masked.contains("password=******** and jdbc:mysql://u:********@h/x"), masked);
        assertEquals(
                "betweenRuns=mysql --password=******** -e 'SELECT 1'",
                Secrets.maskUrl("betweenRuns=mysql --password=" + MARKER + " -e 'SELECT 1'"));
        assertEquals("passwordFile=/pw and passwordEnv=PW", Secrets.maskUrl("passwordFile=/pw and passwordEnv=PW"));
    }

    @Test
    void theMaskHidesEverySecretValueWhereverItAppears(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("pw"), "from-file-pw\n");
        SecretMask mask = SecretMask.of(
                Map.of(
                        "password",
                        MARKER,
                        "conn",
                        "jdbc:mysql://h/x?password2=second-factor&user=u",
                        "dataSource.clientSecret",
                        "client-secret",
                        "passwordEnv",
                        "PW_VAR",
                        "passwordFile",
                        file.toString()),
                name -> name.equals("PW_VAR") ? "from-env-pw" : null);
        String text = mask.mask("a message quoting " + MARKER + ", second-factor, client-secret, from-env-pw and"
                + " from-file-pw in plain text");
        assertEquals("a message quoting ********, ********, ********, ******** and ******** in plain text", text);
    }

    @Test
    void theMaskOfAConfigHoldsThePasswordInForceAndEverySecretKey() {
        TpcConfig c = TestConfigs.load(
                PropsSource.parse(
                        "t",
                        List.of(
                                "warehouses=1",
                                "conn=jdbc:mysql://app:url-password@h/tpcc?password2=second-factor",
                                "dataSource.oauthToken=oauth-token"),
                        List.of()),
                Purpose.BUILD);
        assertEquals("******** ******** ********", SecretMask.of(c).mask("url-password second-factor oauth-token"));
    }

    @Test
    void aUrlEncodedPasswordIsMaskedAsWrittenAndAsDecoded() {
        SecretMask mask = SecretMask.of(Map.of("conn", "jdbc:mysql://app:p%40ss-word@h/x"), name -> null);
        assertEquals("******** ********", mask.mask("p%40ss-word p@ss-word"));
    }

    @Test
    void valuesShorterThanFourCharactersAreMaskedByShapeOnly() {
        SecretMask mask = SecretMask.of(Map.of("password", "abc"), name -> null);
        assertEquals("abc and password=********", mask.mask("abc and password=abc"));
    }
}
