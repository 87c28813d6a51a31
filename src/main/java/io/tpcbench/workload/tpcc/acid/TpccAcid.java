package io.tpcbench.workload.tpcc.acid;

import com.zaxxer.hikari.HikariDataSource;
import io.tpcbench.config.ConfigException;
import io.tpcbench.workload.AcidResult;
import io.tpcbench.workload.AcidSetup;
import io.tpcbench.workload.AcidSuite;
import io.tpcbench.workload.Context;
import io.tpcbench.workload.tpcc.check.ConditionResult;
import io.tpcbench.workload.tpcc.check.ConsistencyChecker;
import io.tpcbench.workload.tpcc.tx.PortableTransactions;
import io.tpcbench.workload.tpcc.tx.Route;
import io.tpcbench.workload.tpcc.tx.Transactions;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * TPC-C's ACID tests (clause 3): the consistency conditions (3.3.2) checked before and after, the
 * two atomicity tests (3.2.2), the nine isolation tests (3.4.2) and durability across a crash of
 * the server (3.5), each with the run's own transactions, as {@code acidTests} selects them.
 */
public final class TpccAcid implements AcidSuite {
    /** The warehouses a built database holds, as its build recorded them. */
    public interface Built {
        int warehouses(Context ctx) throws SQLException;
    }

    private static final List<AcidTest> TESTS = List.of(
            new Atomicity(true),
            new Atomicity(false),
            new OrderStatusVsNewOrder(true),
            new OrderStatusVsNewOrder(false),
            new NewOrderVsNewOrder(false),
            new NewOrderVsNewOrder(true),
            new PaymentVsDelivery(true),
            new PaymentVsDelivery(false),
            new PriceRead(),
            new DeliveryPhantom(),
            new OrderStatusPhantom());

    private final AcidOptions options;
    private final Built built;
    private final Function<AcidSetup, Transactions> transactions;
    private final Random random;

    public TpccAcid(AcidOptions options, Built built) {
        this(
                options,
                built,
                s -> s.portable() ? new PortableTransactions(Route.of(s.sending())) : Transactions.sending(s.sending()),
                new Random());
    }

    /**
     * With the transactions {@code transactions} gives for a setup, drawing keys from {@code random}:
     * a deliberately broken set shows that a test catches what it tests.
     */
    public TpccAcid(AcidOptions options, Built built, Function<AcidSetup, Transactions> transactions, Random random) {
        this.options = options;
        this.built = built;
        this.transactions = transactions;
        this.random = random;
    }

    @Override
    public String title() {
        return "ACID tests of TPC-C clause 3 (acidTests=" + options + ")";
    }

    @Override
    public List<AcidResult> run(AcidSetup setup, Consumer<AcidResult> done) throws Exception {
        int warehouses = built.warehouses(setup.context());
        Transactions tx = transactions.apply(setup);
        List<AcidResult> results = new ArrayList<>();
        Consumer<AcidResult> each = r -> {
            results.add(r);
            done.accept(r);
        };
        if (options.runs("consistency")) {
            each.accept(consistency(setup.context(), warehouses, "before"));
        }
        List<AcidTest> tests = new ArrayList<>(TESTS);
        boolean onScratch = options.durabilityServer() == AcidOptions.DurabilityServer.SCRATCH;
        if (!onScratch) {
            // last: the check after the tests runs on the recovered database
            tests.add(new Durability(options, new UserServer(options), terminals(setup)));
        }
        for (AcidTest test : tests) {
            if (options.runs(test.name())) {
                runOne(test, setup, tx, warehouses, each);
            }
        }
        if (options.runs("consistency")) {
            each.accept(consistency(setup.context(), warehouses, "after"));
        }
        if (onScratch && options.runs("durability")) {
            durabilityOnScratch(setup, warehouses, each);
        }
        return results;
    }

    private void runOne(AcidTest test, AcidSetup setup, Transactions tx, int warehouses, Consumer<AcidResult> each)
            throws InterruptedException {
        try (Scene scene = new Scene(setup, tx, warehouses, options.waitSecs() * 1000L, random)) {
            each.accept(test.run(scene));
        } catch (Conflict.Stuck e) {
            each.accept(test.fail("", e.getMessage()));
        } catch (SQLException e) {
            each.accept(test.fail("", "error " + e.getErrorCode() + ": " + e.getMessage()));
        }
    }

    private static int terminals(AcidSetup setup) {
        return setup.context().config().run().terminals();
    }

    /**
     * 3.5 on a scratch server like the props' one (acidDurabilityServer=scratch, or auto without the
     * commands): the database built there at a warehouse per ten terminals, the durability test, the
     * consistency conditions on the recovered database; then the server and its data go.
     */
    private void durabilityOnScratch(AcidSetup setup, int warehouses, Consumer<AcidResult> each) throws Exception {
        Optional<String> why = setup.scratch().unavailable();
        if (why.isPresent()) {
            String message = "no server to crash: " + why.get() + "; acidServerCrash and acidServerStart crash and"
                    + " start the server itself (docs/acid.md)";
            if (options.durabilityRequired()) {
                throw new ConfigException("the durability test has " + message);
            }
            each.accept(AcidResult.notRun(Durability.NAME, Durability.CLAUSE, message));
            return;
        }
        int terminals = terminals(setup);
        int scale = Math.min(warehouses, Math.max(1, (terminals + 9) / 10));
        AcidSetup.ScratchDatabase built;
        try {
            built = setup.scratch().open(Map.of("warehouses", String.valueOf(scale)));
        } catch (InterruptedException e) {
            throw e;
        } catch (Exception e) {
            if (options.durabilityRequired()) {
                throw e;
            }
            // asked for by all alone: the other tests' results stand, and the line says why
            each.accept(AcidResult.notRun(
                    Durability.NAME,
                    Durability.CLAUSE,
                    "the scratch server could not be started and built: " + e.getMessage()));
            return;
        }
        try (AcidSetup.ScratchDatabase db = built) {
            runOne(new Durability(options, db, terminals), db.setup(), transactions.apply(db.setup()), scale, each);
            each.accept(consistency(db.setup().context(), scale, "after durability"));
        }
    }

    /** TPC-C 3.3.2's twelve conditions, as run/runCheck.sh checks them. */
    private static AcidResult consistency(Context ctx, int warehouses, String when)
            throws SQLException, InterruptedException {
        int workers = ctx.config().build().checkWorkers();
        List<ConditionResult> conditions;
        try (HikariDataSource pool = ctx.connections().pool("acid-check", workers, Map.of())) {
            conditions = new ConsistencyChecker(pool, workers).check(warehouses);
        }
        List<String> failed = conditions.stream()
                .filter(r -> r.status() == ConditionResult.Status.FAIL)
                .map(ConditionResult::line)
                .toList();
        String name = "consistency " + when;
        long held = conditions.stream()
                .filter(r -> r.status() == ConditionResult.Status.PASS)
                .count();
        return failed.isEmpty()
                ? AcidResult.pass(
                        name,
                        "3.3.2",
                        "",
                        held + " condition(s) hold"
                                + (conditions.size() > held ? ", " + (conditions.size() - held) + " do not apply" : ""))
                : AcidResult.fail(name, "3.3.2", "", String.join(" | ", failed));
    }
}
