package io.tpcbench.workload.chbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.TestConfigs;
import io.tpcbench.config.ConfigException;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.PropsSource;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.workload.DriverShare;
import io.tpcbench.workload.Kind;
import io.tpcbench.workload.SummaryText;
import io.tpcbench.workload.chbench.query.ChQueries;
import io.tpcbench.workload.chbench.query.ChQuery;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * CH-benCHmark's workload as the engine sees it: TPC-C's five kinds, then the 22 queries; the TPC-C
 * terminals, then the streams, each its own permutation; the streams shared out among drivers; its
 * words TPC-C's wherever it says nothing of its own.
 */
class ChbenchTest {
    private static TpcConfig config(String... keys) {
        List<String> lines =
                new ArrayList<>(List.of("conn=jdbc:mysql://127.0.0.1:3306/ch", "workload=chbench", "warehouses=8"));
        lines.addAll(List.of(keys));
        if (lines.stream().noneMatch(l -> l.startsWith("runMins="))) {
            lines.add("runMins=1");
        }
        return TestConfigs.load(PropsSource.parse("t", lines, List.of()), ConfigLoader.Purpose.RUN);
    }

    @Test
    void theKindsAreTpccsFiveThenTheQueriesEachAtItsOrdinal() {
        List<Kind> kinds = new Chbench().kinds();
        assertEquals(27, kinds.size());
        for (int i = 0; i < kinds.size(); i++) {
            assertEquals(i, kinds.get(i).ordinal(), kinds.get(i).name());
        }
        assertEquals("NEW_ORDER", kinds.get(0).name());
        assertEquals("CH_Q1", kinds.get(5).name());
        assertEquals("Q22", kinds.get(26).displayName());
        assertEquals(27, new HashSet<>(kinds.stream().map(Kind::name).toList()).size(), "names unique (file names)");
    }

    @Test
    void theStreamsRunBesideTheTerminals() {
        Chbench ch = new Chbench();
        assertEquals(10, ch.terminals(config("terminals=8", "analyticalStreams=2")));
        assertEquals(8, ch.terminals(config("terminals=8", "analyticalStreams=0")));
        assertEquals(9, ch.terminals(config("terminals=8")), "one stream by default");
        // the streams write nothing: no home warehouse, any endpoint
        assertEquals(0, ch.seats(config("terminals=8", "analyticalStreams=2")).partitionOf(8));
    }

    @Test
    void eachStreamRunsEveryQueryOnceAPassInAPermutationOfItsOwn() {
        List<QueryKind> kinds = new ArrayList<>();
        for (ChQuery q : ChQueries.all()) {
            kinds.add(new QueryKind(q, 5 + kinds.size()));
        }
        QueryStream a = new QueryStream(kinds, new SplittableRandom(1), new StreamLink(null, null));
        QueryStream b = new QueryStream(kinds, new SplittableRandom(2), new StreamLink(null, null));
        assertEquals(22, new HashSet<>(a.order()).size());
        assertNotEquals(a.order(), b.order());
        List<Integer> twoPasses = new ArrayList<>();
        for (int i = 0; i < 44; i++) {
            twoPasses.add(((QueryWork) a.next()).kind().query().number());
        }
        assertEquals(a.order(), twoPasses.subList(0, 22));
        assertEquals(a.order(), twoPasses.subList(22, 44), "the same permutation each pass");
    }

    @Test
    void driversShareTheStreamsAsTheyShareTheTerminals() {
        List<DriverShare> shares = new Chbench().splitRun(config("terminals=8", "analyticalStreams=3"), 2);
        assertEquals(
                List.of("runWarehouseFrom=1", "runWarehouseTo=4", "analyticalStreams=2"),
                shares.get(0).settings());
        assertEquals(
                List.of("runWarehouseFrom=5", "runWarehouseTo=8", "analyticalStreams=1"),
                shares.get(1).settings());
        assertTrue(
                shares.get(1).scope().endsWith("1 analytical stream(s)"),
                shares.get(1).scope());
    }

    @Test
    void aCountOfUnitsOrACapOfTheRateWouldBindTheStreamsToo() {
        ConfigException e = assertThrows(
                ConfigException.class,
                () -> config("analyticalStreams=1", "runMins=0", "runTxnsPerTerminal=100", "limitTxnsPerMin=6000"));
        assertTrue(e.getMessage().contains("runTxnsPerTerminal=100 with analyticalStreams=1"), e.getMessage());
        assertTrue(e.getMessage().contains("limitTxnsPerMin=6000 with analyticalStreams=1"), e.getMessage());
        assertEquals(
                8,
                new Chbench()
                        .terminals(
                                config("terminals=8", "analyticalStreams=0", "runMins=0", "runTxnsPerTerminal=100")));
    }

    /** A method SummaryText gains must be passed on to TPC-C's words, or CH-benCHmark's page would silently lose it. */
    @Test
    void everyWordOfTheSummaryTextIsPassedOn() throws Exception {
        for (Method m : SummaryText.class.getDeclaredMethods()) {
            if (Modifier.isStatic(m.getModifiers()) || m.isSynthetic()) {
                continue;
            }
            Method own = ChText.class.getDeclaredMethod(m.getName(), m.getParameterTypes());
            assertEquals(ChText.class, own.getDeclaringClass(), m.getName());
        }
    }
}
