package io.tpcbench.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScriptTablesTest {
    private static SqlScript script(String... lines) {
        return new SqlScript(Path.of("t.sql"), SqlScript.split(List.of(lines)));
    }

    @Test
    void createdTablesInEveryForm() {
        SqlScript s = script(
                "CREATE TABLE bmsql_config (",
                "  cfg_name varchar(30) primary key",
                ");",
                "create table if not exists `Sbtest1` (id int);",
                "CREATE INDEX i ON t (a);",
                "CREATE TABLE other.t2 (id int);");
        assertEquals(List.of("bmsql_config", "sbtest1", "other.t2"), ScriptTables.created(s));
    }

    @Test
    void droppedTablesInEveryForm() {
        SqlScript s = script(
                "DROP TABLE IF EXISTS bmsql_config;",
                "drop table `a`, b ,other.c;",
                "DROP TABLEGROUP IF EXISTS tpcbench_tg;",
                "DROP VIEW v;",
                "DROP TABLE d CASCADE;",
                "truncate table e;",
                "TRUNCATE `F`;");
        assertEquals(List.of("bmsql_config", "a", "b", "other.c", "d", "e", "f"), ScriptTables.dropped(s));
    }
}
