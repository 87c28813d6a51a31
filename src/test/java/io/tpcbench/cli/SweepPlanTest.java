package io.tpcbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.config.UsageException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How a sweep's command line becomes its runs: one swept key, or a grid of two, and server variables. */
class SweepPlanTest {
    private static SweepPlan parse(String... overrides) {
        return SweepPlan.parse(List.of(overrides), "usage");
    }

    private static String error(String... overrides) {
        return assertThrows(UsageException.class, () -> parse(overrides)).getMessage();
    }

    @Test
    void theSweptKeyIsTheOneWithAList() {
        SweepPlan p = parse("warehouses=2", "terminals=8,16");
        assertFalse(p.grid());
        assertEquals("terminals", p.x().key());
        assertEquals(
                List.of("warehouses=2", "terminals=16"),
                p.propsOverrides(p.points().get(1)));
        assertEquals("02_terminals-16", p.directoryName(p.points().get(1)));
        SweepPlan one = parse("warehouses=2", "terminals=8");
        assertEquals(List.of("2"), one.x().values(), "without a list the first override is swept, once");
        assertEquals(1, one.points().size());
    }

    @Test
    void twoListsMakeAGridWhoseFirstKeyNamesTheCurves() {
        SweepPlan p = parse("server.thread_pool_oversubscribe=3,10,20", "terminals=64,256", "runMins=1");
        assertTrue(p.grid());
        assertEquals("server.thread_pool_oversubscribe", p.curves().key());
        assertEquals(6, p.points().size());
        SweepPlan.Point fourth = p.points().get(3);
        assertEquals(new SweepPlan.Point(4, "10", "256"), fourth, "the curves outer, x inner");
        assertEquals(
                List.of("runMins=1", "terminals=256"),
                p.propsOverrides(fourth),
                "a server variable is not a props key");
        assertEquals(Map.of("thread_pool_oversubscribe", "10"), p.server(fourth));
        assertEquals("04_server.thread_pool_oversubscribe-10_terminals-256", p.directoryName(fourth));
        assertEquals(Map.of("thread_pool_oversubscribe", List.of("3", "10", "20")), p.serverValues());
    }

    @Test
    void aFixedServerVariableIsSetForEveryRun() {
        SweepPlan p = parse("server.innodb_flush_log_at_trx_commit=2", "terminals=4,8");
        assertEquals("terminals", p.x().key());
        assertEquals(
                Map.of("innodb_flush_log_at_trx_commit", "2"),
                p.server(p.points().get(1)));
        assertEquals(List.of("terminals=8"), p.propsOverrides(p.points().get(1)));
    }

    @Test
    void badSweepsAreRefusedWithTheirReason() {
        assertTrue(error("a=1,2", "b=1,2", "c=1,2").contains("more than two keys"));
        assertTrue(error("server.x-y=1,2").contains("does not name a server variable"));
        assertTrue(error("server.x;DROP=1").contains("does not name a server variable"));
        assertTrue(error("terminals=8,,16").contains("empty value"));
        assertTrue(error("terminals=8,8").contains("repeats a value"));
        assertTrue(error("resultDirectory=a,b").contains("cannot be swept"));
        assertEquals("usage", error());
    }
}
