package io.tpcbench.config;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * Checks an output location before the long work starts: it must not exist (nothing is
 * overwritten), and the directory it goes in, or its nearest existing ancestor, must be a
 * directory that takes a file (a probe file is created and removed: as root, permission bits
 * say nothing, a read-only or full file system does). Problems are configuration errors naming
 * the key.
 */
public final class OutputLocation {
    private OutputLocation() {}

    /** {@code path} (a file or a directory the command creates) is new and can be created; returns it. */
    public static Path fresh(String key, Path path) {
        if (Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
            throw new ConfigException(
                    key + "=" + path + " already exists: nothing is overwritten; name another" + " or remove it");
        }
        writable(key, path, nearestExisting(path.toAbsolutePath().getParent()));
        return path;
    }

    /** {@code dir} is a directory that takes files, or can be created as one. */
    public static void usableDirectory(String key, Path dir) {
        Path existing = nearestExisting(dir.toAbsolutePath());
        if (existing.equals(dir.toAbsolutePath()) && !Files.isDirectory(existing)) {
            throw new ConfigException(key + "=" + dir + " is not a directory");
        }
        writable(key, dir, existing);
    }

    private static Path nearestExisting(Path dir) {
        Path p = dir;
        while (p != null && !Files.exists(p)) {
            p = p.getParent();
        }
        return p == null ? dir.getRoot() : p;
    }

    private static void writable(String key, Path path, Path existing) {
        if (!Files.isDirectory(existing)) {
            throw new ConfigException(key + "=" + path + " cannot be created: " + existing + " is not a directory");
        }
        try {
            Files.delete(Files.createTempFile(existing, ".tpcbench-probe", ".tmp"));
        } catch (IOException e) {
            throw new ConfigException(key + "=" + path + " cannot be written: " + existing + " takes no file ("
                    + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ")");
        }
    }
}
