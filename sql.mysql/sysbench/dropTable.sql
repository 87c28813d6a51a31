DROP TABLE IF EXISTS sbtest${table}
