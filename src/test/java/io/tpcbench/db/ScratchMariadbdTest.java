package io.tpcbench.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** When a scratch server can stand in for a server, and what it copies from it (its start is DurabilityIT's). */
class ScratchMariadbdTest {
    @TempDir
    Path dir;

    /** A mariadbd that says it is {@code version}, with a mariadb-install-db beside it. */
    private Path fakeMariadbd(String version) throws IOException {
        Path sbin = Files.createDirectories(dir.resolve("sbin"));
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path mariadbd = Files.writeString(
                sbin.resolve("mariadbd"),
                "#!/bin/sh\necho \"$0  Ver " + version + " for debian-linux-gnu on x86_64 (Debian 12)\"\n");
        Path install = Files.writeString(bin.resolve("mariadb-install-db"), "#!/bin/sh\n");
        mariadbd.toFile().setExecutable(true);
        install.toFile().setExecutable(true);
        return mariadbd;
    }

    private static ScratchLikeness like(String version) {
        return new ScratchLikeness(version, Map.of(), List.of());
    }

    @Test
    void theSameReleaseStandsIn() throws IOException {
        Path mariadbd = fakeMariadbd("10.11.19-MariaDB-0+deb12u1");
        assertEquals(Optional.empty(), ScratchMariadbd.unavailable(mariadbd, like("10.11.19-MariaDB-log")));
        assertEquals(Optional.of(dir.resolve("bin/mariadb-install-db")), ScratchMariadbd.installDb(mariadbd));
    }

    @Test
    void anotherReleaseOrProductDoesNot() throws IOException {
        Path mariadbd = fakeMariadbd("10.6.21-MariaDB");
        assertEquals(
                Optional.of(mariadbd + " is 10.6.21-MariaDB, the server 10.11.19-MariaDB-0+deb12u1"),
                ScratchMariadbd.unavailable(mariadbd, like("10.11.19-MariaDB-0+deb12u1")));
        assertEquals(
                Optional.of("the server is not a MariaDB (8.0.36)"),
                ScratchMariadbd.unavailable(mariadbd, like("8.0.36")));
        Path missing = dir.resolve("nowhere/mariadbd");
        assertEquals(
                Optional.of("there is no " + missing + " (scratchMariadbd) to start"),
                ScratchMariadbd.unavailable(missing, like("10.6.21-MariaDB")));
        assertEquals(
                Optional.of("the server's settings cannot be read (Unknown table 'PLUGINS')"),
                ScratchMariadbd.unavailable(
                        mariadbd, new ScratchLikeness("unknown", Map.of(), List.of(), "Unknown table 'PLUGINS'")));
    }

    @Test
    void itCopiesWhatDecidesWhatACrashLoses() {
        Map<String, String> variables = new LinkedHashMap<>();
        variables.put("innodb_flush_log_at_trx_commit", "0");
        variables.put("innodb_page_size", "8192");
        variables.put("log_bin", "ON");
        variables.put("sync_binlog", "1");
        variables.put("default_storage_engine", "ROCKSDB");
        variables.put("rocksdb_flush_log_at_trx_commit", "1");
        ScratchLikeness like = new ScratchLikeness("10.11.19-MariaDB", variables, List.of("ha_rocksdb.so"));
        assertEquals(List.of("--innodb-page-size=8192"), like.installOptions());
        List<String> cnf = like.cnf(Path.of("/s"));
        assertEquals(
                List.of(
                        "plugin-load-add=ha_rocksdb.so",
                        "innodb_flush_log_at_trx_commit=0",
                        "innodb_page_size=8192",
                        "log-bin=/s/data/scratch-bin",
                        "server-id=1",
                        "sync_binlog=1",
                        "default_storage_engine=ROCKSDB",
                        "rocksdb_flush_log_at_trx_commit=1"),
                cnf);
        assertEquals(
                List.of(
                        "innodb_flush_log_at_trx_commit=0",
                        "log_bin=ON",
                        "sync_binlog=1",
                        "rocksdb_flush_log_at_trx_commit=1",
                        "plugin ha_rocksdb.so"),
                like.settings());
        assertTrue(new ScratchLikeness("10.11.19-MariaDB", Map.of("log_bin", "OFF"), List.of())
                .cnf(Path.of("/s"))
                .isEmpty());
    }
}
