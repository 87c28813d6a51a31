DROP INDEX bmsql_customer_idx1 ON bmsql_customer;
DROP INDEX bmsql_oorder_idx1 ON bmsql_oorder;
