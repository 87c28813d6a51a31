package io.tpcbench.workload.tpch;

import io.tpcbench.db.DriverExtensions;
import io.tpcbench.workload.tpch.refresh.NewOrder;
import io.tpcbench.workload.tpch.refresh.RefreshedOrders;
import io.trino.tpch.TpchEntity;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.List;

/**
 * A table's fingerprint as ../shared/tpch/README.md defines it ({@code md5_nopipe}): the MD5 of
 * its rows as dbgen prints them, without each line's final {@code |}, one line each, in
 * primary-key order. Taken of the database (the rows as stored) and of the generator (the rows
 * dbgen writes), so the check proves the load stored exactly dbgen's data.
 */
final class Fingerprint {
    private final MessageDigest md5;
    private long rows;

    private Fingerprint() {
        try {
            md5 = MessageDigest.getInstance("MD5");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no MD5", e);
        }
    }

    /** The fingerprint and row count of {@code table} as stored, read as one stream. */
    static Fingerprint of(Connection c, TpchTables table) throws SQLException {
        Fingerprint f = new Fingerprint();
        try (Statement s = c.createStatement(ResultSet.TYPE_FORWARD_ONLY, ResultSet.CONCUR_READ_ONLY)) {
            DriverExtensions.streamResults(s); // the rows stream instead of being held all
            try (ResultSet rs = s.executeQuery(table.fingerprintSql())) {
                while (rs.next()) {
                    f.line(rs.getString(1));
                }
            }
        }
        return f;
    }

    /**
     * The fingerprint of {@code table} as dbgen generates it at {@code sf}. partsupp is the one
     * table dbgen does not write in primary-key order: each part's four rows are put in supplier
     * order first.
     */
    static Fingerprint generated(TpchTables table, double sf) {
        Fingerprint f = new Fingerprint();
        List<String[]> group = new ArrayList<>();
        for (TpchEntity row : table.generator().createGenerator(sf, 1, 1)) {
            String dbgen = row.toLine();
            String line = dbgen.substring(0, dbgen.length() - 1);
            if (table != TpchTables.PARTSUPP) {
                f.line(line);
                continue;
            }
            String[] keys = TpchLoad.fields(dbgen, 2);
            if (!group.isEmpty() && !group.get(0)[0].equals(keys[0])) {
                f.flush(group);
            }
            group.add(new String[] {keys[0], keys[1], line});
        }
        f.flush(group);
        return f;
    }

    /**
     * The fingerprint of orders or lineitem after {@code pairs} whole refresh pairs: the base rows
     * without those the pairs deleted, with those they inserted, in key order.
     */
    static Fingerprint refreshed(TpchTables table, double sf, int pairs) {
        Fingerprint f = new Fingerprint();
        for (Iterator<NewOrder> it = new RefreshedOrders(sf, pairs).orders(); it.hasNext(); ) {
            NewOrder n = it.next();
            if (table == TpchTables.ORDERS) {
                f.dbgenLine(n.order().toLine());
            } else {
                n.lines().forEach(l -> f.dbgenLine(l.toLine()));
            }
        }
        return f;
    }

    /** A dbgen line, without its final {@code |}. */
    private void dbgenLine(String dbgen) {
        line(dbgen.substring(0, dbgen.length() - 1));
    }

    private void flush(List<String[]> group) {
        group.sort((a, b) -> Long.compare(Long.parseLong(a[1]), Long.parseLong(b[1])));
        group.forEach(g -> line(g[2]));
        group.clear();
    }

    private void line(String text) {
        md5.update((text + "\n").getBytes(StandardCharsets.UTF_8));
        rows++;
    }

    long rows() {
        return rows;
    }

    /** The MD5 in hex; ends the fingerprint. */
    String hex() {
        return HexFormat.of().formatHex(md5.digest());
    }
}
