package io.tpcbench.workload.tpcc;

import static io.tpcbench.config.KeyDef.Origin.BENCHMARKSQL5;
import static io.tpcbench.config.KeyDef.Origin.BENCHMARKSQL6;
import static io.tpcbench.config.KeyDef.Origin.TPCBENCH;

import io.tpcbench.config.KeyDef;
import io.tpcbench.config.TypedProps;
import java.util.List;

/**
 * TPC-C's scale (4.2.2) under BenchmarkSQL's names: the database's {@code warehouses}, those this
 * loader loads ({@code loadWarehouseFrom..loadWarehouseTo}) and the homes of this driver's
 * terminals ({@code runWarehouseFrom..runWarehouseTo}, or BenchmarkSQL 6's
 * {@code useWarehouseFrom..useWarehouseTo}), every warehouse by default.
 */
public record Warehouses(int count, WarehouseRange load, WarehouseRange homes) {

    static final List<KeyDef> KEYS = List.of(
            KeyDef.of("warehouses", null, BENCHMARKSQL5, "number of warehouses (scale)"),
            KeyDef.of("loadWarehouseFrom", "1", TPCBENCH, "first warehouse this loader loads"),
            KeyDef.of("loadWarehouseTo", "", TPCBENCH, "last warehouse this loader loads (default: warehouses)"),
            KeyDef.of("runWarehouseFrom", "", TPCBENCH, "first home warehouse of this driver's terminals (default: 1)"),
            KeyDef.of(
                    "runWarehouseTo",
                    "",
                    TPCBENCH,
                    "last home warehouse of this driver's terminals (default: warehouses)"),
            KeyDef.of("useWarehouseFrom", "-1", BENCHMARKSQL6, "BenchmarkSQL 6 name of runWarehouseFrom (-1 = unset)"),
            KeyDef.of("useWarehouseTo", "-1", BENCHMARKSQL6, "BenchmarkSQL 6 name of runWarehouseTo (-1 = unset)"));

    /** The ranges in {@code p}, {@code warehouses} required; what is wrong is added to {@code problems}. */
    static Warehouses of(TypedProps p, List<String> problems) {
        int warehouses = p.integer("warehouses", 1, 1_000_000);
        return new Warehouses(warehouses, load(p, warehouses, problems), homes(p, warehouses, problems));
    }

    /** True when this loader owns every warehouse (and so also loads ITEM and bmsql_config). */
    public boolean loadsAll() {
        return load.from() == 1 && load.to() == count;
    }

    private static WarehouseRange load(TypedProps p, int warehouses, List<String> problems) {
        int from = p.integer("loadWarehouseFrom", 1, 1_000_000);
        int to = p.isSet("loadWarehouseTo") ? p.integer("loadWarehouseTo", 1, 1_000_000) : warehouses;
        if (from > to || to > warehouses) {
            problems.add("loadWarehouseFrom=" + from + " and loadWarehouseTo=" + to
                    + " must satisfy 1 <= loadWarehouseFrom <= loadWarehouseTo <= warehouses (" + warehouses + ")");
            return WarehouseRange.all(warehouses);
        }
        return new WarehouseRange(from, to);
    }

    /**
     * The warehouses this driver's terminals live in: {@code runWarehouseFrom..runWarehouseTo}, or
     * BenchmarkSQL 6's {@code useWarehouseFrom..useWarehouseTo} (-1 = unset), all by default.
     */
    private static WarehouseRange homes(TypedProps p, int warehouses, List<String> problems) {
        int from = rangeEnd(p, "runWarehouseFrom", "useWarehouseFrom", 1, problems);
        int to = rangeEnd(p, "runWarehouseTo", "useWarehouseTo", warehouses, problems);
        if (from < 1 || from > to || to > warehouses) {
            problems.add("runWarehouseFrom=" + from + " and runWarehouseTo=" + to
                    + " must satisfy 1 <= runWarehouseFrom <= runWarehouseTo <= warehouses (" + warehouses + ")");
            return WarehouseRange.all(Math.max(1, warehouses));
        }
        return new WarehouseRange(from, to);
    }

    private static int rangeEnd(TypedProps p, String key, String alias, int unset, List<String> problems) {
        int value = p.isSet(key) ? p.integer(key, 1, 1_000_000) : unset;
        int aliased = p.integer(alias, -1, 1_000_000);
        if (aliased == -1 || aliased == value) {
            return value;
        }
        if (p.isSet(key)) {
            problems.add(key + "=" + value + " and its BenchmarkSQL 6 name " + alias + "=" + aliased
                    + " disagree: set one of them");
            return value;
        }
        if (aliased == 0) {
            problems.add(alias + "=0 is not a warehouse: use -1 for every warehouse");
            return unset;
        }
        return aliased;
    }
}
