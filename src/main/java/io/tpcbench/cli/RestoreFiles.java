package io.tpcbench.cli;

import io.tpcbench.config.ConfigException;
import io.tpcbench.config.DbConfig;
import io.tpcbench.config.Secrets;
import io.tpcbench.db.RestoreScript;
import io.tpcbench.db.ServerSettings;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The files that put back the server variables a sweep sets, one per server, named after it
 * ({@code sweep_restore_HOST_PORT.sql}) and kept next to the sweep directories (in the parent of
 * {@code sweepDirectory}), so that every sweep of that server finds the one a killed sweep left.
 * A sweep writes them before its first run and removes them when it has restored the variables;
 * a sweep that finds one whose values the server does not have refuses to start, since it would
 * take the killed sweep's settings for the originals.
 */
final class RestoreFiles {
    private final Path dir;
    private final ServerSettings server;
    private final DbConfig db;
    private final String props;

    /** The files of {@code server}'s servers beside {@code sweepDir}; {@code props} as the user named it. */
    RestoreFiles(Path sweepDir, ServerSettings server, DbConfig db, String props) {
        Path parent = sweepDir.toAbsolutePath().normalize().getParent();
        this.dir = parent == null ? Path.of("/") : parent;
        this.server = server;
        this.db = db;
        this.props = props;
    }

    /** The restore file of server {@code name} ({@code host:port}). */
    Path file(String name) {
        return dir.resolve("sweep_restore_" + name.replaceAll("[^A-Za-z0-9._-]", "_") + ".sql");
    }

    /**
     * Refuses (exit 3) while an earlier sweep's file holds values a server does not have, naming
     * the file, what it restores and the two ways out; a file whose values the server has again
     * (applied with runSQL, or never needed) is removed.
     */
    void refuseUnapplied(Consumer<String> out) throws IOException {
        List<String> problems = new ArrayList<>();
        for (ServerSettings.Server s : server.servers()) {
            Path f = file(s.name());
            if (!Files.isRegularFile(f)) {
                continue;
            }
            Map<String, String> values = RestoreScript.values(Files.readAllLines(f, StandardCharsets.UTF_8));
            String has;
            try {
                List<String> differ = server.differences(s.name(), values);
                has = differ.isEmpty() ? null : "the server has " + String.join(", ", differ);
            } catch (SQLException e) {
                has = "the server cannot be reached to compare (" + e.getMessage() + ")";
            }
            if (has == null) {
                Files.delete(f);
                out.accept("Sweep restore file " + f + " of an earlier sweep: " + s.name() + " has its values "
                        + "again (applied); removed");
            } else {
                problems.add(refusal(s.name(), f, values, has));
            }
        }
        if (!problems.isEmpty()) {
            throw new ConfigException(problems);
        }
    }

    private String refusal(String name, Path f, Map<String, String> values, String has) {
        return "an earlier sweep did not restore the server variables of " + name + " (killed, or still running?): "
                + f + " would restore: "
                + RestoreScript.statements(values).replace('\n', ' ').strip() + " and "
                + has + ". A sweep now would take those for the originals. Apply the file: " + applyCommand(name, f)
                + " (the next sweep then removes it), or, if the server's values now are the ones to keep, set it"
                + " aside: mv " + f + " " + f + ".set-aside";
    }

    /**
     * Writes each server's file with the values its variables had; returns the files written. One
     * that cannot be written stops the sweep before its first run.
     */
    List<Path> write(Path sweepDir) {
        List<Path> written = new ArrayList<>();
        for (ServerSettings.Server s : server.servers()) {
            Map<String, String> originals = server.originals(s.name());
            if (originals.isEmpty()) {
                continue;
            }
            Path f = file(s.name());
            try {
                Files.writeString(
                        f, header(s.name(), f, sweepDir) + RestoreScript.statements(originals), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new ConfigException("the sweep's restore file " + f + " cannot be written (" + e.getMessage()
                        + "): no run starts without it");
            }
            written.add(f);
        }
        return written;
    }

    /** The comment lines that say what the file is and the two ways to resolve it. */
    private String header(String name, Path f, Path sweepDir) {
        return "-- tpcbench: the server variables of " + name + " as they were before the sweep "
                + sweepDir.toAbsolutePath().normalize() + " set them.\n"
                + "-- That sweep removes this file when it has restored them; found later, the sweep was killed first."
                + "\n-- Apply it:\n--   " + applyCommand(name, f) + "\n"
                + "-- or, to keep the server's values as they are, set it aside:\n--   mv " + f + " " + f
                + ".set-aside\n";
    }

    /** Removes the files of the servers that have every value back; says which files stay and why. */
    void removeRestored(ServerSettings.Restored restored, Consumer<String> out) throws IOException {
        for (ServerSettings.Server s : server.servers()) {
            Path f = file(s.name());
            if (!Files.exists(f)) {
                continue;
            }
            if (restored.servers().contains(s.name())) {
                Files.delete(f);
            } else {
                out.accept("server " + s.name() + ": the restore file " + f + " stays; apply it once the server"
                        + " answers: " + applyCommand(s.name(), f));
            }
        }
    }

    /** {@code run/runSQL.sh PROPS FILE}, with the server's conn when the run spreads over endpoints. */
    private String applyCommand(String name, Path f) {
        return "run/runSQL.sh " + props + " " + f
                + (db.endpoints().isEmpty()
                        ? ""
                        : " 'conn=" + Secrets.maskUrl(db.forEndpoint(name).jdbcUrl()) + "'");
    }
}
