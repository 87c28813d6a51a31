package io.tpcbench.driver;

import io.tpcbench.config.RunConfig;
import io.tpcbench.db.CoalescingSocketFactory;
import java.util.HashMap;
import java.util.Map;

/** The Connector/J settings of a run's connections. */
public final class RunDriverProps {
    private RunDriverProps() {}

    /** The statement texts the caches hold at least ({@link #RUN_DRIVER_PROPS}' prepStmtCacheSize). */
    static final int CACHED_TEXTS = 512;

    /**
     * Connector/J settings of a run: the parse of every statement text cached. The transactions
     * use a few hundred texts (IN lists per size, trips of several statements), most longer than
     * Connector/J's default limit of 256 characters; a cache too small to hold them all re-parses
     * statements on every execution (measured: 13% tpmC, 14% driver CPU). A commit or rollback
     * the server reports needless (the transaction already ended in a multi-statement text) is not
     * sent. Connector/J keeps no set of a connection's open statements nor of a statement's open
     * results (dontTrackOpenResources): the trips close their statements, and no run's result is
     * streamed, so a result set holds nothing on the connection but its rows (measured with plain
     * texts: the driver's share of the server's CPU lower in 8 of 8 alternated rounds, 0.93-0.94 x;
     * its CPU per transaction 0.90 x).
     */
    public static final Map<String, String> RUN_DRIVER_PROPS = Map.of(
            "cachePrepStmts",
            "true",
            "prepStmtCacheSize",
            Integer.toString(CACHED_TEXTS),
            "prepStmtCacheSqlLimit",
            "8192",
            "useLocalTransactionState",
            "true",
            "dontTrackOpenResources",
            "true");

    /** {@link #of(RunConfig, int)} for a workload whose texts fit the default cache. */
    public static Map<String, String> of(RunConfig run) {
        return of(run, 0);
    }

    /**
     * The run's driver settings: {@link #RUN_DRIVER_PROPS}, with caches that hold {@code
     * statementTexts} texts when the workload sends more than {@value #CACHED_TEXTS} on a connection
     * (sysbench's 9 a table: an evicted server-side statement is closed and prepared again), the
     * socket timeout, and multi-statement texts when the transactions send a step's statements
     * together ({@code multiStatements}), their answers read after a wait ({@code coalesceReads}:
     * Connector/J's sockets made by {@link CoalescingSocketFactory}; a {@code dataSource.socketFactory}
     * of the user's wins).
     */
    public static Map<String, String> of(RunConfig run, int statementTexts) {
        Map<String, String> props = new HashMap<>(RUN_DRIVER_PROPS);
        if (statementTexts > CACHED_TEXTS) {
            props.put("prepStmtCacheSize", Integer.toString(statementTexts));
        }
        props.put("socketTimeout", Long.toString(run.connections().socketTimeoutSecs() * 1000L));
        if (run.connections().multiStatements()) {
            props.put("allowMultiQueries", "true");
            if (run.connections().coalesceReads()) {
                props.put("socketFactory", CoalescingSocketFactory.class.getName());
            }
        }
        return props;
    }
}
