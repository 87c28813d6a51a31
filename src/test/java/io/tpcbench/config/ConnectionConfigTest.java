package io.tpcbench.config;

import static io.tpcbench.config.ConfigLoading.assertProblem;
import static io.tpcbench.config.ConfigLoading.load;
import static io.tpcbench.config.ConfigLoading.problems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.TestConfigs;
import io.tpcbench.config.ConfigLoader.Purpose;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The connection's keys: conn, db, driver and the embedded server's; one test per rule, each
 * asserting the message the user sees.
 */
class ConnectionConfigTest {
    @Test
    void missingConn() {
        ConfigException e = assertThrows(
                ConfigException.class,
                () -> TestConfigs.load(PropsSource.parse("t", List.of("warehouses=1"), List.of()), Purpose.BUILD));
        assertEquals(
                List.of("conn is missing: set the JDBC URL, e.g. conn=jdbc:mysql://127.0.0.1:3306/tpcc"), e.problems());
    }

    @Test
    void malformedUrl() {
        assertProblem(
                "conn=postgres://x is not a MySQL JDBC URL: it must look like jdbc:mysql://HOST:PORT/DATABASE",
                "conn=postgres://x");
    }

    @Test
    void malformedUrlMessageMasksThePassword() {
        List<String> problems = problems("conn=jdbc:oracle:thin:@h?password=hunter2");
        assertFalse(problems.toString().contains("hunter2"), problems.toString());
    }

    @Test
    void onlyTheMysqlFamilyIsSupported() {
        assertProblem(
                "db=postgres is not supported: tpcbench drives MySQL-family databases, use db=mysql", "db=postgres");
    }

    @Test
    void unknownDriverIsRejected() {
        assertProblem(
                "driver=org.postgresql.Driver is not supported: use com.mysql.cj.jdbc.Driver (MySQL Connector/J)"
                        + " or org.mariadb.jdbc.Driver (MariaDB Connector/J, MariaDB servers)",
                "driver=org.postgresql.Driver");
    }

    @Test
    void aMariadbUrlChoosesMariadbConnectorJWhenDriverIsNotSet() {
        TpcConfig c = load("conn=jdbc:mariadb://127.0.0.1:3306/tpcc");
        assertEquals(JdbcDriver.MARIADB, c.db().driver());
        assertEquals("org.mariadb.jdbc.Driver", c.effective().get("driver"));
        assertFalse(c.defaulted().contains("driver"));
        assertEquals(
                "jdbc:mariadb://10.0.0.2:3306/tpcc",
                c.db().forEndpoint("10.0.0.2:3306").jdbcUrl());
    }

    @Test
    void connectorJStaysTheDefault() {
        TpcConfig c = load();
        assertEquals(JdbcDriver.CONNECTOR_J, c.db().driver());
        assertTrue(c.defaulted().contains("driver"));
    }

    @Test
    void mariadbConnectorJWithItsOwnUrl() {
        TpcConfig c = load("driver=org.mariadb.jdbc.Driver", "conn=jdbc:mariadb://127.0.0.1:3306/tpcc", "database=x");
        assertEquals("org.mariadb.jdbc.Driver", c.db().driverClass());
        assertEquals("jdbc:mariadb://127.0.0.1:3306/x", c.db().jdbcUrl());
    }

    @Test
    void aDriverAndAnotherDriversUrlAreRefused() {
        assertProblem(
                "conn=jdbc:mysql://127.0.0.1:3306/tpcc is MySQL Connector/J's URL but driver=org.mariadb.jdbc.Driver"
                        + " is MariaDB Connector/J: set driver=com.mysql.cj.jdbc.Driver or start conn with"
                        + " jdbc:mariadb://",
                "driver=org.mariadb.jdbc.Driver");
        assertProblem(
                "conn=jdbc:mariadb://h/tpcc is MariaDB Connector/J's URL but driver=com.mysql.cj.jdbc.Driver"
                        + " is MySQL Connector/J: set driver=org.mariadb.jdbc.Driver or start conn with jdbc:mysql://",
                "driver=com.mysql.cj.jdbc.Driver",
                "conn=jdbc:mariadb://h/tpcc");
    }

    @Test
    void embeddedUsesTheDriversScheme() {
        TpcConfig c = TestConfigs.load(
                PropsSource.parse(
                        "t",
                        List.of("warehouses=1", "embedded=true", "embeddedPort=3999", "driver=org.mariadb.jdbc.Driver"),
                        List.of()),
                Purpose.BUILD);
        assertEquals("jdbc:mariadb://127.0.0.1:3999/tpcc", c.db().jdbcUrl());
    }

    @Test
    void legacyDriverNameIsAcceptedWithAWarning() {
        TpcConfig c = load("driver=com.mysql.jdbc.Driver");
        assertEquals("com.mysql.cj.jdbc.Driver", c.db().driverClass());
        assertEquals(
                List.of("driver=com.mysql.jdbc.Driver is the pre-8.0 name; using com.mysql.cj.jdbc.Driver"),
                c.warnings());
    }

    @Test
    void embeddedDerivesConnWhenMissing() {
        TpcConfig c = TestConfigs.load(
                PropsSource.parse("t", List.of("warehouses=1", "embedded=true", "embeddedPort=3999"), List.of()),
                Purpose.BUILD);
        assertEquals("jdbc:mysql://127.0.0.1:3999/tpcc", c.db().jdbcUrl());
    }

    @Test
    void embeddedPortMustBeAPort() {
        assertProblem("embeddedPort=70000 is out of range: it must be from 1 to 65535", "embeddedPort=70000");
    }
}
