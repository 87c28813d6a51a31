package io.tpcbench.workload.tpcc.acid;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Statement;

/**
 * A connection whose transaction a {@link Hold} can stop: every statement it runs, and its COMMIT
 * and ROLLBACK, pass the hold first. The transactions run through it unchanged, one statement per
 * round trip.
 */
final class HeldConnection {
    private HeldConnection() {}

    static Connection of(Connection c, Hold hold) {
        InvocationHandler h = (proxy, m, args) -> switch (m.getName()) {
            case "commit" -> {
                if (hold.beforeEnd(true)) {
                    c.rollback();
                } else {
                    c.commit();
                }
                yield null;
            }
            case "rollback" -> {
                if (args == null) {
                    hold.beforeEnd(false);
                }
                yield call(c, m, args);
            }
            case "prepareStatement" -> statement(call(c, m, args), PreparedStatement.class, hold, (String) args[0]);
            case "createStatement" -> statement(call(c, m, args), Statement.class, hold, null);
            default -> call(c, m, args);
        };
        return (Connection)
                Proxy.newProxyInstance(HeldConnection.class.getClassLoader(), new Class<?>[] {Connection.class}, h);
    }

    private static Object statement(Object s, Class<?> type, Hold hold, String prepared) {
        InvocationHandler h = (proxy, m, args) -> {
            if (m.getName().startsWith("execute")) {
                hold.beforeStatement(args != null && args.length > 0 && args[0] instanceof String sql ? sql : prepared);
            }
            return call(s, m, args);
        };
        return Proxy.newProxyInstance(HeldConnection.class.getClassLoader(), new Class<?>[] {type}, h);
    }

    private static Object call(Object target, Method m, Object[] args) throws Throwable {
        try {
            return m.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
