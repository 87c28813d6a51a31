-- Fresh statistics so the optimizer sees the loaded sizes.
ANALYZE TABLE bmsql_warehouse, bmsql_district, bmsql_customer, bmsql_history, bmsql_new_order,
  bmsql_oorder, bmsql_order_line, bmsql_item, bmsql_stock, bmsql_config;
