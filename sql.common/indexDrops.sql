DROP INDEX bmsql_customer_idx1;
DROP INDEX bmsql_oorder_idx1;
