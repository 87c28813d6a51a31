package io.tpcbench.workload.tpch;

import io.tpcbench.schema.TableShape;
import io.trino.tpch.TpchTable;
import java.util.List;
import java.util.stream.Collectors;

/**
 * TPC-H's eight tables (1.4.1) as the loader writes and the check reads them: the generator's
 * table, the columns in the spec's DDL order (the order of dbgen's fields), the primary key, and
 * the rows per scale factor (4.2.5: fixed for nation and region).
 */
enum TpchTables implements TableShape {
    // largest first: the load starts the long jobs early
    LINEITEM(
            TpchTable.LINE_ITEM,
            6_000_000,
            "l_orderkey, l_linenumber",
            "l_orderkey, l_partkey, l_suppkey,"
                    + " l_linenumber, l_quantity, l_extendedprice, l_discount, l_tax, l_returnflag, l_linestatus, l_shipdate,"
                    + " l_commitdate, l_receiptdate, l_shipinstruct, l_shipmode, l_comment"),
    ORDERS(
            TpchTable.ORDERS,
            1_500_000,
            "o_orderkey",
            "o_orderkey, o_custkey, o_orderstatus, o_totalprice,"
                    + " o_orderdate, o_orderpriority, o_clerk, o_shippriority, o_comment"),
    PARTSUPP(
            TpchTable.PART_SUPPLIER,
            800_000,
            "ps_partkey, ps_suppkey",
            "ps_partkey, ps_suppkey, ps_availqty," + " ps_supplycost, ps_comment"),
    PART(
            TpchTable.PART,
            200_000,
            "p_partkey",
            "p_partkey, p_name, p_mfgr, p_brand, p_type, p_size, p_container," + " p_retailprice, p_comment"),
    CUSTOMER(
            TpchTable.CUSTOMER,
            150_000,
            "c_custkey",
            "c_custkey, c_name, c_address, c_nationkey, c_phone," + " c_acctbal, c_mktsegment, c_comment"),
    SUPPLIER(
            TpchTable.SUPPLIER,
            10_000,
            "s_suppkey",
            "s_suppkey, s_name, s_address, s_nationkey, s_phone," + " s_acctbal, s_comment"),
    NATION(TpchTable.NATION, 0, "n_nationkey", "n_nationkey, n_name, n_regionkey, n_comment"),
    REGION(TpchTable.REGION, 0, "r_regionkey", "r_regionkey, r_name, r_comment");

    private final TpchTable<?> generator;
    private final long rowsPerScale;
    private final String primaryKey;
    private final List<String> columns;

    TpchTables(TpchTable<?> generator, long rowsPerScale, String primaryKey, String columns) {
        this.generator = generator;
        this.rowsPerScale = rowsPerScale;
        this.primaryKey = primaryKey;
        this.columns = List.of(columns.split(",\\s*"));
    }

    TpchTable<?> generator() {
        return generator;
    }

    @Override
    public String sqlName() {
        return generator.getTableName();
    }

    @Override
    public List<String> columns() {
        return columns;
    }

    /** dbgen's file name. */
    @Override
    public String csvFileName() {
        return sqlName() + ".tbl";
    }

    /**
     * The rows at scale factor {@code sf}: exact for every table but lineitem (1 to 7 lines an
     * order, about 4 on average: an estimate), 25 nations and 5 regions at any scale.
     */
    long rows(double sf) {
        return switch (this) {
            case NATION -> 25;
            case REGION -> 5;
            default -> (long) (rowsPerScale * sf);
        };
    }

    /** Whether {@link #rows} is exact. */
    boolean exactRows() {
        return this != LINEITEM;
    }

    /**
     * The rows of the table as dbgen prints them, without the final {@code |}, in primary-key
     * order: the fingerprint of a loaded table (../shared/tpch/README.md), l_quantity printed as
     * an integer, as dbgen prints it.
     */
    String fingerprintSql() {
        String cols = columns.stream()
                .map(c -> c.equals("l_quantity") ? "CAST(l_quantity AS SIGNED)" : c)
                .collect(Collectors.joining(", "));
        return "SELECT CONCAT_WS('|', " + cols + ") FROM " + sqlName() + " ORDER BY " + primaryKey;
    }
}
