package io.tpcbench.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.TestConfigs;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.PropsSource;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.Sending;
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
            assertTrue(m.portable() && m.sending() == Sending.PREPARED, profile);
            assertTrue(m.describe().endsWith("(portableStatements=auto: sharding=" + profile + ")"), m.describe());
            assertFalse(m.multiStatementTexts());
        }
    }

    @Test
    void portableStatementsCanBeForcedEitherWay() throws Exception {
        assertTrue(StatementMode.decide(config("portableStatements=true"), List.of())
                .portable());
        assertTrue(StatementMode.decide(
                        config("portableStatements=true", "conn=jdbc:mysql://h:3306/tpcc" + "?useServerPrepStmts=true"),
                        List.of())
                .describe()
                .contains("server-side (useServerPrepStmts=true"));
    }
}
