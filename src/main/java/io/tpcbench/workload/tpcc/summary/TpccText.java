package io.tpcbench.workload.tpcc.summary;

import io.tpcbench.workload.DriverLine;
import io.tpcbench.workload.SummaryText;
import io.tpcbench.workload.Verdict;
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
        l.add(String.format(
                Locale.ROOT,
                "Measured %.1f s%s over %d warehouse(s) with %d terminal(s);"
                        + " efficiency %.1f%% of 12.86 tpmC per warehouse",
                o.measuredSecs(),
                o.interruptedNote(),
                s.warehouses(),
                o.terminals(),
                s.efficiencyPct()));
        if (!o.merged()
                && (s.warehouseFrom() != 1
                        || s.warehouseTo() != s.warehouses()
                        || !o.startAt().isEmpty())) {
            l.add("This driver's terminals live in warehouses " + s.warehouseFrom() + "-" + s.warehouseTo() + " of "
                    + s.warehouses() + o.startAt()
                    + " (merge the drivers' result directories with run/mergeResults.sh)");
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
        l.add(String.format(
                Locale.ROOT,
                "%-13s %9d %7s %7s %6d %6s %8s %8.1f %8s %8s %9.1f   (queue to completion;"
                        + " %d with skipped districts, %d districts skipped)",
                "Delivery-BG",
                d.completed(),
                "-",
                "-",
                d.failed(),
                "-",
                "-",
                d.p90Ms(),
                "-",
                "-",
                d.maxMs(),
                d.skippedDeliveries(),
                d.skippedDistricts()));
        l.add(backlogLine(d));
        l.add(String.format(
                Locale.ROOT,
                "New-Order rollbacks %.2f%%, remote order lines %.2f%%, remote payments"
                        + " %.2f%%, customers by last name %.2f%%",
                s.mix().newOrderRollbackPct(),
                s.mix().remoteOrderLinePct(),
                s.mix().remotePaymentPct(),
                s.mix().byNamePct()));
        if (s.audit() != null) {
            l.add(String.format(
                    Locale.ROOT,
                    "Database counters: %d New-Orders committed (driver: %d), %d Payments" + " (driver: %d)",
                    s.audit().dbNewOrders(),
                    s.audit().driverNewOrders(),
                    s.audit().dbPayments(),
                    s.audit().driverPayments()));
        }
        return l;
    }

    @Override
    public String faultsNote() {
        return String.format(
                Locale.ROOT,
                "; committed in the session: %d New-Orders, %d Payments",
                s.committedNewOrders(),
                s.committedPayments());
    }

    @Override
    public String driverLine(int index, DriverLine d, String firstKind) {
        Sections.DriverHomes h = homes(index);
        return String.format(
                Locale.ROOT,
                "Driver %s (warehouses %d-%d, %d terminals): tpmC %.2f, tpmTOTAL %.2f,"
                        + " %d failed, New-Order p90 %.1f ms, driver CPU %.3f ms per transaction",
                d.name(),
                h.warehouseFrom(),
                h.warehouseTo(),
                d.terminals(),
                h.tpmC(),
                d.tpmTotal(),
                d.failed(),
                d.newOrderP90Ms(),
                d.driverCpuMsPerTxn());
    }

    @Override
    public List<String> beforeVerdicts() {
        return s.compliance() == null
                ? List.of()
                : List.of("Configuration: " + s.compliance().statement());
    }

    @Override
    public String firstKindKey() {
        return "newOrder";
    }

    @Override
    public String firstKindRate() {
        return "tpmC";
    }

    @Override
    public long deferredCompleted() {
        return s.delivery() == null ? 0 : s.delivery().completed();
    }

    @Override
    public long deferredFailed() {
        return s.delivery() == null ? 0 : s.delivery().failed();
    }

    @Override
    public String scale() {
        return s.warehouses() + " warehouse(s), ";
    }

    @Override
    public List<Card> cards(Overview o, List<Verdict> verdicts) {
        long fails =
                verdicts.stream().filter(v -> v.status().equals(Verdict.FAIL)).count();
        long passes =
                verdicts.stream().filter(v -> v.status().equals(Verdict.PASS)).count();
        return List.of(
                new Card("tpmC", whole(s.tpmC()), ""),
                new Card("tpmTOTAL", whole(o.tpmTotal()), ""),
                new Card("efficiency", String.format(Locale.ROOT, "%.1f %%", s.efficiencyPct()), ""),
                new Card("transactions", String.format(Locale.ROOT, "%,d", o.transactionCount()), ""),
                new Card("New-Order p90", ms(o.types().get(0).p90Ms()), ""),
                new Card("failed", Long.toString(o.failed()), o.failed() > 0 ? "fail" : "pass"),
                new Card("verdicts", passes + " PASS / " + fails + " FAIL", fails > 0 ? "fail" : "pass"));
    }

    @Override
    public String verdictsNote() {
        return s.compliance() == null
                ? ""
                : "Configuration: " + s.compliance().statement() + ". The verdicts below"
                        + " judge the measurement; this line judges the configuration.";
    }

    @Override
    public List<List<String>> moreTypeRows() {
        Sections.DeferredDelivery d = s.delivery();
        return List.of(List.of(
                "Delivery-BG",
                Long.toString(d.completed()),
                "-",
                "-",
                Long.toString(d.failed()),
                "-",
                "-",
                one(d.p90Ms()),
                "-",
                "-",
                one(d.maxMs()),
                "-"));
    }

    @Override
    public String tableNote() {
        return String.format(
                Locale.ROOT,
                "New-Order rollbacks %.2f %%, remote order lines %.2f %%, remote payments"
                        + " %.2f %%, customers by last name %.2f %%; deferred Deliveries with skipped districts: %d"
                        + " (%d districts). Delivery-BG is the deferred part of Delivery, from queue to completion.",
                s.mix().newOrderRollbackPct(),
                s.mix().remoteOrderLinePct(),
                s.mix().remotePaymentPct(),
                s.mix().byNamePct(),
                s.delivery().skippedDeliveries(),
                s.delivery().skippedDistricts());
    }

    @Override
    public List<List<String>> environmentRows() {
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("deferred Delivery", backlogLine(s.delivery()).substring("Deferred Delivery: ".length())));
        if (s.audit() != null) {
            rows.add(List.of(
                    "database counters",
                    String.format(
                            Locale.ROOT,
                            "%d New-Orders committed (driver: %d)," + " %d Payments (driver: %d)",
                            s.audit().dbNewOrders(),
                            s.audit().driverNewOrders(),
                            s.audit().dbPayments(),
                            s.audit().driverPayments())));
        }
        return rows;
    }

    @Override
    public String driverRow(int index, DriverLine d, String firstKind, String p90) {
        Sections.DriverHomes h = homes(index);
        return String.format(
                Locale.ROOT,
                "warehouses %d-%d, %d terminals: tpmC %,.0f, tpmTOTAL %,.0f, %d failed,"
                        + " New-Order p90 %s, CPU %.3f ms per transaction",
                h.warehouseFrom(),
                h.warehouseTo(),
                d.terminals(),
                h.tpmC(),
                d.tpmTotal(),
                d.failed(),
                p90,
                d.driverCpuMsPerTxn());
    }

    private Sections.DriverHomes homes(int index) {
        return index < s.drivers().size() ? s.drivers().get(index) : new Sections.DriverHomes(0, 0, 0);
    }

    private static String whole(double d) {
        return String.format(Locale.ROOT, "%,.0f", d);
    }

    private static String ms(double d) {
        return Double.isFinite(d) ? String.format(Locale.ROOT, "%,.1f ms", d) : "-";
    }

    private static String one(double d) {
        return String.format(Locale.ROOT, "%.1f", d);
    }

    /** Deferred Delivery's requests of the window and where they ended, and its queue. */
    static String backlogLine(Sections.DeferredDelivery d) {
        return String.format(
                Locale.ROOT,
                "Deferred Delivery: %d queued in the window, %d completed, %d failed, %d left"
                        + " over (not completed by its end); queue %d at the start, %d at the end (%d workers)",
                d.queued(),
                d.completed(),
                d.failed(),
                d.leftOver(),
                d.backlogAtStart(),
                d.backlogAtEnd(),
                d.workers());
    }
}
