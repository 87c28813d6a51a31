package io.tpcbench.workload.tpcc.load;

import io.tpcbench.config.ConfigException;
import io.tpcbench.config.OutputException;
import io.tpcbench.config.OutputLocation;
import io.tpcbench.load.CsvRowSink;
import io.tpcbench.schema.TableShape;
import io.tpcbench.workload.tpcc.schema.Table;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.Map;

/**
 * The CSV files of a {@code fileLocation} load, one per table with BenchmarkSQL's names, shared by
 * all workers: each appends whole chunks of rows under the file's lock.
 */
final class CsvFiles implements AutoCloseable, CsvRowSink.Files {
    private final Path dir;
    private final Map<TableShape, FileChannel> channels = new HashMap<>();

    CsvFiles(Path dir) throws IOException {
        this.dir = dir;
        OutputLocation.usableDirectory("fileLocation", dir);
        Files.createDirectories(dir);
        for (Table t : Table.values()) {
            if (Files.exists(dir.resolve(t.csvFileName()))) {
                throw new ConfigException("fileLocation=" + dir + " already holds " + t.csvFileName()
                        + ": remove the old files or choose another directory (nothing was overwritten)");
            }
        }
    }

    @Override
    public void append(TableShape table, CharSequence chunk) {
        byte[] bytes = chunk.toString().getBytes(StandardCharsets.UTF_8);
        FileChannel ch = channel(table);
        synchronized (ch) {
            try {
                ByteBuffer buf = ByteBuffer.wrap(bytes);
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
            } catch (IOException e) {
                throw new OutputException(dir.resolve(table.csvFileName()), e);
            }
        }
    }

    private synchronized FileChannel channel(TableShape table) {
        return channels.computeIfAbsent(table, t -> {
            try {
                return FileChannel.open(
                        dir.resolve(t.csvFileName()),
                        StandardOpenOption.CREATE,
                        StandardOpenOption.WRITE,
                        StandardOpenOption.APPEND);
            } catch (IOException e) {
                throw new OutputException(dir.resolve(t.csvFileName()), e);
            }
        });
    }

    @Override
    public synchronized void close() throws IOException {
        for (FileChannel ch : channels.values()) {
            ch.force(true);
            ch.close();
        }
    }
}
