package io.tpcbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The configuration judged apart from the measurement: a TPC-C one, or a throughput test and why. */
class ComplianceTest {
    private static SummaryBuilder.RunFacts facts(double secs, int warehouses, List<RunSummary.Departure> config) {
        return new SummaryBuilder.RunFacts("a", "b", secs, false, new RunSummary.Window(0, 0, (long) (secs * 1000)),
                warehouses, 10 * warehouses, 0, null, SummaryBuilder.ServerCost.UNKNOWN,
                new RunSummary.Environment("s", "d", "i", "c", ""), null, null, config, null);
    }

    @Test
    void aSpecRunOfTwoHoursWithinTheCeilingIsATpccConfiguration() {
        RunSummary.Compliance c = SummaryBuilder.compliance(facts(7200, 10, List.of()), 12.5 * 10);
        assertTrue(c.tpcc(), c.toString());
        assertTrue(c.statement().startsWith("a TPC-C configuration"), c.statement());
    }

    @Test
    void theShippedDefaultsSayOncePlainlyWhatTheyDepartFrom() {
        RunSummary.Compliance c = SummaryBuilder.compliance(facts(60, 2, List.of(new RunSummary.Departure("keying",
                "no keying or think time (keyingTimeMultiplier=0, thinkTimeMultiplier=0)"))), 41_000);
        assertFalse(c.tpcc());
        assertEquals(List.of("keying", "interval", "ceiling"), c.departures().stream().map(RunSummary.Departure::rule)
                .toList());
        assertEquals("a throughput test, not a TPC-C result: no keying or think time (keyingTimeMultiplier=0,"
                + " thinkTimeMultiplier=0); a 1.0-minute measurement interval, not 120 (5.5.1); 20,500 tpmC per"
                + " warehouse, above the 12.86 that keying and think times allow", c.statement());
    }
}
