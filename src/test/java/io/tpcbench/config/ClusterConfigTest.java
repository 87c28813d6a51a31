package io.tpcbench.config;

import static io.tpcbench.config.ConfigLoading.assertProblem;
import static io.tpcbench.config.ConfigLoading.load;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The cluster's keys: endpoints, data nodes, one-trip commits, affinity and retried error codes;
 * one test per rule, each asserting the message the user sees.
 */
class ClusterConfigTest {
    @Test
    void endpointsReplaceTheHostOfConn() {
        TpcConfig c = load("endpoints=10.0.0.1:4000, 10.0.0.2:4000,tidb-3");
        assertEquals(List.of("10.0.0.1:4000", "10.0.0.2:4000", "tidb-3"), c.db().endpoints());
        DbConfig second = c.db().forEndpoint("10.0.0.2:4000");
        assertEquals(c.db().jdbcUrl().replace(c.db().urlHost(), "10.0.0.2:4000"), second.jdbcUrl());
        assertEquals(List.of(), second.endpoints());
    }

    @Test
    void endpointsMustBeHostOrHostPort() {
        assertProblem(
                "endpoints=a:1:2: 'a:1:2' is not host or host:port (e.g. endpoints=10.0.0.1:3306,10.0.0.2:3306)",
                "endpoints=a:1:2");
    }

    @Test
    void anEndpointTwiceIsAProblem() {
        assertProblem("endpoints=h:1,h:1 names h:1 twice", "endpoints=h:1,h:1");
    }

    @Test
    void dataNodesAreHostPortsAndLoadingIntoThemNeedsThem() {
        TpcConfig c = load("sharding=spider", "dataNodes=10.0.0.2:3306, 10.0.0.3", "loadInto=dataNodes");
        assertEquals(List.of("10.0.0.2:3306", "10.0.0.3"), c.build().dataNodes());
        assertTrue(c.build().loadIntoDataNodes());
        assertFalse(load().build().loadIntoDataNodes());
        assertProblem(
                "dataNodes=n:1 x: 'n:1 x' is not host or host:port (e.g. dataNodes=10.0.0.1:3306,10.0.0.2:3306)",
                "dataNodes=n:1 x");
        assertProblem(
                "loadInto=dataNodes needs dataNodes=host:port,... (the data nodes of sharding=spider)",
                "loadInto=dataNodes");
        assertProblem("loadInto=nodes is not one of head, dataNodes", "loadInto=nodes");
    }

    @Test
    void clusterKeysHaveDefaults() {
        ClusterConfig c = load().run().cluster();
        assertEquals(ClusterConfig.OneTripCommit.AUTO, c.oneTripCommit());
        assertEquals(10, c.txnRetrySecs());
        assertEquals(30, c.drainSecs());
        assertTrue(c.partitionAffinity());
        assertTrue(c.retryErrorCodes().isEmpty());
        assertEquals(
                Set.of(4012, 5012),
                load("retryErrorCodes=4012, 5012").run().cluster().retryErrorCodes());
        assertEquals(
                ClusterConfig.OneTripCommit.OFF,
                load("oneTripCommit=false").run().cluster().oneTripCommit());
        assertFalse(load("endpointAffinity=roundrobin").run().cluster().partitionAffinity());
    }

    @Test
    void oneTripCommitIsAutoTrueOrFalse() {
        assertProblem("oneTripCommit=maybe is not one of auto, true, false", "oneTripCommit=maybe");
    }

    @Test
    void endpointAffinityIsWarehouseOrRoundRobin() {
        assertProblem("endpointAffinity=random is not one of warehouse, roundrobin", "endpointAffinity=random");
    }

    @Test
    void retryErrorCodesAreNumbers() {
        assertProblem(
                "retryErrorCodes=4012,x: 'x' is not an error code (a positive number, e.g."
                        + " retryErrorCodes=4012,5012)",
                "retryErrorCodes=4012,x");
    }
}
