-- CH-benCHmark's own tables; TPC-C's drop with TPC-C's steps after these.
DROP TABLE IF EXISTS bmsql_supplier;
DROP TABLE IF EXISTS bmsql_nation;
DROP TABLE IF EXISTS bmsql_region;
