package io.tpcbench.workload.tpcc.summary;

import io.tpcbench.workload.TypeLine;
import io.tpcbench.workload.Verdict;
import io.tpcbench.workload.tpcc.MixWeights;
import io.tpcbench.workload.tpcc.TransactionType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The PASS/FAIL verdicts of a run, each with its limit and units. */
final class TpccVerdicts {
    private TpccVerdicts() {}

    /**
     * What the shares are judged against: the warehouses, the terminals and the mix they were
     * dealt, and the counts behind each percentage.
     */
    record Sample(int warehouses, int terminals, Sections.MixPlan plan, Sections.MixCounts counts) {}

    /** z of a two-sided 99.99% interval: a verdict fails by chance once in 10,000 runs. */
    static final double Z = 3.891;
    /** Below this many expected occurrences (n p and n (1 - p)) a share is too few to judge. */
    static final double MIN_EXPECTED = 10;

    /** Types in TransactionType order: New-Order, Payment, Order-Status, Delivery, Stock-Level. */
    static List<Verdict> of(
            Sample sample,
            List<TypeLine> types,
            Sections.DeferredDelivery delivery,
            Sections.Audit audit,
            long partialCommits) {
        List<Verdict> v = new ArrayList<>();
        v.addAll(mixMinima(sample, types));
        // TPC-C 5.2.5.3: 90th percentile response times, strictly below the limit
        for (TransactionType type : TransactionType.values()) {
            TypeLine t = types.get(type.ordinal());
            v.add(
                    t.completed() == 0
                            ? na(t.name() + " p90 (5.2.5.3)", "no transactions")
                            : below(t.name() + " p90 (5.2.5.3)", t.p90Ms(), type.responseTimeLimitSecs() * 1000, "ms"));
            // TPC-C 5.2.5.6: the 90th percentile is at least the average (0.1 s counts as equal)
            if (t.completed() > 0) {
                v.add(verdict(
                        t.name() + " p90 >= mean (5.2.5.6)",
                        t.p90Ms() + 100 >= t.meanMs(),
                        f(t.p90Ms()) + " ms vs mean " + f(t.meanMs()) + " ms",
                        "p90 >= mean - 100 ms"));
            }
        }
        v.add(
                delivery.completed() == 0
                        ? na("deferred Delivery p90 (5.2.5.3)", "none completed")
                        : verdict(
                                "deferred Delivery p90 (5.2.5.3)",
                                delivery.p90Ms() <= 80_000,
                                f(delivery.p90Ms()) + " ms",
                                "<= 80000 ms"));
        v.addAll(shares(sample, types));
        v.add(backlog(delivery));
        long allowed = Math.max(1, delivery.completed() / 100);
        v.add(verdict(
                "skipped deliveries (5.4.5)",
                delivery.skippedDeliveries() <= allowed,
                delivery.skippedDeliveries() + " of " + delivery.completed(),
                "<= max(1, 1%) = " + allowed));
        long errors = types.stream().mapToLong(TypeLine::failed).sum() + delivery.failed();
        v.add(verdict("failed transactions", errors == 0, Long.toString(errors), "0"));
        // a transaction found in part (its commit in doubt) breaks TPC-C 3.3.2 whatever else passes
        v.add(verdict("partial commits", partialCommits == 0, Long.toString(partialCommits), "0"));
        if (audit != null) {
            v.add(verdict(
                    "database counters match the driver",
                    audit.consistent(),
                    "New-Orders db " + audit.dbNewOrders() + " / driver " + audit.driverNewOrders() + ", Payments db "
                            + audit.dbPayments() + " / driver " + audit.driverPayments(),
                    "differ by <= " + audit.tolerance() + " (in flight at the window's edges or counted before the"
                            + " start's reading)"));
        }
        return v;
    }

    /**
     * TPC-C 5.2.3: the minimum mix over the measurement interval, measured. Each terminal's deck
     * holds the weights exactly, so with fewer transactions than a deck per terminal the shares
     * are the luck of the cards: too few to judge. Weights that sit on a minimum are said once,
     * next to the first verdict they touch: a window that ends inside a deck lands on either side.
     */
    static List<Verdict> mixMinima(Sample sample, List<TypeLine> types) {
        String[] names = {"Payment", "Order-Status", "Delivery", "Stock-Level"};
        double[] minima = {43.0, 4.0, 4.0, 4.0};
        long total = types.stream().mapToLong(TypeLine::completed).sum();
        List<Double> weights = sample.plan() == null ? List.of() : sample.plan().weights();
        long deck = sample.plan() == null ? 0 : (long) sample.plan().deckCards() * sample.terminals();
        List<Verdict> v = new ArrayList<>();
        boolean noted = false;
        for (int i = 0; i < names.length; i++) {
            String name = "mix " + names[i] + " share (5.2.3)";
            if (total < deck) {
                v.add(na(
                        name,
                        "too few to judge (n=" + total + ", under one deck of "
                                + sample.plan().deckCards() + " cards per terminal)"));
                continue;
            }
            Verdict verdict = atLeast(name, types.get(i + 1).sharePct(), minima[i], "%");
            boolean onMinimum = weights.size() == 5 && Math.abs(weights.get(i + 1) - minima[i]) < 1e-9;
            if (onMinimum && !noted) {
                noted = true;
                verdict = new Verdict(
                        verdict.name(),
                        verdict.status(),
                        verdict.measured() + "; the weights "
                                + weightsText(weights) + " put " + names[i]
                                + " exactly on its minimum, so a window that ends"
                                + " inside a deck lands on either side of it (props/props.mysql's 44.4/43.3/4.1/4.1/4.1 keep"
                                + " clear)",
                        verdict.limit());
            }
            v.add(verdict);
        }
        return v;
    }

