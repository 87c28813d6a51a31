package io.tpcbench.db;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The server as it names itself, from {@code @@version} and {@code @@version_comment}: "MariaDB
 * 10.11.19", "MySQL 8.0.36", "TiDB 7.5.0", "OceanBase 4.2.1.0", not the MySQL version a
 * compatible server puts first for old clients (MariaDB's "5.5.5-" in the handshake, TiDB's
 * "8.0.11-", OceanBase's "5.7.25-", PolarDB-X's "5.6.29-"), which is what JDBC's metadata reports.
 */
public final class ServerName {
    private ServerName() {}

    /** The product's own version after its marker: "-TiDB-v7.5.0", "-OceanBase_CE-v4.2.1.0", "-TDDL-5.4.19". */
    private static final Pattern TIDB = Pattern.compile("-TiDB-v?([0-9][0-9A-Za-z.+]*)");

    private static final Pattern OCEANBASE = Pattern.compile("-OceanBase(_CE)?-v?([0-9][0-9A-Za-z.]*)");
    private static final Pattern POLARDBX = Pattern.compile("-TDDL-([0-9][0-9A-Za-z.]*)");
    /** MariaDB's version before its marker, after the handshake's "5.5.5-" if a client left it on. */
    private static final Pattern MARIADB = Pattern.compile("^(?:5\\.5\\.5-)?([0-9][0-9.]*)-MariaDB");
    /** The numbered part a MySQL version starts with (8.0.36 of "8.0.36-0ubuntu0.22.04.1"). */
    private static final Pattern NUMBER = Pattern.compile("^([0-9]+(?:\\.[0-9]+)*)");

    /** The name of the server on {@code c}; its JDBC metadata's product and version if it does not say. */
    public static String of(Connection c) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT @@version, @@version_comment")) {
            if (rs.next()) {
                return of(rs.getString(1), rs.getString(2));
            }
        } catch (SQLException e) {
            // a server without @@version_comment: what the driver says
        }
        return c.getMetaData().getDatabaseProductName() + " " + c.getMetaData().getDatabaseProductVersion();
    }

    /** The name from {@code @@version} and {@code @@version_comment} (either may be null). */
    public static String of(String version, String comment) {
        String v = version == null ? "" : version.trim();
        String vc = comment == null ? "" : comment;
        Matcher m;
        if ((m = TIDB.matcher(v)).find()) {
            return "TiDB " + m.group(1);
        }
        if ((m = OCEANBASE.matcher(v)).find()) {
            return (m.group(1) == null ? "OceanBase " : "OceanBase CE ") + m.group(2);
        }
        if ((m = POLARDBX.matcher(v)).find()) {
            return "PolarDB-X " + m.group(1);
        }
        if ((m = MARIADB.matcher(v)).find()) {
            return "MariaDB " + m.group(1);
        }
        if (vc.toLowerCase(Locale.ROOT).contains("percona")) {
            return "Percona Server " + v;
        }
        String product = ServerKind.product(v, vc);
        m = NUMBER.matcher(v);
        boolean numbered = m.find();
        // with no other product's marker, a numbered version is MySQL's (a distribution's build
        // says "(Ubuntu)" or "Source distribution" in its comment, not "MySQL")
        if (product.equals("MySQL") || product.startsWith("unknown") && numbered) {
            return "MySQL " + (numbered ? m.group(1) : v);
        }
        if (!product.startsWith("unknown")) {
            return product + " " + v;
        }
        return v.isEmpty() ? "unknown" : v + (vc.isEmpty() ? "" : " (" + vc + ")");
    }
}
