package io.tpcbench.metrics;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class ScrapesTest {
    private static final long GAP_MILLIS = 400;

    /** Two answers GAP_MILLIS apart, so that the command then waits at most twice that for one more. */
    private static ExecutorService scrapedTwice(Scrapes scrapes) throws Exception {
        ExecutorService answers = scrapes.executor();
        answers.submit(scrapes::scraped).get();
        Thread.sleep(GAP_MILLIS);
        answers.submit(scrapes::scraped).get();
        return answers;
    }

    @Test
    void anAnswerBegunBeforeTheEndDoesNotHoldTheFinalCounts() throws Exception {
        Scrapes scrapes = new Scrapes();
        ExecutorService answers = scrapedTwice(scrapes);
        CountDownLatch release = new CountDownLatch(1);
        Thread.sleep(GAP_MILLIS); // scraped at the regular gap
        answers.submit(() -> {
            scrapes.scraped();
            release.await();
            return null;
        });
        Thread.sleep(50); // the answer has started, reading the counts as they were
        long from = System.nanoTime();
        release.countDown();
        scrapes.awaitOneMore(from);
        long waitedMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - from);
        assertTrue(waitedMillis >= 2 * GAP_MILLIS - 50, "returned after " + waitedMillis + " ms on an older scrape");
        answers.shutdown();
    }

    @Test
    void waitsForTheNextScrapeToBeSentInFull() throws Exception {
        Scrapes scrapes = new Scrapes();
        ExecutorService answers = scrapedTwice(scrapes);
        AtomicBoolean sent = new AtomicBoolean();
        long from = System.nanoTime();
        Thread.ofPlatform().start(() -> {
            try {
                Thread.sleep(100);
                answers.submit(() -> {
                    scrapes.scraped();
                    Thread.sleep(200); // an answer still being written
                    sent.set(true);
                    return null;
                });
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        scrapes.awaitOneMore(from);
        assertTrue(sent.get(), "returned before the last scrape's answer was sent");
        answers.shutdown();
    }

    @Test
    void anExchangeThatReadsNoCountsIsNoScrape() throws Exception {
        Scrapes scrapes = new Scrapes();
        ExecutorService answers = scrapedTwice(scrapes);
        long from = System.nanoTime();
        answers.submit(() -> {}).get(); // an idle connection closing: the server runs an exchange for it
        scrapes.awaitOneMore(from);
        long waitedMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - from);
        assertTrue(waitedMillis >= 2 * GAP_MILLIS - 50, "returned after " + waitedMillis + " ms on no scrape");
        answers.shutdown();
    }

    @Test
    void noRegularScrapesNoWait() {
        Scrapes scrapes = new Scrapes();
        long from = System.nanoTime();
        scrapes.awaitOneMore(from);
        assertTrue(System.nanoTime() - from < TimeUnit.MILLISECONDS.toNanos(100));
    }
}
