-- sysbench 1.0.20's sbtest table (oltp_common.lua), one per table number: ${id} is
-- "INTEGER NOT NULL AUTO_INCREMENT" (auto_inc=true) or "INTEGER NOT NULL", ${idIndex} is
-- "PRIMARY KEY" or "KEY xid" (secondary=true), ${engine} the mysql_storage_engine and
-- ${tableOptions} the mysql_table_options (e.g. PolarDB-X's dbpartition by hash(id)).
CREATE TABLE sbtest${table} (
  id ${id},
  k INTEGER DEFAULT '0' NOT NULL,
  c CHAR(120) DEFAULT '' NOT NULL,
  pad CHAR(60) DEFAULT '' NOT NULL,
  ${idIndex} (id)
) /*! ENGINE = ${engine} */ ${tableOptions}
