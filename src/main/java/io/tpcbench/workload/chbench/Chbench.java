package io.tpcbench.workload.chbench;

import io.tpcbench.config.KeyDef;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.config.WorkloadKeys;
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
import io.tpcbench.workload.chbench.query.ChQueries;
import io.tpcbench.workload.tpcc.Tpcc;
import io.tpcbench.workload.tpcc.TransactionType;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * CH-benCHmark (Cole et al., DBTest 2011): TPC-C's database, transactions and everything TPC-C
 * judges, plus SUPPLIER, NATION and REGION and 22 analytical queries adapted from TPC-H's, run by
 * {@code analyticalStreams} query streams beside the {@code terminals} TPC-C terminals in one
 * window. Built from TPC-C's public parts: its keys, steps, run and summary, each seeing TPC-C's
 * share of the run only.
 */
public final class Chbench implements Workload {
    private final Tpcc tpcc = new Tpcc();
    private final List<QueryKind> queries;
    private final List<Kind> kinds;

    public Chbench() {
        List<QueryKind> q = new ArrayList<>();
        int first = TransactionType.values().length;
        ChQueries.all().forEach(query -> q.add(new QueryKind(query, first + q.size())));
        this.queries = List.copyOf(q);
        this.kinds = Stream.concat(Stream.of(TransactionType.values()), queries.stream())
                .map(Kind.class::cast)
                .toList();
    }

    @Override
    public String name() {
        return ChOptions.WORKLOAD;
    }

    /** TPC-C's keys and checks, and {@code analyticalStreams}. */
    @Override
    public WorkloadKeys keys() {
        WorkloadKeys t = tpcc.keys();
        List<KeyDef> all = new ArrayList<>(t.keys());
        all.addAll(ChOptions.KEYS);
        return new WorkloadKeys(name(), all, (values, build, run, problems) -> {
            t.check().run(values, build, run, problems);
            ChOptions o = ChOptions.of(values, problems);
            if (o.analyticalStreams() > 0 && run.window().runTxnsPerTerminal() > 0) {
                problems.add("runTxnsPerTerminal=" + run.window().runTxnsPerTerminal() + " with analyticalStreams="
                        + o.analyticalStreams() + ": a query stream would run that many queries before the run"
                        + " ends; measure a window (runMins), or set analyticalStreams=0");
            }
            if (o.analyticalStreams() > 0 && run.window().limitTxnsPerMin() > 0) {
                problems.add("limitTxnsPerMin=" + run.window().limitTxnsPerMin() + " with analyticalStreams="
                        + o.analyticalStreams() + ": the cap would pace the query streams and share the"
                        + " transactions' rate with them; pace TPC-C with keyingTimeMultiplier and"
                        + " thinkTimeMultiplier, or set analyticalStreams=0");
            }
        });
    }

    /** TPC-C's five transactions, then the 22 queries. */
    @Override
    public List<Kind> kinds() {
        return kinds;
    }

    @Override
    public Steps steps() {
        return new ChSteps(tpcc.steps());
    }

    /** The TPC-C terminals, then the analytical streams. */
    @Override
    public int terminals(TpcConfig config) {
        return config.run().terminals() + ChOptions.of(config).analyticalStreams();
    }

    /** The TPC-C terminals' home warehouses; the streams belong to none. */
    @Override
    public Seats seats(TpcConfig config) {
        Seats homes = tpcc.seats(config);
        int terminals = config.run().terminals();
        return t -> t < terminals ? homes.partitionOf(t) : 0;
    }

