package io.tpcbench.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.workload.tpcc.schema.Table;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SqlScriptTest {
    @Test
    void splitsAtSemicolonsEndingLinesAndDropsComments() {
        List<String> s = SqlScript.split(
                List.of("-- comment", "CREATE TABLE a (", "  x INT", ");", "", "DROP TABLE b;", "ANALYZE TABLE c"));
        assertEquals(List.of("CREATE TABLE a (\n  x INT\n)", "DROP TABLE b", "ANALYZE TABLE c"), s);
    }

    @Test
    void dbSpecificStepWinsOverCommon(@TempDir Path home) throws Exception {
        Files.createDirectories(home.resolve("sql.mysql"));
        Files.createDirectories(home.resolve("sql.common"));
        Files.writeString(home.resolve("sql.mysql/indexCreates.sql"), "SELECT 1;");
        Files.writeString(home.resolve("sql.common/indexCreates.sql"), "SELECT 2;");
        Files.writeString(home.resolve("sql.common/tableDrops.sql"), "SELECT 3;");
        SqlLocator loc = new SqlLocator(home, "mysql");
        assertEquals(
                home.resolve("sql.mysql/indexCreates.sql"),
                loc.find(Step.INDEX_CREATES).orElseThrow());
        assertEquals(
                home.resolve("sql.common/tableDrops.sql"),
                loc.find(Step.TABLE_DROPS).orElseThrow());
        assertTrue(loc.find(Step.FOREIGN_KEYS).isEmpty());
    }

    @Test
    void everyStepExistsInTheRepository() {
        SqlLocator loc = new SqlLocator(SqlLocator.defaultHome(), "mysql");
        for (Step step : Step.values()) {
            assertTrue(loc.find(step).isPresent(), step.fileName());
            assertTrue(!loc.script(step).statements().isEmpty() || step == Step.BUILD_FINISH, step.fileName());
        }
    }

    @Test
    void mysqlTablesUseBenchmarkSqlNamesAndDeclareKeys() {
        SqlScript creates = new SqlLocator(SqlLocator.defaultHome(), "mysql").script(Step.TABLE_CREATES);
        assertEquals(Table.values().length, creates.statements().size());
        for (Table t : Table.values()) {
            String ddl = creates.statements().stream()
                    .filter(s -> s.contains("CREATE TABLE " + t.sqlName() + " ("))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError(t.sqlName()));
            assertTrue(ddl.contains("PRIMARY KEY"), t.sqlName());
            t.columns().forEach(c -> assertTrue(ddl.contains(c + " "), t.sqlName() + "." + c));
            assertTrue(!ddl.contains("FLOAT") && !ddl.contains("DOUBLE"), "money in DECIMAL: " + t.sqlName());
        }
    }

    @Test
    void stepNames() {
        assertEquals(Step.INDEX_CREATES, Step.byName("indexcreates").orElseThrow());
        assertEquals(Step.TABLE_DROPS, Step.byName("tableDrops.sql").orElseThrow());
        assertTrue(Step.byName("nope").isEmpty());
    }
}
