package io.tpcbench.workload.lineitem;

import io.tpcbench.workload.Kind;
import java.util.List;

/**
 * The statements of the storage-engine test, one kind each (../shared/lineitem-test.md): the
 * INSERT of the insert tests, the primary-key point lookup, the two secondary-index point lookups
 * and the four secondary-index ranges. {@code ${T}} is the table; {@code ?} the drawn key.
 */
enum LineitemKind implements Kind {
    INSERT("Insert", "INS", ""),
    PK_POINT("PK point", "PK", "SELECT * FROM ${T} WHERE L_ORDERKEY = ? AND L_PARTKEY = ?"),
    PARTKEY_POINT("Partkey point", "PP", "SELECT * FROM ${T} WHERE L_PARTKEY = ? LIMIT 1"),
    SUPPKEY_POINT("Suppkey point", "SP", "SELECT * FROM ${T} WHERE L_SUPPKEY = ? LIMIT 1"),
    PARTKEY_LT("Partkey <", "P<", "SELECT * FROM ${T} WHERE L_PARTKEY < ? LIMIT 1"),
    PARTKEY_GE("Partkey >=", "P>=", "SELECT * FROM ${T} WHERE L_PARTKEY >= ? LIMIT 1"),
    SUPPKEY_GT("Suppkey >", "S>", "SELECT * FROM ${T} WHERE L_SUPPKEY > ? LIMIT 1"),
    SUPPKEY_LE("Suppkey <=", "S<=", "SELECT * FROM ${T} WHERE L_SUPPKEY <= ? LIMIT 1");

    /** The seven queries, the mix's. */
    static final List<LineitemKind> QUERIES =
            List.of(PK_POINT, PARTKEY_POINT, SUPPKEY_POINT, PARTKEY_LT, PARTKEY_GE, SUPPKEY_GT, SUPPKEY_LE);

    private final String display;
    private final String shortName;
    private final String sql;

    LineitemKind(String display, String shortName, String sql) {
        this.display = display;
        this.shortName = shortName;
        this.sql = sql;
    }

    @Override
    public String displayName() {
        return display;
    }

    @Override
    public String shortName() {
        return shortName;
    }

    /** The query on table {@code table}. */
    String sql(String table) {
        return sql.replace("${T}", table);
    }
}
