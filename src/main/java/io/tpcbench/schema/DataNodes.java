package io.tpcbench.schema;

import io.tpcbench.config.Secret;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The data nodes under a sharding layer's head ({@code dataNodes=host:port,...}; MariaDB Spider):
 * plain servers holding the rows, each reached by the head as a named server
 * ({@code <database>_node<k>}) and by tpcbench with {@code conn}'s URL on its host and port. A
 * variant's file names them through placeholders ({@link #expand}): the servers' CREATE and DROP
 * statements, one partition per node over contiguous ranges of a key's value (warehouses), one
 * per node by hash, every node (a copy on each), or the first.
 */
public final class DataNodes {
    /** {@code ${dataNodes.NAME}} or {@code ${dataNodes.NAME(KEY)}}. */
    public static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{dataNodes\\.(\\w+)(?:\\((\\w+)\\))?}");

    private final List<String> hostPorts;
    private final String database;
    private final String user;
    private final Secret password;
    private final Opener opener;

    /** Opens a connection to the node at {@code host:port}, in the benchmark's database. */
    @FunctionalInterface
    public interface Opener {
        Connection open(String hostPort) throws SQLException;
    }

    /** One node: its number (from 1), where it is and the head's name for it. */
    public record Node(int number, String hostPort, String server) {}

    public DataNodes(List<String> hostPorts, String database, String user, Secret password, Opener opener) {
        this.hostPorts = List.copyOf(hostPorts);
        this.database = database;
        this.user = user;
        this.password = password;
        this.opener = opener;
    }

    /** No data nodes: a variant that names them cannot be used. */
    public static DataNodes none() {
        return new DataNodes(List.of(), "", "", new Secret(""), hp -> {
            throw new SQLException("no dataNodes");
        });
    }

    public List<Node> nodes() {
        List<Node> nodes = new ArrayList<>();
        for (int i = 0; i < hostPorts.size(); i++) {
            nodes.add(new Node(i + 1, hostPorts.get(i), server(i)));
        }
        return nodes;
    }

    public Connection open(Node node) throws SQLException {
        return opener.open(node.hostPort());
    }

    private String server(int i) {
        return database.replace("`", "") + "_node" + (i + 1);
    }

    /**
     * The first warehouse (or key value) of each of {@code n} nodes' contiguous ranges over
     * 1..{@code total}: node k holds [starts[k], starts[k+1]), the last node up to {@code total};
     * the ranges differ in size by one at most, the larger first (as the drivers' shares).
     */
    public static long[] rangeStarts(int n, long total) {
        long[] starts = new long[n];
        long next = 1;
        for (int i = 0; i < n; i++) {
            starts[i] = next;
            next += total / n + (i < total % n ? 1 : 0);
        }
        return starts;
    }

    /**
     * The value of {@code ${dataNodes.NAME}} or {@code ${dataNodes.NAME(KEY)}} in a variant's file;
     * {@code keyValue} gives a configuration key's value in force.
     *
     * <ul>
     * <li>{@code createServers}, {@code dropServers}: one CREATE OR REPLACE SERVER (DROP SERVER IF
     * EXISTS) per node, a statement per line; the password is on a line of its own, so no
     * message quoting a statement's first line shows it
     * <li>{@code ranges(KEY)}: the partition list of {@code PARTITION BY RANGE}, node k's partition
     * {@code VALUES LESS THAN} the first value of node k+1's range over 1..KEY, the last MAXVALUE
     * <li>{@code hash}: the partition list of {@code PARTITION BY HASH}, one per node
     * <li>{@code all}: every node's server name, space-separated (a table copied on every node)
     * <li>{@code first}: the first node's server name
     * </ul>
     */
    public String expand(String name, String key, Function<String, String> keyValue) {
        if (hostPorts.isEmpty()) {
            throw new SchemaException("this sharding variant places tables on data nodes: set dataNodes=host:port,..."
                    + " (the servers under the head that conn names)");
        }
        List<Node> nodes = nodes();
        switch (name) {
            case "createServers":
                return String.join(";\n", nodes.stream().map(this::createServer).toList());
            case "dropServers":
                return String.join(
                        ";\n",
                        nodes.stream()
                                .map(n -> "DROP SERVER IF EXISTS `" + n.server() + "`")
                                .toList());
            case "all":
                return String.join(" ", nodes.stream().map(Node::server).toList());
            case "first":
                return nodes.get(0).server();
            case "hash":
                return String.join(
                        ", ", nodes.stream().map(n -> partition(n, "")).toList());
            case "ranges":
                return ranges(key, keyValue);
            default:
                throw new SchemaException("${dataNodes." + name + "} is not a data-node placeholder: createServers,"
                        + " dropServers, all, first, hash, ranges(KEY)");
        }
    }

    private String ranges(String key, Function<String, String> keyValue) {
        String value = key == null ? null : keyValue.apply(key);
        long total;
        try {
            total = Long.parseLong(value == null ? "" : value.strip());
        } catch (NumberFormatException e) {
            throw new SchemaException("${dataNodes.ranges(" + key + ")} needs a key with a whole number"
                    + " (e.g. ranges(warehouses)); " + key + " is " + value);
        }
        List<Node> nodes = nodes();
        if (total < nodes.size()) {
            throw new SchemaException(key + "=" + total + " is less than the " + nodes.size()
                    + " data nodes: every node needs at least one");
        }
        long[] starts = rangeStarts(nodes.size(), total);
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < nodes.size(); i++) {
            String bound = i + 1 < nodes.size() ? "(" + starts[i + 1] + ")" : "MAXVALUE";
            parts.add(partition(nodes.get(i), " VALUES LESS THAN " + bound));
        }
        return String.join(", ", parts);
    }

    private static String partition(Node n, String values) {
        return "PARTITION node" + n.number() + values + " COMMENT = 'srv \"" + n.server() + "\"'";
    }

    private String createServer(Node n) {
        String host = n.hostPort();
        int port = 3306;
        int colon = host.lastIndexOf(':');
        if (colon > 0 && !host.endsWith("]")) {
            port = Integer.parseInt(host.substring(colon + 1));
            host = host.substring(0, colon);
        }
        return String.format(
                Locale.ROOT,
                "CREATE OR REPLACE SERVER `%s` FOREIGN DATA WRAPPER mysql OPTIONS (HOST %s,"
                        + " PORT %d, DATABASE %s, USER %s,\n  PASSWORD %s)",
                n.server(),
                literal(host.replaceAll("^\\[|]$", "")),
                port,
                literal(database),
                literal(user),
                literal(password.value()));
    }

    private static String literal(String s) {
        return "'" + s.replace("\\", "\\\\").replace("'", "''") + "'";
    }

    /** {@code text} with every {@code ${dataNodes...}} placeholder expanded. */
    public String expandAll(String text, Function<String, String> keyValue) {
        Matcher m = PLACEHOLDER.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(expand(m.group(1), m.group(2), keyValue)));
        }
        m.appendTail(out);
        return out.toString();
    }
}