    @Override
    public RunPlan prepareRun(RunSetup setup) throws Exception {
        TpcConfig config = setup.context().config();
        RunPlan plan = tpcc.prepareRun(setup);
        int terminals = config.run().terminals();
        ChOptions options = ChOptions.of(config);
        int streams = options.analyticalStreams();
        ChSteps.checkBuilt(setup.context());
        AnalyticalEndpoints.probe(config.db(), options.analyticalEndpoints());
        return new RunPlan() {
            @Override
            public List<String> properties() {
                return plan.properties();
            }

            @Override
            public List<String> describe() {
                List<String> l = new ArrayList<>(plan.describe());
                l.add("Analytical side: " + streams + " stream(s) of CH-benCHmark's 22 queries beside the " + terminals
                        + " TPC-C terminal(s), each stream on a connection of its own"
                        + (options.analyticalEndpoints().isEmpty()
                                ? ""
                                : " to " + String.join(",", options.analyticalEndpoints()))
                        + "; each query's freshness read at its start");
                return l;
            }

            @Override
            public int scale() {
                return plan.scale();
            }

            @Override
            public int runScale() {
                return plan.runScale();
            }

            @Override
            public Optional<String> statements() {
                return plan.statements();
            }

            @Override
            public List<Double> timeMultipliers() {
                return plan.timeMultipliers();
            }

            @Override
            public WorkloadRun start(Path dataDir) throws IOException {
                // no streams (TPC-C alone, a sweep's baseline): no sampler and no pools beside the terminals
                Freshness freshness = null;
                try {
                    freshness = streams == 0
                            ? null
                            : Freshness.start(setup.context().connections());
                } catch (SQLException e) {
                    throw setup.context().connections().explain(e);
                }
                AnalyticalEndpoints endpoints;
                try {
                    endpoints = AnalyticalEndpoints.open(
                            config.db(),
                            streams == 0 ? List.of() : options.analyticalEndpoints(),
                            streams,
                            config.run().connections().isolation());
                } catch (RuntimeException e) {
                    if (freshness != null) {
                        freshness.close();
                    }
                    throw e;
                }
                try {
                    return new ChRun(plan.start(dataDir), terminals, streams, queries, endpoints, freshness);
                } catch (IOException | RuntimeException e) {
                    endpoints.close();
                    if (freshness != null) {
                        freshness.close();
                    }
                    throw e;
                }
            }
        };
    }

    /** TPC-C's warehouse ranges, and the streams shared out as the terminals are. */
    @Override
    public List<DriverShare> splitRun(TpcConfig config, int drivers) {
        List<DriverShare> homes = tpcc.splitRun(config, drivers);
        int streams = ChOptions.of(config).analyticalStreams();
        List<DriverShare> shares = new ArrayList<>();
        for (int i = 0; i < homes.size(); i++) {
            DriverShare h = homes.get(i);
            int mine = streams / drivers + (i < streams % drivers ? 1 : 0);
            List<String> settings = new ArrayList<>(h.settings());
            settings.add("analyticalStreams=" + mine);
            shares.add(new DriverShare(
                    settings,
                    h.scope() + (h.scope().isEmpty() ? "" : ", ") + mine + " analytical stream(s)",
                    h.also(),
                    h.terminals()));
        }
        return shares;
    }

    @Override
    public Optional<List<DriverShare>> splitLoad(TpcConfig config, int drivers) {
        return Optional.empty();
    }

    @Override
    public SummaryPart mergePart(List<SummaryPart> drivers, Tally merged) {
        List<AnalyticalSide> sides = drivers.stream()
                .map(p -> (AnalyticalSide) p.sections().get(ChPart.SECTION))
                .toList();
        int terminals = sides.stream().mapToInt(AnalyticalSide::tpccTerminals).sum();
        TpccTally transactions = new TpccTally(merged, terminals);
        List<List<Integer>> orders =
                sides.stream().flatMap(s -> s.orders().stream()).toList();
        return ChPart.of(
                tpcc.mergePart(drivers, transactions),
                AnalyticalSide.of(
                        merged,
                        queries,
                        sides.stream().mapToInt(AnalyticalSide::streams).sum(),
                        orders,
                        transactions,
                        sides.stream().flatMap(s -> s.freshness().stream()).toList()));
    }

    @Override
    public List<String> mergeProblems(List<SummaryPart> drivers, List<String> names) {
        return tpcc.mergeProblems(drivers, names);
    }

    @Override
    public SummaryPart readPart(Map<String, Object> json) {
        return ChPart.read(tpcc.readPart(json), json);
    }

    @Override
    public Optional<Kind> deferredKind() {
        return tpcc.deferredKind();
    }

    @Override
    public int deferredWorkers(TpcConfig config) {
        return tpcc.deferredWorkers(config);
    }

    @Override
    public int statementTexts(TpcConfig config) {
        return tpcc.statementTexts(config);
    }

    @Override
    public Optional<AcidSuite> acid(TpcConfig config) {
        return tpcc.acid(config);
    }
}
