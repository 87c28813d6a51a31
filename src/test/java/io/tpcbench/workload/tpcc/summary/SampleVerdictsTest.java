package io.tpcbench.workload.tpcc.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.workload.TypeLine;
import io.tpcbench.workload.Verdict;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Verdicts that respect the sample: binomial intervals for the spec's shares, and decks for the mix. */
class SampleVerdictsTest {
    @Test
    void aSmallSampleIsTooFewToJudge() {
        // the spec-mode run of issue 22: 72 New-Orders, one rolled back (1.39%)
        Verdict v = TpccVerdicts.binomial("New-Order rollbacks (2.4.1.4)", 1, 72, 0.01);
        assertEquals(Verdict.NOT_APPLICABLE, v.status());
        assertEquals("too few to judge (n=72)", v.measured());
    }

    @Test
    void aSmallSampleFarOffTheSharesIntervalStillPasses() {
        // 17.2% remote payments of 69: within 15% +- 16.9 points at n=69
        assertEquals(
                Verdict.PASS,
                TpccVerdicts.binomial("remote payments", 12, 69, 0.15).status());
    }

    @Test
    void aLargeSampleIsJudgedTightly() {
        assertEquals(
                Verdict.PASS,
                TpccVerdicts.binomial("rollbacks", 160, 15_000, 0.01).status());
        Verdict off = TpccVerdicts.binomial("rollbacks", 200, 15_000, 0.01);
        assertEquals(Verdict.FAIL, off.status(), "1.33% of 15,000 is no chance: " + off);
        assertTrue(off.limit().startsWith("1.00 % +- 0.32"), off.limit());
    }

    @Test
    void aDriverThatNeverRollsBackFails() {
        assertEquals(
                Verdict.FAIL, TpccVerdicts.binomial("rollbacks", 0, 5_000, 0.01).status());
    }

    private static List<TypeLine> types(long... completed) {
        long total = 0;
        for (long c : completed) {
            total += c;
        }
        String[] names = {"New-Order", "Payment", "Order-Status", "Delivery", "Stock-Level"};
        List<TypeLine> lines = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            lines.add(new TypeLine(
                    names[i], completed[i], 0, 0, 0, 1, 1, 1, 1, 1, 1, 100.0 * completed[i] / total, 0, 5000));
        }
        return lines;
    }

    private static TpccVerdicts.Sample sample(int terminals, List<Double> weights, int deck) {
        return new TpccVerdicts.Sample(
                2, terminals, new Sections.MixPlan(weights, deck), new Sections.MixCounts(0, 0, 0, 0, 0));
    }

    @Test
    void fewerThanADeckPerTerminalIsTooFewToJudgeTheMix() {
        List<Verdict> v =
                TpccVerdicts.mixMinima(sample(20, List.of(44.4, 43.3, 4.1, 4.1, 4.1), 1000), types(72, 70, 4, 3, 3));
        assertEquals(Verdict.NOT_APPLICABLE, v.get(1).status());
        assertEquals(
                "too few to judge (n=152, under one deck of 1000 cards per terminal)",
                v.get(1).measured());
    }

    @Test
    void weightsOnTheMinimaAreSaidOnceNextToTheVerdict() {
        List<Verdict> v = TpccVerdicts.mixMinima(
                sample(2, List.of(45.0, 43.0, 4.0, 4.0, 4.0), 100), types(4502, 4299, 400, 399, 400));
        assertEquals(Verdict.FAIL, v.get(0).status(), "42.99% is below 43%, as measured");
        assertTrue(
                v.get(0).measured().contains("the weights 45/43/4/4/4 put Payment exactly on its minimum"),
                v.get(0).measured());
        assertTrue(v.stream().skip(1).noneMatch(x -> x.measured().contains("the weights")), "said once");
    }

    @Test
    void theShippedWeightsClearTheMinima() {
        List<Verdict> v = TpccVerdicts.mixMinima(
                sample(2, List.of(44.4, 43.3, 4.1, 4.1, 4.1), 1000), types(4440, 4330, 410, 408, 410));
        assertTrue(v.stream().allMatch(x -> x.status().equals(Verdict.PASS)), v.toString());
    }
}
