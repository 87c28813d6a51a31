package io.tpcbench.cli;

import com.zaxxer.hikari.HikariDataSource;
import io.tpcbench.config.DbConfig;
import io.tpcbench.config.RunConfig;
import io.tpcbench.db.ConnectionFactory;
import io.tpcbench.driver.Benchmark;
import io.tpcbench.driver.RunDriverProps;
import io.tpcbench.driver.Seating;
import io.tpcbench.workload.Seats;
import java.util.ArrayList;
import java.util.List;

/**
 * The connection pools of a run, one per endpoint ({@code endpoints}, or conn's server alone),
 * each sized for the terminals and delivery workers it serves; the first has one connection
 * more, the database audit's. Every endpoint is probed first, so one that does not answer is
 * named before anything runs.
 */
final class RunPools implements AutoCloseable {
    static final long CONNECTION_TIMEOUT_MILLIS = 10_000;

    private final List<HikariDataSource> pools = new ArrayList<>();
    private final List<Benchmark.Endpoint> endpoints = new ArrayList<>();

    /**
     * The run's pools, sized for the terminals where the workload {@code seats} them and its
     * {@code deferredWorkers}; their connections start in {@code autoCommit} mode (the workload's choice).
     */
    static RunPools open(
            ConnectionFactory connections,
            RunConfig run,
            Seats seats,
            int deferredWorkers,
            boolean autoCommit,
            int statementTexts) {
        DbConfig db = connections.config();
        List<String> names = db.endpoints().isEmpty() ? List.of(db.urlHost()) : db.endpoints();
        List<ConnectionFactory> factories = db.endpoints().isEmpty()
                ? List.of(connections)
                : names.stream()
                        .map(e -> new ConnectionFactory(db.forEndpoint(e)))
                        .toList();
        factories.forEach(ConnectionFactory::probe);
        RunPools p = new RunPools();
        try {
            for (int i = 0; i < names.size(); i++) {
                int n = Seating.connectionsOn(run, seats, deferredWorkers, i, names.size());
                HikariDataSource pool = factories
                        .get(i)
                        .pool(
                                "run-" + names.get(i),
                                n + (i == 0 ? 1 : 0),
                                RunDriverProps.of(run, statementTexts),
                                autoCommit,
                                run.connections().isolation());
                // a terminal whose endpoint is down fails after this and backs off, rather than hold
                // the run's end for a minute; a restart that takes longer just costs more retries
                pool.setConnectionTimeout(CONNECTION_TIMEOUT_MILLIS);
                if (run.cluster().partitionAffinity() && names.size() > 1) {
                    // a dead endpoint's terminals and workers move to a live one: room for all of them
                    pool.setMaximumPoolSize(run.poolSize() + deferredWorkers + 1);
                }
                p.pools.add(pool);
                p.endpoints.add(new Benchmark.Endpoint(names.get(i), pool, n, factories.get(i)));
            }
        } catch (RuntimeException e) {
            p.close();
            throw e;
        }
        return p;
    }

    List<Benchmark.Endpoint> endpoints() {
        return endpoints;
    }

    /** The first endpoint's pool: the environment, the audit and the server's counters. */
    HikariDataSource first() {
        return pools.get(0);
    }

    int connections() {
        return endpoints.stream().mapToInt(Benchmark.Endpoint::connections).sum();
    }

    @Override
    public void close() {
        pools.forEach(HikariDataSource::close);
    }
}
