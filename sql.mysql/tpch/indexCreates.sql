-- The foreign-key indexes (TPC-H 1.4.2.3's foreign keys), created after the load. lineitem's key to
-- orders is its primary key's prefix; its key to partsupp is (l_partkey, l_suppkey).
CREATE INDEX n_regionkey ON nation (n_regionkey);
CREATE INDEX s_nationkey ON supplier (s_nationkey);
CREATE INDEX c_nationkey ON customer (c_nationkey);
CREATE INDEX ps_suppkey ON partsupp (ps_suppkey);
CREATE INDEX o_custkey ON orders (o_custkey);
CREATE INDEX l_partkey_suppkey ON lineitem (l_partkey, l_suppkey);
CREATE INDEX l_suppkey ON lineitem (l_suppkey);
