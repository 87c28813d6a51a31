package io.tpcbench.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/** Terminals far outnumbering connections are served in arrival order, each in its turn. */
class FairPoolTest {
    private static DataSource stubDataSource() {
        Connection conn = (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(),
                new Class<?>[] {Connection.class}, (p, m, a) -> null);
        return (DataSource) Proxy.newProxyInstance(DataSource.class.getClassLoader(),
                new Class<?>[] {DataSource.class}, (p, m, a) -> m.getName().equals("getConnection") ? conn : null);
    }

    @Test
    void manyTerminalsOnFewConnectionsAllGetTheirShare() throws Exception {
        int terminals = 2000;
        FairPool pool = new FairPool(stubDataSource(), 16);
        AtomicBoolean stop = new AtomicBoolean();
        ConcurrentHashMap<Integer, AtomicInteger> served = new ConcurrentHashMap<>();
        List<Thread> threads = new ArrayList<>();
        // every terminal exists before the first is served, so the comparison is over whole rounds
        CountDownLatch ready = new CountDownLatch(terminals);
        CountDownLatch go = new CountDownLatch(1);
        for (int i = 0; i < terminals; i++) {
            int id = i;
            served.put(id, new AtomicInteger());
            threads.add(Thread.ofVirtual().start(() -> {
                try {
                    ready.countDown();
                    go.await();
                    while (!stop.get()) {
                        try (FairPool.Lease lease = pool.borrow()) {
                            served.get(id).incrementAndGet();
                            Thread.sleep(1);
                        }
                    }
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }));
        }
        ready.await();
        go.countDown();
        Thread.sleep(3000);
        stop.set(true);
        for (Thread t : threads) {
            t.join();
        }
        int min = served.values().stream().mapToInt(AtomicInteger::get).min().orElseThrow();
        int max = served.values().stream().mapToInt(AtomicInteger::get).max().orElseThrow();
        double mean = served.values().stream().mapToInt(AtomicInteger::get).average().orElseThrow();
        assertTrue(min >= 1, "a terminal was never served");
        // served in turn, every terminal is within a round or two of the others; a thread the OS
        // did not run for a while (a loaded CI machine) may miss a few rounds, never most of them
        // as with an unfair pool, where some terminals are served hundreds of times and others never
        assertTrue(max - min <= Math.max(2, mean / 5), "uneven service: min " + min + " max " + max + " mean " + mean);
    }

    @Test
    void waitingTerminalsAreServedInArrivalOrder() throws Exception {
        FairPool pool = new FairPool(stubDataSource(), 1);
        List<Integer> order = Collections.synchronizedList(new ArrayList<>());
        FairPool.Lease held = pool.borrow();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            int id = i;
            CountDownLatch queued = new CountDownLatch(1);
            threads.add(Thread.ofVirtual().start(() -> {
                queued.countDown();
                try (FairPool.Lease lease = pool.borrow()) {
                    order.add(id);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }));
            queued.await();
            // let the thread reach the semaphore's queue before the next one arrives
            while (threads.get(i).getState() != Thread.State.WAITING) {
                Thread.onSpinWait();
            }
        }
        held.close();
        for (Thread t : threads) {
            t.join();
        }
        List<Integer> expected = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            expected.add(i);
        }
        assertEquals(expected, order);
    }
}
