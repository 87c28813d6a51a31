-- TPC-H's eight tables (TPC-H 1.4.1), named as the spec and the PolarDB-X whitepaper name them, in the
-- spec's column order. Comments and addresses are VARCHAR: dbgen's text has leading and trailing
-- spaces that are data (CHAR would drop the trailing ones). Order keys are BIGINT (they pass 2^31
-- above SF 300); the other keys fit INTEGER up to SF 10,000. Primary keys inline; the foreign-key
-- indexes come after the load (indexCreates.sql), foreign keys only with foreignKeys=true.
CREATE TABLE region (
  r_regionkey   INTEGER       NOT NULL,
  r_name        CHAR(25)      NOT NULL,
  r_comment     VARCHAR(152)  NOT NULL,
  PRIMARY KEY (r_regionkey)
);

CREATE TABLE nation (
  n_nationkey   INTEGER       NOT NULL,
  n_name        CHAR(25)      NOT NULL,
  n_regionkey   INTEGER       NOT NULL,
  n_comment     VARCHAR(152)  NOT NULL,
  PRIMARY KEY (n_nationkey)
);

CREATE TABLE supplier (
  s_suppkey     INTEGER       NOT NULL,
  s_name        CHAR(25)      NOT NULL,
  s_address     VARCHAR(40)   NOT NULL,
  s_nationkey   INTEGER       NOT NULL,
  s_phone       CHAR(15)      NOT NULL,
  s_acctbal     DECIMAL(15,2) NOT NULL,
  s_comment     VARCHAR(101)  NOT NULL,
  PRIMARY KEY (s_suppkey)
);

CREATE TABLE customer (
  c_custkey     INTEGER       NOT NULL,
  c_name        VARCHAR(25)   NOT NULL,
  c_address     VARCHAR(40)   NOT NULL,
  c_nationkey   INTEGER       NOT NULL,
  c_phone       CHAR(15)      NOT NULL,
  c_acctbal     DECIMAL(15,2) NOT NULL,
  c_mktsegment  CHAR(10)      NOT NULL,
  c_comment     VARCHAR(117)  NOT NULL,
  PRIMARY KEY (c_custkey)
);

CREATE TABLE part (
  p_partkey     INTEGER       NOT NULL,
  p_name        VARCHAR(55)   NOT NULL,
  p_mfgr        CHAR(25)      NOT NULL,
  p_brand       CHAR(10)      NOT NULL,
  p_type        VARCHAR(25)   NOT NULL,
  p_size        INTEGER       NOT NULL,
  p_container   CHAR(10)      NOT NULL,
  p_retailprice DECIMAL(15,2) NOT NULL,
  p_comment     VARCHAR(23)   NOT NULL,
  PRIMARY KEY (p_partkey)
);

CREATE TABLE partsupp (
  ps_partkey    INTEGER       NOT NULL,
  ps_suppkey    INTEGER       NOT NULL,
  ps_availqty   INTEGER       NOT NULL,
  ps_supplycost DECIMAL(15,2) NOT NULL,
  ps_comment    VARCHAR(199)  NOT NULL,
  PRIMARY KEY (ps_partkey, ps_suppkey)
);

CREATE TABLE orders (
  o_orderkey      BIGINT        NOT NULL,
  o_custkey       INTEGER       NOT NULL,
  o_orderstatus   CHAR(1)       NOT NULL,
  o_totalprice    DECIMAL(15,2) NOT NULL,
  o_orderdate     DATE          NOT NULL,
  o_orderpriority CHAR(15)      NOT NULL,
  o_clerk         CHAR(15)      NOT NULL,
  o_shippriority  INTEGER       NOT NULL,
  o_comment       VARCHAR(79)   NOT NULL,
  PRIMARY KEY (o_orderkey)
);

CREATE TABLE lineitem (
  l_orderkey      BIGINT        NOT NULL,
  l_partkey       INTEGER       NOT NULL,
  l_suppkey       INTEGER       NOT NULL,
  l_linenumber    INTEGER       NOT NULL,
  l_quantity      DECIMAL(15,2) NOT NULL,
  l_extendedprice DECIMAL(15,2) NOT NULL,
  l_discount      DECIMAL(15,2) NOT NULL,
  l_tax           DECIMAL(15,2) NOT NULL,
  l_returnflag    CHAR(1)       NOT NULL,
  l_linestatus    CHAR(1)       NOT NULL,
  l_shipdate      DATE          NOT NULL,
  l_commitdate    DATE          NOT NULL,
  l_receiptdate   DATE          NOT NULL,
  l_shipinstruct  CHAR(25)      NOT NULL,
  l_shipmode      CHAR(10)      NOT NULL,
  l_comment       VARCHAR(44)   NOT NULL,
  PRIMARY KEY (l_orderkey, l_linenumber)
);

-- tpcbench's record of the build (scale factor, rows per table), read by runs and checks.
CREATE TABLE tpch_build (
  name          VARCHAR(30)   NOT NULL,
  value         VARCHAR(64)   NOT NULL,
  PRIMARY KEY (name)
);
