package io.tpcbench.schema;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A sharded or partitioned variant of the schema ({@code sharding=NAME}), read from
 * {@code sql.<db>/sharding/NAME.properties}: per table a clause appended to its CREATE TABLE
 * (the engine's own partitioning, broadcast or replication), and statements run before or after
 * a step ({@code tableCreates.before}, {@code tableDrops.after}); {@code extends = OTHER} starts from
 * another variant's file; a key {@code PREFIX*} gives the clause of every table named so, where
 * {@code ${table}} stands for its name. {@code ${partitions}} stands for the {@code partitions} key and
 * {@code ${dataNodes...}} for the data nodes' servers and partitions ({@link DataNodes#expand}); a
 * variant that names them places its tables on the data nodes, where every step also runs as
 * written ({@link SchemaRunner}). The tables themselves are defined once, in tableCreates.sql.
 */
public final class Sharding {
    public static final String NONE = "none";
    private static final String EXTENDS = "extends";
    private static final Pattern CREATE_TABLE = Pattern.compile("^CREATE TABLE (\\w+)", Pattern.CASE_INSENSITIVE);

    private final String name;
    private final Map<String, String> clauses;
    private final Map<String, List<String>> around;
    private final boolean onDataNodes;

    private Sharding(String name, Map<String, String> clauses, Map<String, List<String>> around, boolean onDataNodes) {
        this.name = name;
        this.clauses = clauses;
        this.around = around;
        this.onDataNodes = onDataNodes;
    }

    /** The tables as tableCreates.sql defines them. */
    public static Sharding none() {
        return new Sharding(NONE, Map.of(), Map.of(), false);
    }

    /** The variant {@code name} of {@code dir} ({@code sql.<db>/sharding/}), with {@code partitions} in place. */
    public static Sharding load(Path dir, String name, int partitions) {
        return load(dir, name, partitions, DataNodes.none(), key -> null);
    }

    /**
     * The variant {@code name} of {@code dir} with {@code partitions} and the data nodes in place;
     * {@code keyValue} gives a key's value in force ({@code ${dataNodes.ranges(warehouses)}}).
     */
    public static Sharding load(
            Path dir, String name, int partitions, DataNodes nodes, Function<String, String> keyValue) {
        if (name.equals(NONE)) {
            return none();
        }
        Properties p = read(dir, name, new LinkedHashSet<>());
        Map<String, String> clauses = new LinkedHashMap<>();
        Map<String, List<String>> around = new LinkedHashMap<>();
        boolean onDataNodes = false;
        for (String key : new TreeSet<>(p.stringPropertyNames())) {
            String raw = p.getProperty(key).strip().replace("${partitions}", Integer.toString(partitions));
            onDataNodes |= DataNodes.PLACEHOLDER.matcher(raw).find();
            String value = nodes.expandAll(raw, keyValue);
            if (key.endsWith(".before") || key.endsWith(".after")) {
                around.put(key, SqlScript.split(List.of(value.split("\n"))));
            } else {
                clauses.put(key, value);
            }
        }
        return new Sharding(name, clauses, around, onDataNodes);
    }

    /** True when the variant {@code name} of {@code dir} places its tables on data nodes (names {@code ${dataNodes...}}). */
    public static boolean onDataNodes(Path dir, String name) {
        return names(dir, name, DataNodes.PLACEHOLDER);
    }

    /**
     * True when the variant places tables on the data nodes by contiguous ranges of {@code key}'s
     * value ({@code ${dataNodes.ranges(KEY)}}), the ranges a load straight into the nodes writes.
     */
    public static boolean onRangesOf(Path dir, String name, String key) {
        return names(dir, name, Pattern.compile(Pattern.quote("${dataNodes.ranges(" + key + ")}")));
    }

    private static boolean names(Path dir, String name, Pattern placeholder) {
        if (name.equals(NONE)) {
            return false;
        }
        Properties p = read(dir, name, new LinkedHashSet<>());
        return p.stringPropertyNames().stream()
                .anyMatch(k -> placeholder.matcher(p.getProperty(k)).find());
    }

    /** The variant's file over the one it extends (a cycle is an error). */
    private static Properties read(Path dir, String name, Set<String> seen) {
        Path file = dir.resolve(name + ".properties");
        if (!Files.isRegularFile(file)) {
            throw new SchemaException("sharding=" + name + " has no " + file + "; the variants there are: "
                    + String.join(", ", available(dir)));
        }
        if (!seen.add(name)) {
            throw new SchemaException(
                    "sharding variants extend each other in a circle: " + String.join(" -> ", seen) + " -> " + name);
        }
        Properties own = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            own.load(r);
        } catch (IOException e) {
            throw new SchemaException("cannot read " + file + ": " + e.getMessage(), e);
        }
        String base = own.getProperty(EXTENDS);
        Properties all = base == null ? new Properties() : read(dir, base.strip(), seen);
        own.remove(EXTENDS);
        all.putAll(own);
        return all;
    }

    /** The variants in {@code dir}, and {@code none}. */
    public static List<String> available(Path dir) {
        Set<String> names = new LinkedHashSet<>(List.of(NONE));
        try (var files = Files.list(dir)) {
            files.map(f -> f.getFileName().toString())
                    .filter(f -> f.endsWith(".properties"))
                    .map(f -> f.substring(0, f.length() - ".properties".length()))
                    .sorted()
                    .forEach(names::add);
        } catch (IOException e) {
            // no sharding directory: only none
        }
        return List.copyOf(names);
    }

    public String name() {
        return name;
    }

    /** True when the variant places its tables on data nodes ({@code dataNodes=}). */
    public boolean onDataNodes() {
        return onDataNodes;
    }

    /** The step's script with this variant's clauses and statements in place. */
    SqlScript apply(Step step, SqlScript script) {
        return apply(step.fileStem(), script);
    }

    /**
     * The clause for {@code table}: its own key's, else that of a key {@code PREFIX*} it starts
     * with (sysbench's {@code sbtest*}), with {@code ${table}} standing for the table's name.
     */
    private String clause(String table) {
        String clause = clauses.get(table);
        if (clause == null) {
            clause = clauses.entrySet().stream()
                    .filter(e -> e.getKey().endsWith("*")
                            && table.startsWith(
                                    e.getKey().substring(0, e.getKey().length() - 1)))
                    .map(Map.Entry::getValue)
                    .findFirst()
                    .orElse(null);
        }
        return clause == null ? null : clause.replace("${table}", table);
    }

    /**
     * A script named {@code stem} ({@code tableCreates}, ...; a workload's own, e.g. TPC-H's
     * {@code sql.<db>/tpch/tableCreates.sql}) with this variant's clauses and statements in place.
     */
    public SqlScript apply(String stem, SqlScript script) {
        List<String> out = new ArrayList<>(around.getOrDefault(stem + ".before", List.of()));
        Set<String> unused =
                new LinkedHashSet<>(stem.equals(Step.TABLE_CREATES.fileStem()) ? clauses.keySet() : Set.of());
        unused.removeIf(key -> key.endsWith("*"));
        for (String sql : script.statements()) {
            Matcher m = CREATE_TABLE.matcher(sql);
            String clause = m.find() ? clause(m.group(1)) : null;
            if (clause != null) {
                unused.remove(m.group(1));
            }
            out.add(clause == null ? sql : sql + "\n" + clause);
        }
        if (!unused.isEmpty()) {
            throw new SchemaException("sharding=" + name + " names tables that " + script.file() + " does not create: "
                    + String.join(", ", unused));
        }
        out.addAll(around.getOrDefault(stem + ".after", List.of()));
        return new SqlScript(script.file(), out);
    }
}
