package io.tpcbench.config;

import static io.tpcbench.config.ConfigLoading.assertProblem;
import static io.tpcbench.config.ConfigLoading.load;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.config.ConfigLoader.Purpose;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * The values of the build's and the run's keys: whole numbers, booleans, ranges, terminals per
 * warehouse, the run's length and start; one test per rule, each asserting the message the user sees.
 */
class RunValuesConfigTest {
    @Test
    void loadWorkersMustBePositive() {
        assertProblem("loadWorkers=0 is out of range: it must be from 1 to 1024", "loadWorkers=0");
    }

    @Test
    void terminalsMustBePositive() {
        assertProblem("terminals=-1 is out of range: it must be from 1 to 1000000", "terminals=-1");
    }

    @Test
    void atMostTenTerminalsPerWarehouse() {
        assertProblem(
                "terminals=21 is more than 10 per warehouse (warehouses=2 allows at most 20;"
                        + " maxTerminalsPerWarehouse=0 lifts the limit, outside TPC-C's terminal model)",
                "terminals=21");
    }

    @Test
    void moreTerminalsPerWarehouseOnRequest() {
        assertEquals(
                1920, load("terminals=1920", "maxTerminalsPerWarehouse=0").run().terminals());
        assertEquals(
                64, load("terminals=64", "maxTerminalsPerWarehouse=32").run().terminals());
        assertProblem(
                "terminals=65 is more than 32 per warehouse (warehouses=2 allows at most 64;"
                        + " maxTerminalsPerWarehouse=0 lifts the limit, outside TPC-C's terminal model)",
                "terminals=65",
                "maxTerminalsPerWarehouse=32");
    }

    @Test
    void runMinsAndRunTxnsBothSet() {
        assertProblem(
                "runMins=1 and runTxnsPerTerminal=10: exactly one of them must be non-zero", "runTxnsPerTerminal=10");
    }

    @Test
    void runMinsAndRunTxnsNeitherSet() {
        assertProblem("runMins=0 and runTxnsPerTerminal=0: exactly one of them must be non-zero", "runMins=0");
    }

    @Test
    void runLengthIsNotRequiredToBuild() {
        assertEquals(0.0, load(Purpose.BUILD, "runMins=0").run().window().runMins());
    }

    @Test
    void decimalRunMinsAreAllowed() {
        assertEquals(0.5, load("runMins=0.5").run().window().runMins());
    }

    @Test
    void rampupMustNotBeNegative() {
        assertProblem("rampupMins=-1 is out of range: it must be from 0 to 1000000", "rampupMins=-1");
    }

    @Test
    void booleanMustBeTrueOrFalse() {
        assertProblem("resultCsv=maybe is not true or false", "resultCsv=maybe");
    }

    @Test
    void seedMustBeANumber() {
        assertProblem("seed=abc is not a whole number", "seed=abc");
    }

    @Test
    void seedIsOptional() {
        assertTrue(load().build().seed().isEmpty());
        assertEquals(42L, load("seed=42").build().seed().getAsLong());
    }

    @Test
    void textCorpusMustBeAReadableFile() {
        assertProblem("textCorpus=/no/such/corpus.txt is not a readable file", "textCorpus=/no/such/corpus.txt");
    }

    @Test
    void startAtIsEmptyByDefault() {
        assertTrue(load().run().window().startAt().isEmpty());
    }

    @Test
    void startAtMustBeATime() {
        assertProblem("startAt=soon is not a time: write it as " + StartAt.FORMS, "startAt=soon");
        assertEquals(
                Instant.parse("2026-11-23T14:30:00Z"),
                load("startAt=2026-11-23T14:30:00Z").run().window().startAt().orElseThrow());
    }
}
