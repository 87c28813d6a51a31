package io.tpcbench.workload.tpcc.acid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.TestConfigs;
import io.tpcbench.config.ConfigException;
import io.tpcbench.config.ConfigLoader.Purpose;
import io.tpcbench.config.PropsSource;
import io.tpcbench.config.TpcConfig;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The keys of run/runAcid.sh: which tests, and the wait; one test per rule, each asserting the message. */
class AcidOptionsTest {
    private static final List<String> BASE =
            List.of("conn=jdbc:mysql://127.0.0.1:3306/tpcc", "warehouses=1", "terminals=1", "runMins=1");

    private static TpcConfig load(String... extra) {
        return TestConfigs.load(PropsSource.parse("t", BASE, Arrays.asList(extra)), Purpose.RUN);
    }

    private static AcidOptions options(String... extra) {
        return AcidOptions.of(load(extra));
    }

    private static void assertProblem(String expected, String... extra) {
        List<String> problems =
                assertThrows(ConfigException.class, () -> load(extra)).problems();
        assertTrue(problems.contains(expected), "expected <" + expected + "> in " + problems);
    }

    @Test
    void byDefaultEveryTestRunsInTheClausesOrderDurabilityOnAScratchServer() {
        AcidOptions o = options();
        assertEquals(AcidOptions.ALL, o.inOrder());
        assertEquals("all", o.toString());
        assertEquals(AcidOptions.DurabilityServer.SCRATCH, o.durabilityServer());
        assertFalse(o.durabilityRequired(), "all leaves durability out when no scratch server can be started");
        assertEquals(3, o.waitSecs());
    }

    @Test
    void withTheServersCommandsDurabilityCrashesTheServer() {
        AcidOptions o = options("acidServerCrash=kill -9 1234", "acidServerStart=systemctl start mariadb");
        assertEquals(AcidOptions.ALL, o.inOrder());
        assertEquals(AcidOptions.DurabilityServer.COMMANDS, o.durabilityServer());
        assertEquals(20, o.durabilitySecs());
        assertEquals(600, o.recoverySecs());
        assertEquals(
                AcidOptions.DurabilityServer.SCRATCH,
                options("acidServerCrash=kill -9 1234", "acidServerStart=x", "acidDurabilityServer=scratch")
                        .durabilityServer());
    }

    @Test
    void durabilityNamedIsRequired() {
        assertTrue(options("acidTests=durability").durabilityRequired());
        assertTrue(options("acidDurabilityServer=scratch").durabilityRequired());
        assertFalse(options("acidTests=isolation").runs("durability"));
    }

    @Test
    void noneLeavesDurabilityOut() {
        AcidOptions o = options("acidDurabilityServer=none");
        assertEquals(AcidOptions.ALL.subList(0, AcidOptions.ALL.size() - 1), o.inOrder());
        assertEquals("all but durability: acidDurabilityServer=none", o.toString());
        assertProblem(
                "acidTests=durability names durability, which acidDurabilityServer=none turns off",
                "acidTests=durability",
                "acidDurabilityServer=none");
    }

    @Test
    void theCommandsComeInPairs() {
        assertProblem(
                "acidServerCrash is set without acidServerStart: the durability test needs a command that crashes"
                        + " the server and one that starts it again",
                "acidServerCrash=kill -9 1234");
        assertProblem(
                "acidDurabilityServer=commands: the durability test needs acidServerCrash (a command that crashes"
                        + " the server) and acidServerStart (one that starts it again)",
                "acidDurabilityServer=commands");
        assertProblem(
                "acidDurabilityServer=local is not one of auto, commands, scratch, none", "acidDurabilityServer=local");
    }

    @Test
    void groupsAndSingleTestsCombine() {
        AcidOptions o = options("acidTests=isolation7, atomicity");
        assertEquals(List.of("atomicity1", "atomicity2", "isolation7"), o.inOrder());
        assertEquals(
                List.of(
                        "isolation1",
                        "isolation2",
                        "isolation3",
                        "isolation4",
                        "isolation5",
                        "isolation6",
                        "isolation7",
                        "isolation8",
                        "isolation9"),
                options("acidTests=ISOLATION").inOrder());
    }

    @Test
    void anUnknownTestIsNamed() {
        assertProblem(
                "acidTests=isolation10,durable: [isolation10, durable] is not one of all, consistency,"
                        + " atomicity, isolation, atomicity1-2, isolation1-9, durability",
                "acidTests=isolation10,durable");
    }

    @Test
    void theWaitIsBounded() {
        assertProblem("acidWaitSecs=0 is out of range: it must be from 1 to 600", "acidWaitSecs=0");
    }
}
