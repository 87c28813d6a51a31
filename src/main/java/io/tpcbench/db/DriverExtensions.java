package io.tpcbench.db;

import java.io.InputStream;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * What tpcbench needs beyond JDBC, or where the drivers read JDBC differently, on whichever
 * driver ({@code driver=}) made the connection: the server's id of a connection, for KILL QUERY
 * from a side connection; the stream a LOAD DATA LOCAL INFILE reads instead of a file; a result
 * read as it arrives rather than held whole.
 */
public final class DriverExtensions {
    private DriverExtensions() {}

    /** The server's id of {@code c} ({@code CONNECTION_ID()}), known to the driver without asking the server. */
    public static long serverConnectionId(Connection c) throws SQLException {
        if (c.isWrapperFor(com.mysql.cj.jdbc.JdbcConnection.class)) {
            return c.unwrap(com.mysql.cj.jdbc.JdbcConnection.class).getId();
        }
        if (c.isWrapperFor(org.mariadb.jdbc.Connection.class)) {
            return c.unwrap(org.mariadb.jdbc.Connection.class).getThreadId();
        }
        throw new SQLException("the connection's driver is neither Connector/J nor MariaDB Connector/J");
    }

    /** The driver's own connection under {@code c} (a pool's handle), one object per physical connection. */
    public static Object physical(Connection c) throws SQLException {
        if (c.isWrapperFor(com.mysql.cj.jdbc.JdbcConnection.class)) {
            return c.unwrap(com.mysql.cj.jdbc.JdbcConnection.class);
        }
        if (c.isWrapperFor(org.mariadb.jdbc.Connection.class)) {
            return c.unwrap(org.mariadb.jdbc.Connection.class);
        }
        throw new SQLException("the connection's driver is neither Connector/J nor MariaDB Connector/J");
    }

    /** The rows MariaDB Connector/J reads at a time from a streamed result. */
    private static final int MARIADB_STREAM_ROWS = 4096;

    /**
     * Makes {@code st}'s results stream: Connector/J reads row by row with a fetch size of
     * {@code Integer.MIN_VALUE} (its own convention, which MariaDB Connector/J refuses), MariaDB
     * Connector/J reads so many rows at a time with a positive one.
     */
    public static void streamResults(Statement st) throws SQLException {
        st.setFetchSize(st.isWrapperFor(org.mariadb.jdbc.Statement.class) ? MARIADB_STREAM_ROWS : Integer.MIN_VALUE);
    }

    /** Makes the next LOAD DATA LOCAL INFILE of {@code st} read {@code in}, whatever file it names. */
    public static void localInfile(Statement st, InputStream in) throws SQLException {
        if (st.isWrapperFor(com.mysql.cj.jdbc.JdbcStatement.class)) {
            st.unwrap(com.mysql.cj.jdbc.JdbcStatement.class).setLocalInfileInputStream(in);
        } else if (st.isWrapperFor(org.mariadb.jdbc.Statement.class)) {
            st.unwrap(org.mariadb.jdbc.Statement.class).setLocalInfileInputStream(in);
        } else {
            throw new SQLException("the statement's driver is neither Connector/J nor MariaDB Connector/J");
        }
    }
}
