package io.tpcbench.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.TestConfigs;
import io.tpcbench.config.ConfigLoader.Purpose;
import java.util.List;
import org.junit.jupiter.api.Test;

class ConfigPrinterTest {
    private static final String MARKER = "s3cr3t-Marker-Pw";

    private static TpcConfig config() {
        return TestConfigs.load(
                PropsSource.parse(
                        "t",
                        List.of(
                                "conn=jdbc:mysql://127.0.0.1:3306/tpcc?user=root&password=" + MARKER,
                                "password=" + MARKER,
                                "warehouses=1",
                                "dataSource.trustCertificateKeyStorePassword=" + MARKER,
                                "dataSource.cachePrepStmts=true"),
                        List.of()),
                Purpose.BUILD);
    }

    @Test
    void echoNeverShowsThePassword() {
        List<String> lines = ConfigPrinter.echoLines(config());
        assertFalse(String.join("\n", lines).contains(MARKER), lines.toString());
        assertTrue(lines.contains("Term-00, password=********"), lines.toString());
        assertTrue(lines.contains("Term-00, dataSource.cachePrepStmts=true"), lines.toString());
    }

    @Test
    void echoMarksDefaults() {
        List<String> lines = ConfigPrinter.echoLines(config());
        assertTrue(lines.contains("Term-00, loadWorkers=4  (default)"), lines.toString());
        assertTrue(lines.contains("Term-00, warehouses=1"), lines.toString());
    }

    @Test
    void propertiesCopyNeverShowsThePassword() {
        String text = ConfigPrinter.asProperties(config());
        assertFalse(text.contains(MARKER), text);
        assertTrue(text.contains("conn=jdbc:mysql://127.0.0.1:3306/tpcc?user=root&password=********"), text);
    }

    @Test
    void aSecretInsideAnotherKeysValueIsMaskedInTheEchoAndTheCopy() {
        TpcConfig c = TestConfigs.load(
                PropsSource.parse(
                        "t",
                        List.of(
                                "conn=jdbc:mysql://127.0.0.1:3306/tpcc",
                                "password=" + MARKER,
                                "warehouses=1",
                                "betweenRuns=mysql -uroot -p" + MARKER + " -e 'SELECT 1'"),
                        List.of()),
                Purpose.BUILD);
        assertTrue(
                ConfigPrinter.echoLines(c).contains("Term-00, betweenRuns=mysql -uroot -p******** -e 'SELECT 1'"),
                ConfigPrinter.echoLines(c).toString());
        assertFalse(ConfigPrinter.asProperties(c).contains(MARKER), ConfigPrinter.asProperties(c));
    }

    @Test
    void emptyPasswordIsShownEmpty() {
        assertEquals("", Secrets.shown("password", ""));
    }

    @Test
    void secretRecordNeverPrintsItsValue() {
        assertEquals("********", new Secret(MARKER).toString());
        assertFalse(config().db().toString().contains(MARKER));
        assertFalse(config().toString().contains(MARKER));
    }

    @Test
    void urlMaskingCoversCommonSpellings() {
        assertEquals("jdbc:mysql://h/d?PASSWORD=********&x=1", Secrets.maskUrl("jdbc:mysql://h/d?PASSWORD=a&x=1"));
        assertEquals("jdbc:mysql://h/d?pwd=********", Secrets.maskUrl("jdbc:mysql://h/d?pwd=a"));
        assertEquals("jdbc:mysql://u:********@h:3306/d", Secrets.maskUrl("jdbc:mysql://u:pw@h:3306/d"));
        assertEquals("jdbc:mysql://h:3306/d", Secrets.maskUrl("jdbc:mysql://h:3306/d"));
    }
}
