package io.tpcbench.report;

import io.tpcbench.report.RunSummary.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The PASS/FAIL verdicts of a run, each with its limit and units. */
final class Verdicts {
    private Verdicts() {}

    /** Types in TransactionType order: New-Order, Payment, Order-Status, Delivery, Stock-Level. */
    static List<Verdict> of(int warehouses, List<RunSummary.TypeLine> types, RunSummary.DeferredDelivery delivery,
            RunSummary.Mix mix, RunSummary.Audit audit, RunSummary.Faults faults) {
        List<Verdict> v = new ArrayList<>();
        // TPC-C 5.2.3: minimum mix over the measurement interval
        String[] names = {"Payment", "Order-Status", "Delivery", "Stock-Level"};
        double[] minima = {43.0, 4.0, 4.0, 4.0};
        for (int i = 0; i < names.length; i++) {
            double share = types.get(i + 1).sharePct();
            v.add(atLeast("mix " + names[i] + " share (5.2.3)", share, minima[i], "%"));
        }
        // TPC-C 5.2.5.3: 90th percentile response times, strictly below the limit
        double[] limitsMs = {5000, 5000, 5000, 5000, 20000};
        for (int i = 0; i < limitsMs.length; i++) {
            RunSummary.TypeLine t = types.get(i);
            v.add(t.completed() == 0 ? na(t.name() + " p90 (5.2.5.3)", "no transactions")
                    : below(t.name() + " p90 (5.2.5.3)", t.p90Ms(), limitsMs[i], "ms"));
            // TPC-C 5.2.5.6: the 90th percentile is at least the average (0.1 s counts as equal)
            if (t.completed() > 0) {
                v.add(verdict(t.name() + " p90 >= mean (5.2.5.6)", t.p90Ms() + 100 >= t.meanMs(),
                        f(t.p90Ms()) + " ms vs mean " + f(t.meanMs()) + " ms", "p90 >= mean - 100 ms"));
            }
        }
        v.add(delivery.completed() == 0 ? na("deferred Delivery p90 (5.2.5.3)", "none completed")
                : verdict("deferred Delivery p90 (5.2.5.3)", delivery.p90Ms() <= 80_000,
                        f(delivery.p90Ms()) + " ms", "<= 80000 ms"));
        v.add(within("New-Order rollbacks (2.4.1.4, 9.2.2.5)", mix.newOrderRollbackPct(), 0.9, 1.1));
        v.add(warehouses == 1 ? na("remote order lines (2.4.1.5)", "one warehouse")
                : within("remote order lines (2.4.1.5)", mix.remoteOrderLinePct(), 0.9, 1.1));
        v.add(warehouses == 1 ? na("remote payments (2.5.1.2)", "one warehouse")
                : within("remote payments (2.5.1.2)", mix.remotePaymentPct(), 14.0, 16.0));
        v.add(within("customers by last name (2.5.1.2, 2.6.1.2)", mix.byNamePct(), 57.0, 63.0));
        v.add(backlog(delivery));
        long allowed = Math.max(1, delivery.completed() / 100);
        v.add(verdict("skipped deliveries (5.4.5)", delivery.skippedDeliveries() <= allowed,
                delivery.skippedDeliveries() + " of " + delivery.completed(), "<= max(1, 1%) = " + allowed));
        long errors = types.stream().mapToLong(RunSummary.TypeLine::failed).sum() + delivery.failed();
        v.add(verdict("failed transactions", errors == 0, Long.toString(errors), "0"));
        // a transaction found in part (its commit in doubt) breaks TPC-C 3.3.2 whatever else passes
        v.add(verdict("partial commits", faults.partialCommits() == 0, Long.toString(faults.partialCommits()), "0"));
        if (audit != null) {
            v.add(verdict("database counters match the driver", audit.consistent(),
                    "New-Orders db " + audit.dbNewOrders() + " / driver " + audit.driverNewOrders()
                            + ", Payments db " + audit.dbPayments() + " / driver " + audit.driverPayments(),
                    "differ by <= " + audit.tolerance() + " (in flight at the window's edges or counted before the"
                            + " start's reading)"));
        }
        return v;
    }

    /**
     * Deferred Delivery cannot inflate tpmC unseen: the requests of the window not completed by its
     * end, and the growth of the queue through it, stay within 1% of the window's requests or the
     * workers' count, whichever is more (each worker may be in the middle of one at the end).
     */
    static Verdict backlog(RunSummary.DeferredDelivery d) {
        String name = "deferred Delivery backlog";
        if (d.queued() == 0) {
            return na(name, "no Delivery queued in the window");
        }
        long limit = Math.max(d.workers(), (d.queued() + 99) / 100);
        long growth = d.backlogAtEnd() - d.backlogAtStart();
        return verdict(name, d.leftOver() <= limit && growth <= limit, d.leftOver() + " of " + d.queued()
                + " not completed by the end; queue " + d.backlogAtStart() + " at the start, " + d.backlogAtEnd()
                + " at the end", "<= max(workers, 1%) = " + limit + " each");
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

    private static Verdict within(String name, double value, double lo, double hi) {
        return verdict(name, value >= lo && value <= hi, precise(value) + " %", f(lo) + " .. " + f(hi) + " %");
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
