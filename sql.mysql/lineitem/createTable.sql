-- The storage-engine test's table (../shared/lineitem-test.md): TPC-H's lineitem with L_COMMENT
-- widened to 512 characters, one per table number ${table}; ${engine} is storageEngine,
-- ${tableOptions} the tableOptions key (e.g. ROW_FORMAT=COMPRESSED KEY_BLOCK_SIZE=8). Primary key
-- (L_ORDERKEY, L_PARTKEY) as the report's, in both layouts; the secondary keys come from
-- indexes4.sql or indexes10.sql, in the CREATE TABLE itself (the insert tests maintain them).
CREATE TABLE lineitem${table} (
  L_ORDERKEY      BIGINT        NOT NULL,
  L_PARTKEY       BIGINT        NOT NULL,
  L_SUPPKEY       INTEGER       NOT NULL,
  L_LINENUMBER    INTEGER       NOT NULL,
  L_QUANTITY      DECIMAL(15,2) NOT NULL,
  L_EXTENDEDPRICE DECIMAL(15,2) NOT NULL,
  L_DISCOUNT      DECIMAL(15,2) NOT NULL,
  L_TAX           DECIMAL(15,2) NOT NULL,
  L_RETURNFLAG    CHAR(1)       NOT NULL,
  L_LINESTATUS    CHAR(1)       NOT NULL,
  L_SHIPDATE      DATE          NOT NULL,
  L_COMMITDATE    DATE          NOT NULL,
  L_RECEIPTDATE   DATE          NOT NULL,
  L_SHIPINSTRUCT  CHAR(25)      NOT NULL,
  L_SHIPMODE      CHAR(10)      NOT NULL,
  L_COMMENT       VARCHAR(512)  NOT NULL,
  PRIMARY KEY (L_ORDERKEY, L_PARTKEY),
  ${indexes}
) ENGINE = ${engine} ${tableOptions}
