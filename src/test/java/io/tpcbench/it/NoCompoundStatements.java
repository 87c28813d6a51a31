package io.tpcbench.it;

import com.mysql.cj.MysqlConnection;
import com.mysql.cj.Query;
import com.mysql.cj.exceptions.CJException;
import com.mysql.cj.interceptors.QueryInterceptor;
import com.mysql.cj.log.Log;
import com.mysql.cj.protocol.Resultset;
import com.mysql.cj.protocol.ServerSession;
import java.util.Properties;
import java.util.function.Supplier;

/**
 * Connector/J's {@code queryInterceptors=io.tpcbench.it.NoCompoundStatements} in {@code conn}:
 * a compound statement fails as on a server without them (MySQL, TiDB), with a syntax error; every
 * other statement goes to the server.
 */
public final class NoCompoundStatements implements QueryInterceptor {
    @Override
    public QueryInterceptor init(MysqlConnection conn, Properties props, Log log) {
        return this;
    }

    @Override
    public <T extends Resultset> T preProcess(Supplier<String> sql, Query query) {
        String text = sql.get();
        if (text != null && text.stripLeading().regionMatches(true, 0, "BEGIN NOT ATOMIC", 0, 16)) {
            throw new CJException(
                    "You have an error in your SQL syntax near 'NOT ATOMIC' (no compound statements here)");
        }
        return null;
    }

    @Override
    public boolean executeTopLevelOnly() {
        return true;
    }

    @Override
    public void destroy() {}

    @Override
    public <T extends Resultset> T postProcess(Supplier<String> sql, Query query, T result, ServerSession session) {
        return null;
    }
}
