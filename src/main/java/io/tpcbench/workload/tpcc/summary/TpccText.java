package io.tpcbench.workload.tpcc.summary;

import io.tpcbench.workload.DriverLine;
import io.tpcbench.workload.SummaryText;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** TPC-C's lines of the summary: BenchmarkSQL's closing block verbatim in form, its Delivery, mix, audit and compliance. */
record TpccText(TpccSummary s) implements SummaryText {
    @Override
    public List<String> opening(Overview o) {
        List<String> l = new ArrayList<>();
        l.add("Term-00, ");
        l.add(String.format(Locale.ROOT, "Term-00, Measured tpmC (NewOrders) = %.2f", s.tpmC()));
        l.add(String.format(Locale.ROOT, "Term-00, Measured tpmTOTAL = %.2f", o.tpmTotal()));
        l.add("Term-00, Session Start     = " + o.sessionStart());
        l.add("Term-00, Session End       = " + o.sessionEnd());
        l.add("Term-00, Transaction Count = " + o.transactionCount());
        l.add(String.format(Locale.ROOT, "Measured %.1f s%s over %d warehouse(s) with %d terminal(s);"
                + " efficiency %.1f%% of 12.86 tpmC per warehouse", o.measuredSecs(), o.interruptedNote(),
                s.warehouses(), o.terminals(), s.efficiencyPct()));
        if (!o.merged() && (s.warehouseFrom() != 1 || s.warehouseTo() != s.warehouses() || !o.startAt().isEmpty())) {
            l.add("This driver's terminals live in warehouses " + s.warehouseFrom() + "-" + s.warehouseTo() + " of "
                    + s.warehouses() + o.startAt() + " (merge the drivers' result directories with run/mergeResults.sh)");
        }
        return l;
    }

    @Override
    public String coverage() {
        return "home warehouses " + s.warehouseFrom() + "-" + s.warehouseTo();
    }

    /** Deferred Delivery, its backlog, the mix, the database audit. */
    @Override
    public List<String> afterTable() {
        List<String> l = new ArrayList<>();
        Sections.DeferredDelivery d = s.delivery();
        l.add(String.format(Locale.ROOT, "%-13s %9d %7s %7s %6d %6s %8s %8.1f %8s %8s %9.1f   (queue to completion;"
                        + " %d with skipped districts, %d districts skipped)", "Delivery-BG", d.completed(), "-", "-",
                d.failed(), "-", "-", d.p90Ms(), "-", "-", d.maxMs(), d.skippedDeliveries(), d.skippedDistricts()));
        l.add(backlogLine(d));
        l.add(String.format(Locale.ROOT, "New-Order rollbacks %.2f%%, remote order lines %.2f%%, remote payments"
                        + " %.2f%%, customers by last name %.2f%%", s.mix().newOrderRollbackPct(),
                s.mix().remoteOrderLinePct(), s.mix().remotePaymentPct(), s.mix().byNamePct()));
        if (s.audit() != null) {
            l.add(String.format(Locale.ROOT, "Database counters: %d New-Orders committed (driver: %d), %d Payments"
                            + " (driver: %d)", s.audit().dbNewOrders(), s.audit().driverNewOrders(),
                    s.audit().dbPayments(), s.audit().driverPayments()));
        }
        return l;
    }

    @Override
    public String faultsNote() {
        return String.format(Locale.ROOT, "; committed in the session: %d New-Orders, %d Payments",
                s.committedNewOrders(), s.committedPayments());
    }

    @Override
    public String driverLine(int index, DriverLine d, String firstKind) {
        Sections.DriverHomes h = index < s.drivers().size() ? s.drivers().get(index)
                : new Sections.DriverHomes(0, 0, 0);
        return String.format(Locale.ROOT, "Driver %s (warehouses %d-%d, %d terminals): tpmC %.2f, tpmTOTAL %.2f,"
                        + " %d failed, New-Order p90 %.1f ms, driver CPU %.3f ms per transaction", d.name(),
                h.warehouseFrom(), h.warehouseTo(), d.terminals(), h.tpmC(), d.tpmTotal(), d.failed(),
                d.newOrderP90Ms(), d.driverCpuMsPerTxn());
    }

    @Override
    public List<String> beforeVerdicts() {
        return s.compliance() == null ? List.of() : List.of("Configuration: " + s.compliance().statement());
    }

    /** Deferred Delivery's requests of the window and where they ended, and its queue. */
    static String backlogLine(Sections.DeferredDelivery d) {
        return String.format(Locale.ROOT, "Deferred Delivery: %d queued in the window, %d completed, %d failed, %d left"
                + " over (not completed by its end); queue %d at the start, %d at the end (%d workers)", d.queued(),
                d.completed(), d.failed(), d.leftOver(), d.backlogAtStart(), d.backlogAtEnd(), d.workers());
    }
}
