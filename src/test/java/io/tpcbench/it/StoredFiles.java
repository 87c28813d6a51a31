package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Iterator;
import java.util.stream.Stream;

/**
 * The storage-engine test's stored sizes (summary.json's lineitemSizes) against the files on the
 * server's disk, the server on this host: InnoDB's tablespaces as {@code du} counts them, within a
 * page a file; MyRocks' SST files; each table's indexes adding up to the table.
 */
final class StoredFiles {
    private static final long PAGE = 16_384;

    private StoredFiles() {}

    static void assertMeasured(MyRocksServer server, String db, String engine, String options, String json)
            throws Exception {
        JsonNode sizes = new ObjectMapper().readTree(json).path("lineitemSizes");
        long stored = sizes.path("storedBytes").asLong();
        assertTrue(stored > 0, sizes.toString());
        for (JsonNode t : sizes.path("tables")) {
            long indexes = 0;
            for (Iterator<JsonNode> i = t.path("indexes").elements(); i.hasNext(); ) {
                indexes += i.next().asLong();
            }
            long table = t.path("storedBytes").asLong();
            assertEquals(4, t.path("indexes").size(), "the 4-index layout's indexes: " + t);
            if (engine.equals("RocksDB")) {
                assertEquals(table, indexes, "MyRocks' indexes share every byte of the table's SSTs: " + t);
            } else {
                assertTrue(
                        indexes <= table && indexes >= table / 2,
                        "the indexes' pages fit in the file and fill most of it: " + t);
            }
        }
        Path datadir;
        try (Connection c = server.connect(db);
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT @@datadir, @@rocksdb_datadir")) {
            rs.next();
            datadir = Path.of(rs.getString(1));
            if (engine.equals("RocksDB")) {
                datadir = datadir.resolve(rs.getString(2)).normalize();
            }
        }
        String method = sizes.path("method").asText();
        if (engine.equals("RocksDB")) {
            assertTrue(method.contains("full compaction") && method.contains("files' sizes in " + datadir), method);
            long files;
            try (Stream<Path> ssts = Files.list(datadir)) {
                files = ssts.filter(p -> p.toString().endsWith(".sst"))
                        .mapToLong(p -> allocated(p))
                        .sum();
            }
            assertTrue(stored <= files, "the tables' share of the SST files " + stored + " within them: " + files);
            long estimated = sizes.path("estimatedBytes").asLong();
            assertTrue(
                    Math.abs(stored - estimated) < 0.2 * stored,
                    "MyRocks' own disk-size statistics after the flush agree: " + stored + " against " + estimated);
            return;
        }
        long allocated = 0;
        long logical = 0;
        for (int t = 1; t <= sizes.path("tables").size(); t++) {
            Path file = datadir.resolve(db).resolve("lineitem" + t + ".ibd");
            allocated += allocated(file);
            logical += Files.size(file);
        }
        assertTrue(method.contains("after FLUSH TABLES"), method);
        assertTrue(
                Math.abs(stored - allocated) <= PAGE * sizes.path("tables").size(),
                "InnoDB's stored bytes are the files' allocated bytes within a page a file: " + stored
                        + " against du's " + allocated);
        if (options.contains("PAGE_COMPRESSED")) {
            assertTrue(
                    allocated < 0.8 * logical,
                    "page compression's holes are left out: " + allocated + " of " + logical + " bytes");
        }
    }

    /** The file's allocated bytes, as du counts them. */
    private static long allocated(Path file) {
        try {
            Process p = new ProcessBuilder("du", "--block-size=1", file.toString())
                    .redirectErrorStream(true)
                    .start();
            String out = new String(p.getInputStream().readAllBytes()).strip();
            assertEquals(0, p.waitFor(), out);
            return Long.parseLong(out.split("\\s+")[0]);
        } catch (Exception e) {
            throw new AssertionError("du " + file + ": " + e, e);
        }
    }
}
