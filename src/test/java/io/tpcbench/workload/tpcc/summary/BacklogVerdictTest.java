package io.tpcbench.workload.tpcc.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tpcbench.workload.Verdict;
import org.junit.jupiter.api.Test;

/** Deferred Delivery cannot inflate tpmC unseen: what the window left undone, and the queue's growth. */
class BacklogVerdictTest {
    private static Sections.DeferredDelivery delivery(long queued, long completed, long start, long end) {
        return new Sections.DeferredDelivery(
                completed, 0, 0, 0, 10, 20, queued, Math.max(0, queued - completed), start, end, 2);
    }

    @Test
    void theWorkersInTheMiddleOfOneEachAtTheEndPass() {
        assertEquals(
                Verdict.PASS, TpccVerdicts.backlog(delivery(1000, 998, 0, 0)).status());
        assertEquals(Verdict.PASS, TpccVerdicts.backlog(delivery(5, 3, 0, 0)).status(), "2 workers, 2 left");
    }

    @Test
    void moreThanOnePercentLeftOverFails() {
        assertEquals(
                Verdict.PASS, TpccVerdicts.backlog(delivery(1000, 990, 0, 8)).status());
        assertEquals(
                Verdict.FAIL, TpccVerdicts.backlog(delivery(1000, 989, 0, 9)).status());
    }

    @Test
    void aQueueThatGrowsThroughTheWindowFails() {
        assertEquals(
                Verdict.FAIL,
                TpccVerdicts.backlog(delivery(100_000, 99_990, 0, 2_000)).status());
        assertEquals(
                Verdict.PASS,
                TpccVerdicts.backlog(delivery(100_000, 99_990, 2_000, 2_000)).status(),
                "a backlog inherited from the warm-up that does not grow");
    }

    @Test
    void noDeliveryNoVerdict() {
        assertEquals(
                Verdict.NOT_APPLICABLE,
                TpccVerdicts.backlog(delivery(0, 0, 0, 0)).status());
    }
}
