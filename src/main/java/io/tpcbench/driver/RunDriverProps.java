package io.tpcbench.driver;

import io.tpcbench.config.RunConfig;
import java.util.HashMap;
import java.util.Map;

/** The Connector/J settings of a run's connections. */
public final class RunDriverProps {
    private RunDriverProps() {}

    /**
     * Connector/J settings of a run: the parse of every statement text cached. The transactions
     * use a few hundred texts (IN lists per size, trips of several statements), most longer than
     * Connector/J's default limit of 256 characters; a cache too small to hold them all re-parses
     * statements on every execution (measured: 13% tpmC, 14% driver CPU). A commit or rollback
     * the server reports needless (the transaction already ended in a multi-statement text) is not
     * sent.
     */
    public static final Map<String, String> RUN_DRIVER_PROPS = Map.of(
            "cachePrepStmts",
            "true",
            "prepStmtCacheSize",
            "512",
            "prepStmtCacheSqlLimit",
            "8192",
            "useLocalTransactionState",
            "true");

    /**
     * The run's driver settings: {@link #RUN_DRIVER_PROPS}, the socket timeout, and multi-statement
     * texts when the transactions send a step's statements together ({@code multiStatements}).
     */
    public static Map<String, String> of(RunConfig run) {
        Map<String, String> props = new HashMap<>(RUN_DRIVER_PROPS);
        props.put("socketTimeout", Long.toString(run.connections().socketTimeoutSecs() * 1000L));
        if (run.connections().multiStatements()) {
            props.put("allowMultiQueries", "true");
        }
        return props;
    }
}
