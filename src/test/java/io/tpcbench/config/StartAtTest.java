package io.tpcbench.config;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.TestConfigs;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class StartAtTest {
    /** 2026-11-23 12:00 UTC, on a machine in Berlin (UTC+1 in November). */
    private static final Clock BERLIN = Clock.fixed(Instant.parse("2026-11-23T12:00:00Z"), ZoneId.of("Europe/Berlin"));

    private static Instant parse(String text) {
        return StartAt.parse(text, BERLIN).orElseThrow();
    }

    @Test
    void anInstantWithItsOffsetIsTakenAsWritten() {
        assertEquals(Instant.parse("2026-11-23T14:30:00Z"), parse("2026-11-23T14:30:00Z"));
        assertEquals(Instant.parse("2026-11-23T14:30:00Z"), parse("2026-11-23T15:30:00+01:00"));
    }

    @Test
    void localTimesAreInTheMachinesZone() {
        assertEquals(Instant.parse("2026-11-23T13:30:00Z"), parse("2026-11-23T14:30:00"));
        assertEquals(Instant.parse("2026-11-23T13:30:00Z"), parse("2026-11-23 14:30:00"));
        assertEquals(Instant.parse("2026-11-23T13:30:15Z"), parse("14:30:15"));
        assertEquals(Instant.parse("2026-11-23T13:30:00Z"), parse("14:30"));
    }

    @Test
    void emptyMeansNoAgreedStart() {
        assertEquals(Optional.empty(), StartAt.parse(" ", BERLIN));
    }

    @Test
    void textThatIsNoTimeIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> parse("25:00"));
        assertTrue(e.getMessage().startsWith("startAt=25:00 is not a time"), e.getMessage());
    }

    @Test
    void aPassedStartIsRefusedWithHowLate() {
        RunConfig run = TestConfigs.load(
                        PropsSource.parse(
                                "t",
                                List.of(
                                        "conn=jdbc:mysql://127.0.0.1:3306/tpcc",
                                        "warehouses=1",
                                        "runMins=1",
                                        "rampupMins=0.5",
                                        "startAt=2026-11-23T12:00:00Z"),
                                List.of()),
                        ConfigLoader.Purpose.RUN)
                .run();
        ConfigException late = assertThrows(
                ConfigException.class, () -> StartAt.checkAhead(run, Instant.parse("2026-11-23T12:00:02.5Z")));
        assertEquals(
                List.of("startAt=2026-11-23T12:00:00Z was 2.5 s ago: give every driver the same time far enough"
                        + " ahead for all of them to start and warm up (rampupMins=0.5)"),
                late.problems());
        assertDoesNotThrow(() -> StartAt.checkAhead(run, Instant.parse("2026-11-23T11:59:59Z")));
        assertTrue(assertThrows(
                        ConfigException.class, () -> StartAt.checkAhead(run, Instant.parse("2026-11-25T12:00:00Z")))
                .getMessage()
                .contains("was 48 h ago"));
    }
}
