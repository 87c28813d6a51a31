package io.tpcbench.workload.tpcc.load;

import io.tpcbench.schema.TableShape;
import io.tpcbench.workload.tpcc.schema.Table;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javax.sql.DataSource;

/**
 * Loads the CSV files of a {@code fileLocation} load with {@code LOAD DATA LOCAL INFILE}, one table
 * per worker connection. Reads the dialect {@link CsvFormat} writes; NULL is {@code csvNullValue}.
 * The connections need Connector/J's {@code allowLoadLocalInfileInPath} set to the directory.
 */
public final class CsvLoader {
    private final DataSource dataSource;
    private final Path dir;
    private final String nullValue;
    private final int workers;
    private final Consumer<String> out;

    public CsvLoader(DataSource dataSource, Path dir, String nullValue, int workers, Consumer<String> out) {
        this.dataSource = dataSource;
        this.dir = dir;
        this.nullValue = nullValue;
        this.workers = workers;
        this.out = out;
    }

    /** LOAD DATA cannot take bind parameters: the path and null text are inlined as quoted literals. */
    static String loadSql(TableShape table, Path file, String nullValue) {
        return loadSql(table, file.toAbsolutePath().toString(), nullValue);
    }

    /** The LOAD DATA LOCAL INFILE statement of the CSV dialect of {@link CsvFormat} for {@code table}. */
    static String loadSql(TableShape table, String fileName, String nullValue) {
        List<String> cols = table.columns();
        String vars = IntStream.range(0, cols.size()).mapToObj(i -> "@v" + i).collect(Collectors.joining(", "));
        String sets = IntStream.range(0, cols.size())
                .mapToObj(i -> cols.get(i) + " = NULLIF(@v" + i + ", " + literal(nullValue) + ")")
                .collect(Collectors.joining(", "));
        return "LOAD DATA LOCAL INFILE " + literal(fileName) + " INTO TABLE "
                + table.sqlName() + " CHARACTER SET utf8mb4 FIELDS TERMINATED BY ',' OPTIONALLY ENCLOSED BY '\"'"
                + " ESCAPED BY '\\\\' LINES TERMINATED BY '\\n' (" + vars + ") SET " + sets;
    }

    /** A file name or text as a quoted SQL string (LOAD DATA and INTO OUTFILE take no bind parameters). */
    public static String literal(String s) {
        return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'";
    }

    /** Loads every table file present in the directory; returns the rows loaded. */
    public long load() throws SQLException, InterruptedException {
        List<Table> tables = new ArrayList<>();
        for (Table t : Table.values()) {
            if (Files.isRegularFile(dir.resolve(t.csvFileName()))) {
                tables.add(t);
            }
        }
        if (tables.isEmpty()) {
            throw new SQLException("no BenchmarkSQL CSV files (item.csv, stock.csv, ...) in " + dir);
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(workers, tables.size()));
        try {
            List<Future<Long>> parts = new ArrayList<>();
            for (Table t : tables) {
                parts.add(pool.submit(() -> loadTable(t)));
            }
            long rows = 0;
            for (Future<Long> f : parts) {
                try {
                    rows += f.get();
                } catch (ExecutionException e) {
                    throw e.getCause() instanceof SQLException s ? s : new SQLException(e.getCause());
                }
            }
            return rows;
        } finally {
            pool.shutdownNow();
        }
    }

    private long loadTable(Table table) throws SQLException {
        Path file = dir.resolve(table.csvFileName());
        long t0 = System.nanoTime();
        try (Connection c = dataSource.getConnection();
                Statement st = c.createStatement()) {
            c.setAutoCommit(true);
            long rows = st.executeLargeUpdate(loadSql(table, file, nullValue));
            out.accept(String.format(
                    Locale.ROOT,
                    "Loaded %,d rows into %s from %s in %.1f s",
                    rows,
                    table.sqlName(),
                    file,
                    (System.nanoTime() - t0) / 1e9));
            return rows;
        }
    }
}
