package io.tpcbench.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The drivers by class name and URL, and tpcbench's settings under each driver's names. */
class JdbcDriverTest {
    @Test
    void byClassNameAndUrl() {
        assertEquals(Optional.of(JdbcDriver.CONNECTOR_J), JdbcDriver.byClassName("com.mysql.cj.jdbc.Driver"));
        assertEquals(Optional.of(JdbcDriver.CONNECTOR_J), JdbcDriver.byClassName("com.mysql.jdbc.Driver"));
        assertEquals(Optional.of(JdbcDriver.MARIADB), JdbcDriver.byClassName("org.mariadb.jdbc.Driver"));
        assertEquals(Optional.empty(), JdbcDriver.byClassName("org.postgresql.Driver"));
        assertEquals(Optional.of(JdbcDriver.MARIADB), JdbcDriver.byUrl("jdbc:mariadb://h:3306/db"));
        assertEquals(Optional.of(JdbcDriver.CONNECTOR_J), JdbcDriver.byUrl("jdbc:mysql:loadbalance://h1,h2/db"));
        assertEquals(Optional.empty(), JdbcDriver.byUrl("jdbc:postgresql://h/db"));
    }

    @Test
    void connectorJKeepsItsNames() {
        Map<String, String> props = Map.of("useLocalTransactionState", "true", "prepStmtCacheSqlLimit", "8192");
        assertSame(props, JdbcDriver.CONNECTOR_J.properties(props));
        assertEquals("allowLoadLocalInfile", JdbcDriver.CONNECTOR_J.propertyName("allowLoadLocalInfile"));
    }

    @Test
    void mariadbGetsItsOwnNamesAndNotWhatItDoesWithout() {
        Map<String, String> props = Map.of(
                "cachePrepStmts", "true",
                "prepStmtCacheSize", "912",
                "prepStmtCacheSqlLimit", "8192",
                "useLocalTransactionState", "true",
                "dontTrackOpenResources", "true",
                "socketTimeout", "60000",
                "allowMultiQueries", "true",
                "rewriteBatchedStatements", "true",
                "useServerPrepStmts", "false",
                "allowLoadLocalInfile", "true");
        assertEquals(
                Map.of(
                        "cachePrepStmts", "true",
                        "prepStmtCacheSize", "912",
                        "socketTimeout", "60000",
                        "allowMultiQueries", "true",
                        "useServerPrepStmts", "false",
                        "allowLocalInfile", "true"),
                JdbcDriver.MARIADB.properties(props));
        assertEquals(
                Map.of("allowLocalInfile", "true"),
                JdbcDriver.MARIADB.properties(Map.of("allowLoadLocalInfileInPath", "/tmp/csv")));
        assertEquals("allowLocalInfile", JdbcDriver.MARIADB.propertyName("allowLoadLocalInfile"));
    }
}
