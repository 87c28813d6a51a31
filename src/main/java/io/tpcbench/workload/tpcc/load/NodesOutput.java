package io.tpcbench.workload.tpcc.load;

import io.tpcbench.config.BuildConfig;
import io.tpcbench.db.ConnectionFactory;
import io.tpcbench.load.LoadException;
import io.tpcbench.load.LoadPool;
import io.tpcbench.load.LoadStats;
import io.tpcbench.load.RowSink;
import io.tpcbench.schema.TableShape;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * A load straight into the data nodes under a sharding layer's head ({@code loadInto=dataNodes}),
 * bypassing it: each warehouse's rows go to the node whose range holds the warehouse, ITEM's to
 * every node, and the load's constants (bmsql_config, which the head reads from the first node)
 * are agreed on the first node and copied to the others. Each node has its own pool; a worker
 * opens a connection to a node when it first writes there.
 */
public final class NodesOutput implements LoadOutput {
    private final List<LoadPool> pools;
    private final long[] starts;

    private NodesOutput(List<LoadPool> pools, long[] starts) {
        this.pools = pools;
        this.starts = starts;
    }

    /**
     * One pool per node in {@code nodes}, node k taking the warehouses from {@code starts[k]} up to
     * the next node's start (the last: every warehouse after).
     */
    public static NodesOutput open(
            List<ConnectionFactory> nodes, long[] starts, BuildConfig build, Consumer<String> out) throws Exception {
        List<LoadPool> pools = new ArrayList<>();
        try {
            for (ConnectionFactory node : nodes) {
                pools.add(LoadPool.open(node, build, out));
            }
        } catch (Exception | Error e) {
            pools.forEach(LoadPool::close);
            throw e;
        }
        return new NodesOutput(pools, starts.clone());
    }

    private int nodeOf(int warehouse) {
        int node = 0;
        while (node + 1 < starts.length && warehouse >= starts[node + 1]) {
            node++;
        }
        return node;
    }

    private DatabaseOutput output(int node) {
        return new DatabaseOutput(pools.get(node).output());
    }

    @Override
    public RowSink newSink(LoadStats stats) {
        return new RoutingSink(stats);
    }

    @Override
    public Map<String, String> agreeConfig(Map<String, String> proposed) throws Exception {
        Map<String, String> agreed = output(0).agreeConfig(proposed);
        for (int i = 1; i < pools.size(); i++) {
            Map<String, String> there = output(i).agreeConfig(agreed);
            if (!there.equals(agreed)) {
                throw new LoadException(
                        "data node " + (i + 1) + " holds other load constants (" + there + ") than"
                                + " data node 1 (" + agreed + "): an earlier load of other data is there; run"
                                + " run/runDatabaseDestroy.sh and build again",
                        null);
            }
        }
        return agreed;
    }

    /** Each node resumes its part of [from, to]; ITEM counts as complete only when every node has it. */
    @Override
    public Completed resume(int from, int to, boolean withItems) throws Exception {
        List<Integer> done = new ArrayList<>();
        boolean items = withItems;
        for (int i = 0; i < pools.size(); i++) {
            int lo = (int) Math.max(from, starts[i]);
            int hi = i + 1 < starts.length ? (int) Math.min(to, starts[i + 1] - 1) : to;
            if (lo <= hi) {
                done.addAll(output(i).resume(lo, hi, false).warehouses());
            }
            items = items && output(i).itemsComplete();
        }
        if (withItems && !items) {
            for (int i = 0; i < pools.size(); i++) {
                output(i).clearItems();
            }
        }
        return new Completed(items, done);
    }

    @Override
    public String describe() {
        return pools.size() + " data nodes directly: "
                + String.join(
                        ", ", pools.stream().map(p -> p.output().describe()).toList());
    }

    @Override
    public void close() {
        pools.forEach(LoadPool::close);
    }

    /** A worker's sink: one sink per node it has written to, the rows of a job to its node (ITEM's to all). */
    private final class RoutingSink implements RowSink {
        private final LoadStats stats;
        private final RowSink[] sinks = new RowSink[pools.size()];
        private final Set<Integer> touched = new HashSet<>();
        private int node = -1;

        RoutingSink(LoadStats stats) {
            this.stats = stats;
        }

        @Override
        public void startJob(int job) {
            node = job == LoadContext.ITEM_JOB ? -1 : nodeOf(job);
        }

        private RowSink sink(int i) throws Exception {
            if (sinks[i] == null) {
                sinks[i] = output(i).newSink(stats);
            }
            touched.add(i);
            return sinks[i];
        }

        @Override
        public void row(TableShape table, Object... values) throws Exception {
            if (node >= 0) {
                sink(node).row(table, values);
                return;
            }
            for (int i = 0; i < sinks.length; i++) {
                sink(i).row(table, values);
            }
        }

        @Override
        public void finishJob() throws Exception {
            for (int i : touched) {
                sinks[i].finishJob();
            }
            touched.clear();
        }

        @Override
        public void close() throws Exception {
            Exception first = null;
            for (RowSink s : sinks) {
                try {
                    if (s != null) {
                        s.close();
                    }
                } catch (Exception e) {
                    first = first == null ? e : first;
                }
            }
            if (first != null) {
                throw first;
            }
        }
    }
}
