package io.tpcbench.schema;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Finds a step's DDL: {@code <home>/sql.<db>/STEP.sql} first, then {@code <home>/sql.common/STEP.sql}.
 * The home is the tpcbench checkout (the scripts pass it as {@code -Dtpcbench.home}).
 */
public final class SqlLocator {
    private final Path home;
    private final String db;

    public SqlLocator(Path home, String db) {
        this.home = home;
        this.db = db;
    }

    /** The home from {@code -Dtpcbench.home}, else the current directory. */
    public static Path defaultHome() {
        String prop = System.getProperty("tpcbench.home");
        return Path.of(prop == null || prop.isBlank() ? "." : prop);
    }

    public Optional<Path> find(Step step) {
        for (Path dir : new Path[] {home.resolve("sql." + db), home.resolve("sql.common")}) {
            Path file = dir.resolve(step.fileName());
            if (Files.isRegularFile(file)) {
                return Optional.of(file);
            }
        }
        return Optional.empty();
    }

    /**
     * A workload's own statement file: {@code <home>/sql.<db>/<workload>/NAME}, then
     * {@code <home>/sql.common/<workload>/NAME}; its text without {@code --} comment lines.
     */
    public String workloadStatement(String workload, String name) {
        return statement(workloadFile(workload, name));
    }

    /** One of the engine's own statement files: {@code <home>/sql.<db>/NAME}, then {@code <home>/sql.common/NAME}. */
    public String engineStatement(String name) {
        return statement(file(Path.of(name)));
    }

    private static String statement(Path file) {
        try {
            return String.join(
                            "\n",
                            Files.readAllLines(file).stream()
                                    .filter(l -> !l.strip().startsWith("--"))
                                    .toList())
                    .strip();
        } catch (IOException e) {
            throw new SchemaException("cannot read " + file + ": " + e.getMessage());
        }
    }

    /** A workload's own DDL script (found as {@link #workloadStatement} finds its file), split into statements. */
    public SqlScript workloadScript(String workload, String name) {
        return SqlScript.read(workloadFile(workload, name));
    }

    private Path workloadFile(String workload, String name) {
        return file(Path.of(workload, name));
    }

    private Path file(Path relative) {
        for (Path dir : new Path[] {home.resolve("sql." + db), home.resolve("sql.common")}) {
            Path file = dir.resolve(relative);
            if (Files.isRegularFile(file)) {
                return file;
            }
        }
        throw new SchemaException("no " + relative + " in " + home.resolve("sql." + db) + " or "
                + home.resolve("sql.common") + ": run from the tpcbench directory or set -Dtpcbench.home");
    }

    /** The directory of a workload's own sharded variants: {@code sql.<db>/<workload>/sharding/}. */
    public Path shardingDir(String workload) {
        return home.resolve("sql." + db).resolve(workload).resolve("sharding");
    }

    /** The directory of the sharded variants: {@code sql.<db>/sharding/}. */
    public Path shardingDir() {
        return home.resolve("sql." + db).resolve("sharding");
    }

    public SqlScript script(Step step) {
        return SqlScript.read(find(step)
                .orElseThrow(() -> new SchemaException("no " + step.fileName()
                        + " in " + home.resolve("sql." + db) + " or " + home.resolve("sql.common")
                        + ": run from the tpcbench directory or set -Dtpcbench.home")));
    }
}
