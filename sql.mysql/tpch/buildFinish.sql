-- Fresh statistics before the queries run (the whitepaper's ANALYZE after the load).
ANALYZE TABLE region, nation, supplier, customer, part, partsupp, orders, lineitem;
