package io.tpcbench.bench;

import io.tpcbench.TestConfigs;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.PropsSource;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.ConnectionFactory;
import io.tpcbench.schema.BuildRecord;
import io.tpcbench.workload.tpcc.load.CsvLoader;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The loader benchmark's ceiling (run/benchLoader.sh): the server's own ingest of the rows a load
 * left in the props' database. {@code export DIR} has the server write every table the workload's
 * build recorded (TPC-C's, or TPC-H's eight with {@code workload=tpch}; never a record table) to
 * {@code DIR/TABLE.txt} ({@code SELECT * ... INTO OUTFILE}): for TPC-C in the server's default
 * tab-separated format, for TPC-H in dbgen's ({@code |} after every field, the files a DBA loads
 * dbgen's output from); {@code import DIR} loads every such file into its (empty) table with server-side {@code
 * LOAD DATA INFILE}, all tables at once on a connection each, and prints the rows, the seconds from
 * the first statement to the last table's end, and rows per second. {@code import-local DIR} is the
 * same with {@code LOAD DATA LOCAL INFILE}, the client streaming the files ({@code
 * allowLoadLocalInfile=true} in {@code conn}): what reading a client's stream instead of its own
 * files costs the server (docs/performance.md). The directory must be one the server may write and
 * read ({@code secure_file_priv}), on the server's host. Arguments: PROPS export|import|import-local
 * DIR [key=value ...].
 */
public final class IngestCeiling {
    private static final String TABLES = """
            SELECT table_name FROM information_schema.tables
            WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE' ORDER BY table_name
            """;

    /** dbgen's format (TPC-H 4.2.1's files): every field, the last too, ends with a {@code |}. */
    private static final String DBGEN = " FIELDS TERMINATED BY '|' ESCAPED BY '' LINES TERMINATED BY '|\\n'";

    private IngestCeiling() {}

    public static void main(String[] args) throws Exception {
        if (args.length < 3 || !List.of("export", "import", "import-local").contains(args[1])) {
            throw new IllegalArgumentException(
                    "usage: IngestCeiling PROPS export|import|import-local DIR [key=value ...]");
        }
        TpcConfig config = TestConfigs.load(
                PropsSource.read(Path.of(args[0]), List.of(args).subList(3, args.length)), ConfigLoader.Purpose.BUILD);
        ConnectionFactory db = new ConnectionFactory(config.db());
        Path dir = Path.of(args[2]).toAbsolutePath();
        String family = config.workload();
        String format = family.equals("tpch") ? DBGEN : "";
        List<String> tables;
        try (Connection c = db.open()) {
            tables = tables(c, family);
        }
        if (args[1].equals("export")) {
            export(db, dir, tables, format);
        } else {
            ingest(db, dir, tables, args[1].equals("import-local") ? "LOCAL " : "", format);
        }
    }

    /**
     * The base tables of the workload's build recorded in tpcbench_build: never a record (tpcbench_build,
     * tpch_build), nor a table of another's.
     */
    private static List<String> tables(Connection c, String family) throws SQLException {
        List<String> recorded = BuildRecord.read(c, family).tables().stream()
                .filter(t -> !t.endsWith("_build"))
                .toList();
        List<String> names = new ArrayList<>();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(TABLES)) {
            while (rs.next()) {
                if (recorded.contains(rs.getString(1).toLowerCase(Locale.ROOT))) {
                    names.add(rs.getString(1));
                }
            }
        }
        if (names.isEmpty()) {
            throw new IllegalStateException(
                    "no " + family + " table recorded by a build in tpcbench_build: build first");
        }
        return names;
    }

    private static void export(ConnectionFactory db, Path dir, List<String> tables, String format) throws SQLException {
        long rows = 0;
        try (Connection c = db.open();
                Statement s = c.createStatement()) {
            for (String t : tables) {
                rows += s.executeUpdate(
                        "SELECT * FROM `" + t + "` INTO OUTFILE " + CsvLoader.literal(file(dir, t)) + format);
            }
        }
        System.out.printf(Locale.ROOT, "Exported %,d rows of %d tables to %s%n", rows, tables.size(), dir);
    }

    private static void ingest(ConnectionFactory db, Path dir, List<String> tables, String local, String format)
            throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(tables.size());
        try {
            long t0 = System.nanoTime();
            List<Future<Long>> loads = new ArrayList<>();
            for (String t : tables) {
                loads.add(pool.submit(() -> {
                    try (Connection c = db.open();
                            Statement s = c.createStatement()) {
                        long n = s.executeUpdate("LOAD DATA " + local + "INFILE " + CsvLoader.literal(file(dir, t))
                                + " INTO TABLE `" + t + "`" + format);
                        if (!c.getAutoCommit()) {
                            c.commit();
                        }
                        return n;
                    }
                }));
            }
            long rows = 0;
            for (Future<Long> f : loads) {
                rows += f.get();
            }
            double secs = (System.nanoTime() - t0) / 1e9;
            System.out.printf(
                    Locale.ROOT,
                    "Loaded %,d rows of %d tables in %.1f s, %,.0f rows/s%n",
                    rows,
                    tables.size(),
                    secs,
                    rows / secs);
        } finally {
            pool.shutdownNow();
        }
    }

    private static String file(Path dir, String table) {
        return dir.resolve(table + ".txt").toString();
    }
}
