package io.tpcbench.cli;

import io.tpcbench.config.UsageException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * What a sweep runs, from its command line's overrides: the props overrides every run shares,
 * the server variables ({@code server.VAR=...}) set before the runs, and one or two swept keys
 * with their values. One swept key gives one run per value; two make a grid, the first key's
 * values the curves and the second's the x axis ({@code server.thread_pool_oversubscribe=3,10
 * terminals=64,256}: one curve per setting against the terminals). Without a list, the first
 * override is swept (a sweep of one run).
 */
record SweepPlan(List<String> fixed, Map<String, String> fixedServer, Axis curves, Axis x) {
    static final String SERVER_PREFIX = "server.";
    private static final Pattern VARIABLE = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    /** A swept key and its values, in their order. */
    record Axis(String key, List<String> values) {
        boolean server() {
            return key.startsWith(SERVER_PREFIX);
        }
    }

    /** One run of the sweep: its settings of the swept keys, the curve's (empty without a grid) and x's. */
    record Point(int number, String curve, String x) {}

    static SweepPlan parse(List<String> overrides, String usage) {
        if (overrides.isEmpty()) {
            throw new UsageException(usage);
        }
        List<String> lists =
                overrides.stream().filter(o -> value(o).contains(",")).toList();
        if (lists.size() > 2) {
            throw new UsageException("more than two keys have a list of values (" + String.join(" ", lists)
                    + "): a sweep varies one key, or two as a grid; " + usage);
        }
        List<String> swept = lists.isEmpty() ? List.of(overrides.get(0)) : lists;
        List<String> fixed = new ArrayList<>();
        Map<String, String> fixedServer = new LinkedHashMap<>();
        for (String o : overrides) {
            if (swept.contains(o)) {
                continue;
            }
            if (key(o).startsWith(SERVER_PREFIX)) {
                fixedServer.put(variable(key(o), usage), value(o).strip());
            } else {
                fixed.add(o);
            }
        }
        List<Axis> axes = swept.stream().map(o -> axis(o, usage)).toList();
        if (axes.size() == 2 && axes.get(0).key().equals(axes.get(1).key())) {
            throw new UsageException(axes.get(0).key() + " is swept twice; " + usage);
        }
        return axes.size() == 1
                ? new SweepPlan(fixed, fixedServer, null, axes.get(0))
                : new SweepPlan(fixed, fixedServer, axes.get(0), axes.get(1));
    }

    private static Axis axis(String override, String usage) {
        String key = key(override);
        if (key.equals("resultDirectory") || key.equals("sweepDirectory")) {
            throw new UsageException(key + " cannot be swept: the sweep names each run's directory itself");
        }
        if (key.startsWith(SERVER_PREFIX)) {
            variable(key, usage);
        }
        List<String> values =
                Arrays.stream(value(override).split(",", -1)).map(String::strip).toList();
        if (values.stream().anyMatch(String::isEmpty)) {
            throw new UsageException("'" + override + "' has an empty value; " + usage);
        }
        if (values.stream().distinct().count() < values.size()) {
            throw new UsageException("'" + override + "' repeats a value: each run needs its own directory; " + usage);
        }
        return new Axis(key, values);
    }

    /** The server variable a {@code server.VAR} key names, checked to be a plain name. */
    private static String variable(String key, String usage) {
        String name = key.substring(SERVER_PREFIX.length());
        if (!VARIABLE.matcher(name).matches()) {
            throw new UsageException("'" + key + "' does not name a server variable (server.NAME, NAME made of letters,"
                    + " digits and _); " + usage);
        }
        return name;
    }

    private static String key(String override) {
        return override.substring(0, override.indexOf('='));
    }

    private static String value(String override) {
        return override.substring(override.indexOf('=') + 1);
    }

    /** Whether two keys are swept (one curve per value of the first). */
    boolean grid() {
        return curves != null;
    }

    /** The runs, the curves' values outer and x's inner, numbered from 1. */
    List<Point> points() {
        List<String> curveValues = grid() ? curves.values() : List.of("");
        List<Point> points = new ArrayList<>();
        for (String c : curveValues) {
            for (String v : x.values()) {
                points.add(new Point(points.size() + 1, c, v));
            }
        }
        return points;
    }

    /** The swept axes, the curves' first when there are two. */
    List<Axis> axes() {
        return grid() ? List.of(curves, x) : List.of(x);
    }

    /** The point's settings of the swept keys, as {@code key=value} overrides (server variables too). */
    List<String> settings(Point p) {
        return grid() ? List.of(curves.key() + "=" + p.curve(), x.key() + "=" + p.x()) : List.of(x.key() + "=" + p.x());
    }

    /** The props overrides of a point's run: the shared ones and its swept props keys (not server variables). */
    List<String> propsOverrides(Point p) {
        List<String> all = new ArrayList<>(fixed);
        settings(p).stream().filter(s -> !s.startsWith(SERVER_PREFIX)).forEach(all::add);
        return all;
    }

    /** The server variables a point runs with: the fixed ones and its swept ones. */
    Map<String, String> server(Point p) {
        Map<String, String> vars = new LinkedHashMap<>(fixedServer);
        settings(p).stream()
                .filter(s -> s.startsWith(SERVER_PREFIX))
                .forEach(s -> vars.put(key(s).substring(SERVER_PREFIX.length()), value(s)));
        return vars;
    }

    /** Every value each server variable takes in the sweep, to be tried before the first run. */
    Map<String, List<String>> serverValues() {
        Map<String, List<String>> all = new LinkedHashMap<>();
        for (Point p : points()) {
            server(p).forEach((k, v) -> {
                List<String> values = all.computeIfAbsent(k, n -> new ArrayList<>());
                if (!values.contains(v)) {
                    values.add(v);
                }
            });
        }
        return all;
    }

    /** The point's result directory name, e.g. {@code 03_server.thread_pool_oversubscribe-10_terminals-64}. */
    String directoryName(Point p) {
        StringBuilder sb = new StringBuilder(String.format("%02d", p.number()));
        for (String s : settings(p)) {
            sb.append('_').append(key(s)).append('-').append(value(s).replaceAll("[^A-Za-z0-9._-]", "_"));
        }
        return sb.toString();
    }
}
