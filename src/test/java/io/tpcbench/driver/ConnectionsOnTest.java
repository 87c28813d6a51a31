package io.tpcbench.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tpcbench.TestConfigs;
import io.tpcbench.cli.Workloads;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.PropsSource;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.workload.Seats;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each endpoint's pool holds what its terminals and delivery workers need: j on endpoint j mod n,
 * or with endpoint affinity the terminals the workload seats on the partitions the endpoint serves.
 */
class ConnectionsOnTest {
    /** Terminal t on partition t mod 10 + 1, as TPC-C seats 20 terminals on warehouses 1..10. */
    private static final Seats TEN = t -> t % 10 + 1;

    private static TpcConfig run(String... keys) {
        return TestConfigs.load(
                PropsSource.parse(
                        "t", List.of("conn=jdbc:mysql://h:1/x", "warehouses=10", "runMins=1"), Arrays.asList(keys)),
                ConfigLoader.Purpose.RUN);
    }

    /** The connections of endpoint {@code i} of {@code n} for the seated terminals and the workload's deferred workers. */
    private static int on(TpcConfig config, Seats seats, int i, int n) {
        return Seating.connectionsOn(
                config.run(), seats, Workloads.of(config.workload()).deferredWorkers(config), i, n);
    }

    private static List<Integer> onThree(TpcConfig r, Seats seats) {
        return List.of(on(r, seats, 0, 3), on(r, seats, 1, 3), on(r, seats, 2, 3));
    }

    @Test
    void aConnectionPerTerminalAndWorkerOfTheEndpoint() {
        TpcConfig r = run("terminals=3", "maxDeliveryBGThreads=1");
        // terminals 0 and 2 and worker 0 on the first endpoint, terminal 1 on the second
        assertEquals(3, on(r, TEN, 0, 2));
        assertEquals(1, on(r, TEN, 1, 2));
        assertEquals(4, on(r, TEN, 0, 1));
    }

    @Test
    void sharedConnectionsAreSplitEvenly() {
        TpcConfig r = run("terminals=100", "connectionPoolSize=10", "maxDeliveryBGThreads=2");
        assertEquals(List.of(4 + 1, 3 + 1, 3), onThree(r, TEN));
    }

    @Test
    void anEndpointWithoutTerminalsStillHasAConnection() {
        TpcConfig r = run("terminals=1", "maxDeliveryBGThreads=1");
        assertEquals(1, on(r, TEN, 2, 3));
    }

    @Test
    void withEndpointAffinityAnEndpointHoldsTheTerminalsOfItsPartitions() {
        // 2 terminals on each of 10 partitions; 1, 4, 7, 10 on endpoint 0, 2, 5, 8 on 1, 3, 6, 9 on 2
        TpcConfig affinity = run("terminals=20", "maxDeliveryBGThreads=2");
        assertEquals(List.of(8 + 1, 6 + 1, 6), onThree(affinity, TEN));
        TpcConfig roundRobin = run("terminals=20", "maxDeliveryBGThreads=2", "endpointAffinity=roundrobin");
        assertEquals(List.of(7 + 1, 7 + 1, 6), onThree(roundRobin, TEN));
    }

    @Test
    void terminalsOfNoPartitionAreCountedOnTheFirstEndpointAsBefore() {
        TpcConfig affinity = run("terminals=20", "maxDeliveryBGThreads=2");
        assertEquals(List.of(20 + 1, 1 + 1, 1), onThree(affinity, Seats.NONE));
    }
}
