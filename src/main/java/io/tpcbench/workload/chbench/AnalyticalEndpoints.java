package io.tpcbench.workload.chbench;

import com.zaxxer.hikari.HikariDataSource;
import io.tpcbench.config.DbConfig;
import io.tpcbench.config.Isolation;
import io.tpcbench.db.ConnectionFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;

/**
 * The servers the analytical streams read ({@code analyticalEndpoints}: a replica, a column-store
 * node), stream i the (i mod n)th, each with a pool of its streams' connections (autocommit off, the
 * run's isolation); none: the streams take the engine's connections to the run's own servers.
 */
final class AnalyticalEndpoints implements AutoCloseable {
    private final List<String> names;
    private final List<HikariDataSource> pools = new ArrayList<>();
    private final String own;

    private AnalyticalEndpoints(List<String> names, String own) {
        this.names = List.copyOf(names);
        this.own = own;
    }

    /** Every endpoint answers (or the run stops here, naming it): checked before the run starts. */
    static void probe(DbConfig db, List<String> names) {
        names.forEach(n -> new ConnectionFactory(db.forEndpoint(n)).probe());
    }

    /** The pools of {@code streams} streams over {@code names} (none: the run's servers, {@code db}'s). */
    static AnalyticalEndpoints open(DbConfig db, List<String> names, int streams, Isolation isolation) {
        AnalyticalEndpoints e = new AnalyticalEndpoints(
                names, db.endpoints().isEmpty() ? db.urlHost() : String.join(",", db.endpoints()));
        try {
            for (int i = 0; i < names.size(); i++) {
                int mine = streams / names.size() + (i < streams % names.size() ? 1 : 0);
                e.pools.add(new ConnectionFactory(db.forEndpoint(names.get(i)))
                        .pool("analytical-" + names.get(i), Math.max(1, mine), Map.of(), false, isolation));
            }
        } catch (RuntimeException ex) {
            e.close();
            throw ex;
        }
        return e;
    }

    /** Stream {@code stream}'s pool; null when the streams read the run's own servers. */
    DataSource pool(int stream) {
        return pools.isEmpty() ? null : pools.get(stream % pools.size());
    }

    /** The servers the streams read, as the summary names them. */
    String describe() {
        return names.isEmpty() ? "the run's servers (" + own + ")" : String.join(",", names);
    }

    @Override
    public void close() {
        pools.forEach(HikariDataSource::close);
    }
}
