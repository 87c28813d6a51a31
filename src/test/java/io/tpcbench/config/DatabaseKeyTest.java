package io.tpcbench.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.TestConfigs;
import io.tpcbench.config.ConfigLoader.Purpose;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code database=}: the same props against another database of conn's server (the bench scripts' own). */
class DatabaseKeyTest {
    private static TpcConfig load(String conn, String... overrides) {
        return TestConfigs.load(
                PropsSource.parse("t", List.of("conn=" + conn, "warehouses=1"), List.of(overrides)), Purpose.BUILD);
    }

    @Test
    void databaseReplacesTheDatabaseOfConn() {
        assertEquals(
                "jdbc:mysql://h:3306/tpcbench_bench_driver?useSSL=false&a=b",
                load("jdbc:mysql://h:3306/tpcc?useSSL=false&a=b", "database=tpcbench_bench_driver")
                        .db()
                        .jdbcUrl());
        assertEquals(
                "jdbc:mysql://u@h/other",
                load("jdbc:mysql://u@h/tpcc", "database=other").db().jdbcUrl());
        assertEquals(
                "jdbc:mysql://h:3306/other",
                load("jdbc:mysql://h:3306", "database=other").db().jdbcUrl());
        assertEquals(
                "jdbc:mysql://h:3306/tpcc",
                load("jdbc:mysql://h:3306/tpcc").db().jdbcUrl());
    }

    @Test
    void aDatabaseNameIsOneIdentifier() {
        ConfigException e = assertThrows(ConfigException.class, () -> load("jdbc:mysql://h/tpcc", "database=a b;drop"));
        assertTrue(
                e.problems().contains("database=a b;drop is not a database name: letters, digits, _ and $, at most 64"),
                e.problems().toString());
    }
}
