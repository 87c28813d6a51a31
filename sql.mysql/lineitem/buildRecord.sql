-- tpcbench's record of the storage-engine test's tables: what the build made, and the rows they hold.
CREATE TABLE IF NOT EXISTS lineitem_build (
  name   VARCHAR(30) NOT NULL,
  value  VARCHAR(200) NOT NULL,
  PRIMARY KEY (name)
)
