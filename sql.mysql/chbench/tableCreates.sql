-- CH-benCHmark's three tables beside TPC-C's (Cole et al., DBTest 2011): 10,000 suppliers (keys
-- 0..9999: stock maps to its supplier by mod(s_w_id * s_i_id, 10000)), 62 nations keyed by the
-- ASCII codes of 0-9, A-Z and a-z (a customer's nation is ascii(substr(c_state, 1, 1))), 5 regions.
-- BenchmarkSQL's prefix keeps them apart from TPC-H's supplier, nation and region.
CREATE TABLE bmsql_region (
  r_regionkey  INTEGER    NOT NULL,
  r_name       CHAR(55)   NOT NULL,
  r_comment    CHAR(152)  NOT NULL,
  PRIMARY KEY (r_regionkey)
);

CREATE TABLE bmsql_nation (
  n_nationkey  INTEGER    NOT NULL,
  n_name       CHAR(25)   NOT NULL,
  n_regionkey  INTEGER    NOT NULL,
  n_comment    CHAR(152)  NOT NULL,
  PRIMARY KEY (n_nationkey)
);

CREATE TABLE bmsql_supplier (
  su_suppkey    INTEGER        NOT NULL,
  su_name       CHAR(25)       NOT NULL,
  su_address    VARCHAR(40)    NOT NULL,
  su_nationkey  INTEGER        NOT NULL,
  su_phone      CHAR(15)       NOT NULL,
  su_acctbal    DECIMAL(12,2)  NOT NULL,
  su_comment    CHAR(101)      NOT NULL,
  PRIMARY KEY (su_suppkey)
);
