package io.tpcbench.workload.tpcc.summary;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.TypeLine;
import io.tpcbench.workload.Verdict;
import io.tpcbench.workload.tpcc.TransactionType;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * TPC-C's part of a run's summary: tpmC and the efficiency against 12.86 tpmC per warehouse
 * (TPC-C 5.4), the deferred Delivery, the mix and the counts behind it, the database audit, the
 * mix plan, the compliance, the New-Orders and Payments committed over the session, the home
 * warehouses and NURand C constants of the driver (of each driver, in a merge). Written into
 * {@code summary.json} under the keys it always had, and read back from them.
 */
public record TpccSummary(
        int warehouses,
        double tpmC,
        double efficiencyPct,
        Sections.DeferredDelivery delivery,
        Sections.Mix mix,
        Sections.Audit audit,
        Sections.MixCounts mixCounts,
        Sections.MixPlan plan,
        Sections.Compliance compliance,
        long committedNewOrders,
        long committedPayments,
        int warehouseFrom,
        int warehouseTo,
        String nurandRun,
        List<Sections.DriverHomes> drivers) {
    /** TPC-C 5.4: the maximum tpmC per warehouse with the spec's keying and think times. */
    public static final double MAX_TPMC_PER_WAREHOUSE = 12.86;

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    public TpccSummary {
        nurandRun = nurandRun == null ? "" : nurandRun;
        drivers = drivers == null ? List.of() : List.copyOf(drivers);
    }

    /** The part the engine shows, with {@code verdicts}. */
    public SummaryPart part(List<Verdict> verdicts) {
        Map<String, Double> figures = new LinkedHashMap<>();
        figures.put("tpmC", tpmC);
        figures.put("efficiencyPct", efficiencyPct);
        return new SummaryPart("tpmC", tpmC, figures, verdicts, sections(), new TpccText(this), true);
    }

    /** The sections of {@code summary.json}: top-level keys, and TPC-C's keys of the engine's faults and share. */
    Map<String, Object> sections() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("warehouses", warehouses);
        m.put("tpmC", tpmC);
        m.put("efficiencyPct", efficiencyPct);
        m.put("delivery", delivery);
        m.put("mix", mix);
        m.put("audit", audit);
        m.put("mixCounts", mixCounts);
        m.put("plan", plan);
        m.put("compliance", compliance);
        m.put("faults", Map.of("committedNewOrders", committedNewOrders, "committedPayments", committedPayments));
        Map<String, Object> share = new LinkedHashMap<>();
        share.put("warehouseFrom", warehouseFrom);
        share.put("warehouseTo", warehouseTo);
        share.put("drivers", drivers);
        share.put("nurandRun", nurandRun);
        m.put("share", share);
        return m;
    }

    /**
     * TPC-C's part read back from a {@code summary.json} ({@code json}: its whole tree); a summary
     * of a tpcbench before the share was kept covers warehouses 1 to all.
     */
    @SuppressWarnings("unchecked")
    public static TpccSummary read(Map<String, Object> json) {
        Map<String, Object> faults = json.get("faults") instanceof Map<?, ?> f ? (Map<String, Object>) f : Map.of();
        Map<String, Object> share = json.get("share") instanceof Map<?, ?> s ? (Map<String, Object>) s : Map.of();
        int warehouses = MAPPER.convertValue(json.getOrDefault("warehouses", 0), Integer.class);
        return new TpccSummary(
                warehouses,
                SummaryPart.number(json.get("tpmC")),
                SummaryPart.number(json.get("efficiencyPct")),
                value(json, "delivery", Sections.DeferredDelivery.class),
                value(json, "mix", Sections.Mix.class),
                value(json, "audit", Sections.Audit.class),
                value(json, "mixCounts", Sections.MixCounts.class),
                value(json, "plan", Sections.MixPlan.class),
                value(json, "compliance", Sections.Compliance.class),
                count(faults, "committedNewOrders"),
                count(faults, "committedPayments"),
                share.isEmpty() ? 1 : (int) count(share, "warehouseFrom"),
                share.isEmpty() ? warehouses : (int) count(share, "warehouseTo"),
                (String) share.get("nurandRun"),
                MAPPER.convertValue(
                        share.getOrDefault("drivers", List.of()),
                        MAPPER.getTypeFactory().constructCollectionType(List.class, Sections.DriverHomes.class)));
    }

    /** TPC-C's summary from its part (its sections, as it wrote them or read them back). */
    @SuppressWarnings("unchecked")
    public static TpccSummary of(SummaryPart part) {
        return read(MAPPER.convertValue(part.sections(), Map.class));
    }

    private static <T> T value(Map<String, Object> json, String key, Class<T> type) {
        Object v = json.get(key);
        return v == null ? null : MAPPER.convertValue(v, type);
    }

    private static long count(Map<String, Object> m, String key) {
        return m.get(key) instanceof Number n ? n.longValue() : 0;
    }

    /** TPC-C's verdicts of a window from its kinds' lines and the engine's partial commits. */
    public List<Verdict> verdicts(List<TypeLine> types, int terminals, long partialCommits) {
        return TpccVerdicts.of(
                new TpccVerdicts.Sample(warehouses, terminals, plan, mixCounts),
                types,
                delivery,
                audit,
                partialCommits);
    }

    /** The mix percentages of a window from its kinds' lines and {@code counts}. */
    static Sections.Mix mix(List<TypeLine> types, Sections.MixCounts counts) {
        TypeLine newOrder = types.get(TransactionType.NEW_ORDER.ordinal());
        long payments = types.get(TransactionType.PAYMENT.ordinal()).completed();
        long orderStatus = types.get(TransactionType.ORDER_STATUS.ordinal()).completed();
        return new Sections.Mix(
                pct(newOrder.rolledBack(), newOrder.completed()),
                pct(counts.remoteOrderLines(), counts.orderLines()),
                pct(counts.remotePayments(), payments),
                pct(counts.byNamePayments() + counts.byNameOrderStatus(), payments + orderStatus));
    }

    static double pct(long part, long whole) {
        return whole == 0 ? 0 : 100.0 * part / whole;
    }
}
