package io.tpcbench.workload.tpcc.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The configuration judged apart from the measurement: a TPC-C one, or a throughput test and why. */
class ComplianceTest {
    @Test
    void aSpecRunOfTwoHoursWithinTheCeilingIsATpccConfiguration() {
        Sections.Compliance c = TpccParts.compliance(List.of(), 7200, 12.5 * 10, 10);
        assertTrue(c.tpcc(), c.toString());
        assertTrue(c.statement().startsWith("a TPC-C configuration"), c.statement());
    }

    @Test
    void theShippedDefaultsSayOncePlainlyWhatTheyDepartFrom() {
        Sections.Compliance c = TpccParts.compliance(
                List.of(new Sections.Departure(
                        "keying", "no keying or think time (keyingTimeMultiplier=0, thinkTimeMultiplier=0)")),
                60,
                41_000,
                2);
        assertFalse(c.tpcc());
        assertEquals(
                List.of("keying", "interval", "ceiling"),
                c.departures().stream().map(Sections.Departure::rule).toList());
        assertEquals(
                "a throughput test, not a TPC-C result: no keying or think time (keyingTimeMultiplier=0,"
                        + " thinkTimeMultiplier=0); a 1.0-minute measurement interval, not 120 (5.5.1); 20,500 tpmC per"
                        + " warehouse, above the 12.86 that keying and think times allow",
                c.statement());
    }
}
