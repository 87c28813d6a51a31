-- The 4-index layout: the primary key and these three.
KEY L_ORDER (L_ORDERKEY),
KEY PART (L_PARTKEY),
KEY SUPP (L_SUPPKEY)
