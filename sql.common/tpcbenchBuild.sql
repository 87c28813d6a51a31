-- tpcbench's record of what its builds created in this database (docs/reliability.md, "Ownership"):
-- one row per table a build created ('table', the table's name, the workload that built it) and per
-- key whose value later commands must respect ('key', the key, its value at the build). Destroy
-- drops only the tables listed here. Override it in sql.<db>/ to add an engine's clauses.
CREATE TABLE IF NOT EXISTS tpcbench_build (
  family   VARCHAR(32)  NOT NULL,
  item     VARCHAR(8)   NOT NULL,
  name     VARCHAR(64)  NOT NULL,
  value    VARCHAR(255) NOT NULL,
  recorded DATETIME     NOT NULL,
  PRIMARY KEY (family, item, name)
)
