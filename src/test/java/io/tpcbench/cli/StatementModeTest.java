package io.tpcbench.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.TestConfigs;
import io.tpcbench.config.ConfigException;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.PropsSource;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.Sending;
import io.tpcbench.driver.Benchmark;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The sharding profiles of TiDB, PolarDB-X and OceanBase select the portable statements unless told otherwise. */
class StatementModeTest {
    private static TpcConfig config(String... extra) {
        return TestConfigs.load(
                PropsSource.parse(
                        "t",
                        List.of("conn=jdbc:mysql://127.0.0.1:3306/tpcc", "warehouses=2", "runMins=1"),
                        List.of(extra)),
                ConfigLoader.Purpose.RUN);
    }

    @Test
    void theDistributedProfilesGetThePortableStatements() throws Exception {
        for (String profile : List.of("tidb", "polardbx", "polardbx-auto", "oceanbase")) {
            StatementMode m = StatementMode.decide(config("sharding=" + profile), List.of());
            // each step in one text, the COMMIT alone, as on Galera
            assertTrue(m.portable() && m.sending() == Sending.TOGETHER_COMMIT_ALONE, profile);
            assertTrue(m.describe().endsWith("(portableStatements=auto: sharding=" + profile + ")"), m.describe());
            assertTrue(m.multiStatementTexts());
            assertFalse(m.commit().oneTrip());
        }
    }

    @Test
    void thePortableStatementsGoOneByOneWhereMultiStatementTextsAreNotWantedOrServerPrepared() throws Exception {
        StatementMode m = StatementMode.decide(config("portableStatements=true", "multiStatements=false"), List.of());
        assertTrue(m.portable() && m.sending() == Sending.ONE_BY_ONE && !m.multiStatementTexts(), m.toString());
        StatementMode prepared = StatementMode.decide(
                config("portableStatements=true", "conn=jdbc:mysql://h:3306/tpcc?useServerPrepStmts=true"), List.of());
        assertTrue(prepared.portable() && prepared.sending() == Sending.PREPARED, prepared.toString());
        assertTrue(
                prepared.describe().contains("one server-side prepared statement per round trip"), prepared.describe());
    }

    @Test
    void portableStatementsCanBeForcedEitherWay() throws Exception {
        assertTrue(StatementMode.decide(config("portableStatements=true"), List.of())
                .portable());
        assertTrue(StatementMode.decide(
                        config("portableStatements=true", "conn=jdbc:mysql://h:3306/tpcc" + "?useServerPrepStmts=true"),
                        List.of())
                .describe()
                .contains("(useServerPrepStmts=true in conn)"));
    }

    @Test
    void storedProceduresGoWhereTheCommitTravelsInTheTextAndNowhereElse() throws Exception {
        StatementMode m = StatementMode.decide(config("storedProcedures=true", "oneTripCommit=true"), List.of());
        assertTrue(m.sending() == Sending.PROCEDURE && m.multiStatementTexts(), m.toString());
        assertTrue(m.describe().contains("CALL of a stored procedure"), m.describe());
        for (List<String> wrong : List.of(
                List.of("oneTripCommit=false"),
                List.of("oneTripCommit=true", "multiStatements=false"),
                List.of("oneTripCommit=true", "conn=jdbc:mysql://h:3306/tpcc?useServerPrepStmts=true"),
                List.of("oneTripCommit=true", "compoundStatements=true"),
                List.of("portableStatements=true"),
                List.of("sharding=tidb"))) {
            List<String> keys = new ArrayList<>(wrong);
            keys.add("storedProcedures=true");
            ConfigException e = assertThrows(
                    ConfigException.class, () -> StatementMode.decide(config(keys.toArray(String[]::new)), List.of()));
            assertTrue(e.getMessage().contains("storedProcedures="), e.getMessage());
        }
        assertTrue(StatementMode.decide(config("oneTripCommit=true"), List.of()).sending() != Sending.PROCEDURE);
        // created on one server: a run over several endpoints would call them where they are not
        List<Benchmark.Endpoint> two = List.of(
                new Benchmark.Endpoint("127.0.0.1:3306", null, 1, null),
                new Benchmark.Endpoint("127.0.0.2:3306", null, 1, null));
        ConfigException e = assertThrows(
                ConfigException.class,
                () -> StatementMode.decide(config("storedProcedures=true", "oneTripCommit=true"), two));
        assertTrue(e.getMessage().contains("has 2 endpoints"), e.getMessage());
    }
}