    private static String weightsText(List<Double> weights) {
        return String.join("/", weights.stream().map(MixWeights::plain).toList());
    }

    /**
     * The shares the spec asks of each transaction's input (TPC-C 2.4.1.4: 1% of New-Orders roll
     * back; 2.4.1.5: 1% of order lines from a remote warehouse; 2.5.1.2: 15% of Payments for a
     * remote customer; 2.5.1.2, 2.6.1.2: 60% of customers by last name), each a coin the driver
     * tosses per transaction or line: judged by the 99.99% binomial interval around the spec's
     * share for the count observed, and too few to judge below 10 expected either way.
     */
    static List<Verdict> shares(Sample sample, List<TypeLine> types) {
        Sections.MixCounts c = sample.counts();
        TypeLine newOrder = types.get(0);
        long payments = types.get(1).completed();
        long orderStatus = types.get(2).completed();
        List<Verdict> v = new ArrayList<>();
        v.add(binomial("New-Order rollbacks (2.4.1.4)", newOrder.rolledBack(), newOrder.completed(), 0.01));
        v.add(
                sample.warehouses() == 1
                        ? na("remote order lines (2.4.1.5)", "one warehouse")
                        : binomial("remote order lines (2.4.1.5)", c.remoteOrderLines(), c.orderLines(), 0.01));
        v.add(
                sample.warehouses() == 1
                        ? na("remote payments (2.5.1.2)", "one warehouse")
                        : binomial("remote payments (2.5.1.2)", c.remotePayments(), payments, 0.15));
        v.add(binomial(
                "customers by last name (2.5.1.2, 2.6.1.2)",
                c.byNamePayments() + c.byNameOrderStatus(),
                payments + orderStatus,
                0.60));
        return v;
    }

    /** {@code k} of {@code n} against the share {@code p}, as {@link #shares} says. */
    static Verdict binomial(String name, long k, long n, double p) {
        if (n * p < MIN_EXPECTED || n * (1 - p) < MIN_EXPECTED) {
            return na(name, "too few to judge (n=" + n + ")");
        }
        double half = Z * Math.sqrt(p * (1 - p) / n);
        double observed = (double) k / n;
        return verdict(
                name,
                Math.abs(observed - p) <= half,
                String.format(Locale.ROOT, "%.2f %% (%d of %d)", 100 * observed, k, n),
                String.format(
                        Locale.ROOT, "%.2f %% +- %.2f (99.99%% binomial interval," + " n=%d)", 100 * p, 100 * half, n));
    }

    /**
     * Deferred Delivery cannot inflate tpmC unseen: the requests of the window not completed by its
     * end, and the growth of the queue through it, stay within 1% of the window's requests or the
     * workers' count, whichever is more (each worker may be in the middle of one at the end).
     */
    static Verdict backlog(Sections.DeferredDelivery d) {
        String name = "deferred Delivery backlog";
        if (d.queued() == 0) {
            return na(name, "no Delivery queued in the window");
        }
        long limit = Math.max(d.workers(), (d.queued() + 99) / 100);
        long growth = d.backlogAtEnd() - d.backlogAtStart();
        return verdict(
                name,
                d.leftOver() <= limit && growth <= limit,
                d.leftOver() + " of " + d.queued()
                        + " not completed by the end; queue " + d.backlogAtStart() + " at the start, "
                        + d.backlogAtEnd()
                        + " at the end",
                "<= max(workers, 1%) = " + limit + " each");
    }

    private static Verdict atLeast(String name, double value, double min, String unit) {
        return verdict(name, value >= min, precise(value) + " " + unit, ">= " + f(min) + " " + unit);
    }

    /** Three decimals, so a share just below its limit never prints as equal to it. */
    static String precise(double d) {
        return String.format(Locale.ROOT, "%.3f", d);
    }

    private static Verdict below(String name, double value, double limit, String unit) {
        return verdict(name, value < limit, f(value) + " " + unit, "< " + f(limit) + " " + unit);
    }

    private static Verdict na(String name, String why) {
        return new Verdict(name, Verdict.NOT_APPLICABLE, why, "-");
    }

    private static Verdict verdict(String name, boolean pass, String measured, String limit) {
        return new Verdict(name, pass ? Verdict.PASS : Verdict.FAIL, measured, limit);
    }

    static String f(double d) {
        return String.format(Locale.ROOT, "%.2f", d);
    }
}
