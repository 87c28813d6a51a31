-- Secondary indexes, created after the load (cheaper than maintaining them row by row).
-- Payment and Order-Status by last name (TPC-C 2.5.2.2, 2.6.2.2).
CREATE INDEX bmsql_customer_idx1 ON bmsql_customer (c_w_id, c_d_id, c_last, c_first);
-- Order-Status: the customer's latest order (TPC-C 2.6.2.2).
CREATE UNIQUE INDEX bmsql_oorder_idx1 ON bmsql_oorder (o_w_id, o_d_id, o_c_id, o_id);
