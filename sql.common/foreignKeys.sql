-- Referential integrity of TPC-C 1.3 (optional: run only with foreignKeys=true; many distributed
-- MySQL engines reject foreign keys, and they slow the run down).
ALTER TABLE bmsql_district ADD CONSTRAINT d_warehouse_fkey
  FOREIGN KEY (d_w_id) REFERENCES bmsql_warehouse (w_id);
ALTER TABLE bmsql_customer ADD CONSTRAINT c_district_fkey
  FOREIGN KEY (c_w_id, c_d_id) REFERENCES bmsql_district (d_w_id, d_id);
ALTER TABLE bmsql_history ADD CONSTRAINT h_customer_fkey
  FOREIGN KEY (h_c_w_id, h_c_d_id, h_c_id) REFERENCES bmsql_customer (c_w_id, c_d_id, c_id);
ALTER TABLE bmsql_history ADD CONSTRAINT h_district_fkey
  FOREIGN KEY (h_w_id, h_d_id) REFERENCES bmsql_district (d_w_id, d_id);
ALTER TABLE bmsql_new_order ADD CONSTRAINT no_order_fkey
  FOREIGN KEY (no_w_id, no_d_id, no_o_id) REFERENCES bmsql_oorder (o_w_id, o_d_id, o_id);
ALTER TABLE bmsql_oorder ADD CONSTRAINT o_customer_fkey
  FOREIGN KEY (o_w_id, o_d_id, o_c_id) REFERENCES bmsql_customer (c_w_id, c_d_id, c_id);
ALTER TABLE bmsql_order_line ADD CONSTRAINT ol_order_fkey
  FOREIGN KEY (ol_w_id, ol_d_id, ol_o_id) REFERENCES bmsql_oorder (o_w_id, o_d_id, o_id);
ALTER TABLE bmsql_order_line ADD CONSTRAINT ol_stock_fkey
  FOREIGN KEY (ol_supply_w_id, ol_i_id) REFERENCES bmsql_stock (s_w_id, s_i_id);
ALTER TABLE bmsql_stock ADD CONSTRAINT s_warehouse_fkey
  FOREIGN KEY (s_w_id) REFERENCES bmsql_warehouse (w_id);
ALTER TABLE bmsql_stock ADD CONSTRAINT s_item_fkey
  FOREIGN KEY (s_i_id) REFERENCES bmsql_item (i_id);
