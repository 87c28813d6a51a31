DROP TABLE IF EXISTS lineitem${table}
