package io.tpcbench.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The server's global variables a run recorded at its start ({@code data/server_variables.csv}),
 * and those that differ between runs: what a comparison must show next to the props that differ
 * (a DBA who changed innodb_flush_log_at_trx_commit between two runs sees it here).
 */
public final class ServerVariables {
    static final String CSV = "data/server_variables.csv";
    /** Values that change by themselves from run to run, not settings. */
    private static final Set<String> MOVING = Set.of(
            "gtid_binlog_pos",
            "gtid_binlog_state",
            "gtid_current_pos",
            "gtid_slave_pos",
            "gtid_executed",
            "gtid_purged",
            "timestamp",
            "pseudo_thread_id",
            "last_insert_id",
            "insert_id",
            "identity",
            "rand_seed1",
            "rand_seed2",
            "warning_count",
            "error_count",
            "in_transaction",
            "server_uuid");

    private ServerVariables() {}

    /** A run's variables, name to value; empty when it recorded none (an older tpcbench, a merge). */
    static Map<String, String> read(Path resultDir) {
        Path csv = resultDir.resolve(CSV);
        Map<String, String> vars = new LinkedHashMap<>();
        if (!Files.isRegularFile(csv)) {
            return vars;
        }
        try {
            List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
            for (String line : lines.subList(Math.min(1, lines.size()), lines.size())) {
                int comma = line.indexOf(',');
                if (comma > 0) {
                    vars.put(line.substring(0, comma), unquoted(line.substring(comma + 1)));
                }
            }
        } catch (IOException e) {
            throw new ReportException(csv + " cannot be read: " + e.getMessage(), e);
        }
        return vars;
    }

    private static String unquoted(String v) {
        return v.length() >= 2 && v.startsWith("\"") && v.endsWith("\"")
                ? v.substring(1, v.length() - 1).replace("\"\"", "\"")
                : v;
    }

    /**
     * One row per variable whose value differs between the runs that recorded theirs: its name,
     * then each run's value ("-" for a run without a record, "(none)" for one without the variable).
     */
    public static List<List<String>> differing(List<Path> resultDirs) {
        List<Map<String, String>> all =
                resultDirs.stream().map(ServerVariables::read).toList();
        Set<String> names = new LinkedHashSet<>();
        all.forEach(m -> names.addAll(m.keySet()));
        names.removeAll(MOVING);
        List<List<String>> rows = new ArrayList<>();
        for (String name : names) {
            List<String> values = all.stream()
                    .filter(m -> !m.isEmpty())
                    .map(m -> m.getOrDefault(name, "(none)"))
                    .toList();
            if (values.stream().anyMatch(v -> !Objects.equals(v, values.get(0)))) {
                List<String> row = new ArrayList<>(List.of(name));
                all.forEach(m -> row.add(m.isEmpty() ? "-" : m.getOrDefault(name, "(none)")));
                rows.add(row);
            }
        }
        return rows;
    }
}
