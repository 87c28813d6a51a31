package io.tpcbench.workload.tpcc;

import io.tpcbench.config.RunConfig;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.config.WorkloadKeys;
import io.tpcbench.db.DatabaseException;
import io.tpcbench.db.Procedures;
import io.tpcbench.db.Sending;
import io.tpcbench.gen.NURandConstants;
import io.tpcbench.workload.AcidSuite;
import io.tpcbench.workload.DriverShare;
import io.tpcbench.workload.Kind;
import io.tpcbench.workload.RunPlan;
import io.tpcbench.workload.RunSetup;
import io.tpcbench.workload.Seats;
import io.tpcbench.workload.Steps;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.Tally;
import io.tpcbench.workload.Workload;
import io.tpcbench.workload.WorkloadRun;
import io.tpcbench.workload.tpcc.acid.AcidOptions;
import io.tpcbench.workload.tpcc.acid.TpccAcid;
import io.tpcbench.workload.tpcc.schema.ConfigTable;
import io.tpcbench.workload.tpcc.summary.TpccMerge;
import io.tpcbench.workload.tpcc.summary.TpccSummary;
import io.tpcbench.workload.tpcc.tx.Home;
import io.tpcbench.workload.tpcc.tx.PortableTransactions;
import io.tpcbench.workload.tpcc.tx.Route;
import io.tpcbench.workload.tpcc.tx.Transactions;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * TPC-C (BenchmarkSQL's workload, {@code workload=tpcc}, the default): the five transactions
 * (TPC-C 2.4 to 2.8) dealt from each terminal's deck, with Delivery's deferred part run by the
 * engine's background workers.
 */
public final class Tpcc implements Workload {
    /** The deferred part of Delivery (TPC-C 2.7.2), measured from queueing to completion. */
    public enum Deferred implements Kind {
        DELIVERY_BG;

        @Override
        public String displayName() {
            return "Delivery (deferred)";
        }

        @Override
        public String shortName() {
            return "D-BG";
        }
    }

    @Override
    public String name() {
        return "tpcc";
    }

    @Override
    public Steps steps() {
        return new TpccSteps();
    }

    @Override
    public WorkloadKeys keys() {
        return new WorkloadKeys(name(), TpccOptions.KEYS, TpccOptions::check);
    }

    @Override
    public List<TransactionType> kinds() {
        return List.of(TransactionType.values());
    }

    /** A terminal sits in its home warehouse (TPC-C 2.2.1), the partition its transactions write. */
    @Override
    public Seats seats(TpcConfig config) {
        WarehouseRange homes = TpccOptions.of(config).warehouses().homes();
        return terminal -> Home.of(terminal, homes).warehouseId();
    }

    /** TPC-C's ACID tests (clause 3) on its built database. */
    @Override
    public Optional<AcidSuite> acid(TpcConfig config) {
        return Optional.of(new TpccAcid(AcidOptions.of(config), CheckStep::builtWarehouses));
    }

    @Override
    public List<DriverShare> splitRun(TpcConfig config, int drivers) {
        return WarehouseShares.ofRun(config, drivers);
    }

    @Override
    public Optional<List<DriverShare>> splitLoad(TpcConfig config, int drivers) {
        return Optional.of(WarehouseShares.ofLoad(config, drivers));
    }

    @Override
    public RunPlan prepareRun(RunSetup setup) throws SQLException {
        RunConfig run = setup.context().config().run();
        TpccOptions options = TpccOptions.of(setup.context().config());
        Map<String, String> built = CheckStep.builtConfig(setup.context());
        int warehouses = ConfigTable.intValue(built, ConfigTable.WAREHOUSES).orElseThrow();
        int cLoad = ConfigTable.intValue(built, ConfigTable.NURAND_C_LAST)
                .orElseThrow(() -> new DatabaseException(
                        "bmsql_config holds no nURandCLast: rebuild the database with" + " run/runDatabaseBuild.sh"));
        NURandConstants constants = runConstants(cLoad, run.window().startAt());
        Transactions transactions = setup.portable()
                ? new PortableTransactions(Route.of(setup.sending()))
                : Transactions.route(
                        setup.sending() == Sending.PROCEDURE
                                ? new Route(
                                        Sending.PROCEDURE,
                                        new Procedures(setup.context().connections()::open))
                                : Route.of(setup.sending()));
        return new RunPlan() {
            @Override
            public List<String> properties() {
                return List.of("nURandCLastLoad=" + cLoad, "nURandCLastRun=" + constants.cLast());
            }

            @Override
            public List<String> describe() {
                return List.of("C value for C_LAST during load: " + cLoad + ", this run: " + constants.cLast()
                        + (run.window().startAt().isPresent()
                                ? " (derived from startAt: every driver of this measurement" + " uses the same)"
                                : ""));
            }

            @Override
            public int scale() {
                return warehouses;
            }

            @Override
            public int runScale() {
                return options.warehouses().homes().size();
            }

            @Override
            public List<Double> timeMultipliers() {
                return List.of(options.keyingTimeMultiplier(), options.thinkTimeMultiplier());
            }

            @Override
            public WorkloadRun start(Path dataDir) throws IOException {
                return new TpccRun(run, options, warehouses, constants, transactions, dataDir);
            }
        };
    }

    /**
     * The run's NURand constants (TPC-C 2.1.6): C-Run for C_LAST obeys the delta rule against the
     * stored C-Load (2.1.6.1). Drivers that share a {@code startAt} are one measurement and draw
     * the same constants from it (and the C-Load), so their terminals' NURand streams agree; a run
     * of its own draws them afresh.
     */
    public static NURandConstants runConstants(int cLoad, Optional<Instant> startAt) {
        return NURandConstants.forRun(
                cLoad,
                startAt.map(at -> new SplittableRandom(at.toEpochMilli() * 31 + cLoad))
                        .orElseGet(SplittableRandom::new));
    }

    /** Several drivers' shares of one measurement, their counts summed (docs/scaling.md). */
    @Override
    public SummaryPart mergePart(List<SummaryPart> drivers, Tally merged) {
        return TpccMerge.merge(drivers, merged);
    }

    @Override
    public List<String> mergeProblems(List<SummaryPart> drivers, List<String> names) {
        return TpccMerge.problems(drivers, names);
    }

    @Override
    public SummaryPart readPart(Map<String, Object> json) {
        return TpccSummary.read(json).part(List.of());
    }

    @Override
    public Optional<Kind> deferredKind() {
        return Optional.of(Deferred.DELIVERY_BG);
    }

    /** Delivery's background workers: {@code maxDeliveryBGThreads}. */
    @Override
    public int deferredWorkers(TpcConfig config) {
        return TpccOptions.of(config).deliveryWorkers();
    }
}
