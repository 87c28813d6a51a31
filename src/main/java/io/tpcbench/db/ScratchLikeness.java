package io.tpcbench.db;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a scratch server ({@link ScratchMariadbd}) copies from the server it stands in for, so that
 * a crash loses on it what it would lose on that server: the settings that decide what a committed
 * transaction has written to disk (the redo log's flush at commit, the doublewrite buffer, the
 * binary log and its sync, MyRocks' WAL), the page size, the default storage engine, and the
 * storage-engine plugins loaded from libraries (MyRocks' {@code ha_rocksdb.so}).
 */
public record ScratchLikeness(String version, Map<String, String> variables, List<String> plugins, String unreadable) {
    /** The variables copied, when the server has them. */
    static final List<String> COPIED = List.of(
            "innodb_flush_log_at_trx_commit",
            "innodb_flush_log_at_timeout",
            "innodb_doublewrite",
            "innodb_flush_method",
            "innodb_page_size",
            "log_bin",
            "sync_binlog",
            "binlog_format",
            "default_storage_engine",
            "rocksdb_flush_log_at_trx_commit",
            "rocksdb_wal_recovery_mode",
            "rocksdb_use_fsync");

    /** The copied variables a test's line names: those that decide what a crash loses. */
    static final List<String> SHOWN = List.of(
            "innodb_flush_log_at_trx_commit",
            "innodb_doublewrite",
            "log_bin",
            "sync_binlog",
            "rocksdb_flush_log_at_trx_commit");

    public ScratchLikeness {
        variables = Map.copyOf(variables);
        plugins = List.copyOf(plugins);
    }

    public ScratchLikeness(String version, Map<String, String> variables, List<String> plugins) {
        this(version, variables, plugins, "");
    }

    /**
     * The version, durability settings and engine plugins of the server on {@code c}; a server
     * that cannot tell them (not every MySQL-compatible one has these views) gives a likeness no
     * scratch server can follow, saying why.
     */
    public static ScratchLikeness of(Connection c) {
        try {
            return read(c);
        } catch (SQLException e) {
            return new ScratchLikeness("unknown", Map.of(), List.of(), e.getMessage());
        }
    }

    private static ScratchLikeness read(Connection c) throws SQLException {
        Map<String, String> variables = new LinkedHashMap<>();
        List<String> plugins = new ArrayList<>();
        String version;
        try (Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("SELECT @@version")) {
                rs.next();
                version = rs.getString(1);
            }
            try (ResultSet rs = s.executeQuery(
                    "SHOW GLOBAL VARIABLES WHERE Variable_name IN ('" + String.join("', '", COPIED) + "')")) {
                while (rs.next()) {
                    variables.put(rs.getString(1).toLowerCase(java.util.Locale.ROOT), rs.getString(2));
                }
            }
            try (ResultSet rs = s.executeQuery("SELECT DISTINCT plugin_library FROM information_schema.plugins"
                    + " WHERE plugin_type = 'STORAGE ENGINE' AND plugin_status = 'ACTIVE'"
                    + " AND plugin_library IS NOT NULL ORDER BY plugin_library")) {
                while (rs.next()) {
                    plugins.add(rs.getString(1));
                }
            }
        }
        return new ScratchLikeness(version, variables, plugins);
    }

    /** Options of mariadb-install-db: what a data directory cannot change later (the page size). */
    List<String> installOptions() {
        String size = variables.get("innodb_page_size");
        return size == null ? List.of() : List.of("--innodb-page-size=" + size);
    }

    /** The my.cnf lines of a server whose data directory is under {@code dir}. */
    List<String> cnf(Path dir) {
        List<String> lines = new ArrayList<>();
        plugins.forEach(p -> lines.add("plugin-load-add=" + p));
        for (String name : COPIED) {
            String value = variables.get(name);
            if (value == null || value.isEmpty()) {
                continue;
            }
            if (name.equals("log_bin")) {
                if (value.equalsIgnoreCase("ON")) {
                    lines.add("log-bin=" + dir.resolve("data").resolve("scratch-bin"));
                    lines.add("server-id=1");
                }
            } else {
                lines.add(name + "=" + value);
            }
        }
        return lines;
    }

    /** The settings that decide what a crash loses, as {@code name=value}, for the test's line. */
    List<String> settings() {
        List<String> out = new ArrayList<>();
        for (String name : SHOWN) {
            if (variables.containsKey(name)) {
                out.add(name + "=" + variables.get(name));
            }
        }
        plugins.forEach(p -> out.add("plugin " + p));
        return out;
    }
}
