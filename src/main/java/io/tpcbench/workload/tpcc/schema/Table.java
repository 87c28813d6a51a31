package io.tpcbench.workload.tpcc.schema;

import io.tpcbench.schema.TableShape;
import java.util.List;

/**
 * The TPC-C tables with BenchmarkSQL's names, the CSV file name BenchmarkSQL uses, and the
 * columns the loader writes, in the order generators emit them ({@code hist_id} is left to
 * AUTO_INCREMENT).
 */
public enum Table implements TableShape {
    CONFIG("bmsql_config", "config", "cfg_name", "cfg_value"),
    ITEM("bmsql_item", "item", "i_id", "i_name", "i_price", "i_data", "i_im_id"),
    WAREHOUSE(
            "bmsql_warehouse",
            "warehouse",
            "w_id",
            "w_ytd",
            "w_tax",
            "w_name",
            "w_street_1",
            "w_street_2",
            "w_city",
            "w_state",
            "w_zip"),
    DISTRICT(
            "bmsql_district",
            "district",
            "d_w_id",
            "d_id",
            "d_ytd",
            "d_tax",
            "d_next_o_id",
            "d_name",
            "d_street_1",
            "d_street_2",
            "d_city",
            "d_state",
            "d_zip"),
    CUSTOMER(
            "bmsql_customer",
            "customer",
            "c_w_id",
            "c_d_id",
            "c_id",
            "c_discount",
            "c_credit",
            "c_last",
            "c_first",
            "c_credit_lim",
            "c_balance",
            "c_ytd_payment",
            "c_payment_cnt",
            "c_delivery_cnt",
            "c_street_1",
            "c_street_2",
            "c_city",
            "c_state",
            "c_zip",
            "c_phone",
            "c_since",
            "c_middle",
            "c_data"),
    HISTORY(
            "bmsql_history",
            "cust-hist",
            "h_c_id",
            "h_c_d_id",
            "h_c_w_id",
            "h_d_id",
            "h_w_id",
            "h_date",
            "h_amount",
            "h_data"),
    ORDER(
            "bmsql_oorder",
            "order",
            "o_w_id",
            "o_d_id",
            "o_id",
            "o_c_id",
            "o_carrier_id",
            "o_ol_cnt",
            "o_all_local",
            "o_entry_d"),
    NEW_ORDER("bmsql_new_order", "new-order", "no_w_id", "no_d_id", "no_o_id"),
    ORDER_LINE(
            "bmsql_order_line",
            "order-line",
            "ol_w_id",
            "ol_d_id",
            "ol_o_id",
            "ol_number",
            "ol_i_id",
            "ol_delivery_d",
            "ol_amount",
            "ol_supply_w_id",
            "ol_quantity",
            "ol_dist_info"),
    STOCK(
            "bmsql_stock",
            "stock",
            "s_w_id",
            "s_i_id",
            "s_quantity",
            "s_ytd",
            "s_order_cnt",
            "s_remote_cnt",
            "s_data",
            "s_dist_01",
            "s_dist_02",
            "s_dist_03",
            "s_dist_04",
            "s_dist_05",
            "s_dist_06",
            "s_dist_07",
            "s_dist_08",
            "s_dist_09",
            "s_dist_10");

    private final String sqlName;
    private final String csvName;
    private final List<String> columns;

    Table(String sqlName, String csvName, String... columns) {
        this.sqlName = sqlName;
        this.csvName = csvName;
        this.columns = List.of(columns);
    }

    @Override
    public String sqlName() {
        return sqlName;
    }

    /** BenchmarkSQL's CSV file name for this table, e.g. {@code order-line.csv}. */
    @Override
    public String csvFileName() {
        return csvName + ".csv";
    }

    @Override
    public List<String> columns() {
        return columns;
    }

    /** The column holding the warehouse id (for HISTORY the paying warehouse), or null for CONFIG and ITEM. */
    public String warehouseColumn() {
        return switch (this) {
            case CONFIG, ITEM -> null;
            case HISTORY -> "h_w_id";
            default -> columns.get(0);
        };
    }
}
