-- The secondary index on k, created after the table's rows are in (create_secondary=true).
CREATE INDEX k_${table} ON sbtest${table}(k)
