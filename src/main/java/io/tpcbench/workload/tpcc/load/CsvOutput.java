package io.tpcbench.workload.tpcc.load;

import io.tpcbench.load.CsvFormat;
import io.tpcbench.load.CsvRowSink;
import io.tpcbench.load.LoadStats;
import io.tpcbench.load.RowSink;
import io.tpcbench.workload.tpcc.schema.Table;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

/** Writes BenchmarkSQL-style CSV files ({@code fileLocation}) instead of loading. */
public final class CsvOutput implements LoadOutput {
    private final Path dir;
    private final CsvFiles files;
    private final CsvFormat format;

    public CsvOutput(Path dir, String nullValue) throws IOException {
        this.dir = dir;
        this.files = new CsvFiles(dir);
        this.format = CsvFormat.csv(nullValue);
    }

    @Override
    public RowSink newSink(LoadStats stats) {
        return new CsvRowSink(files, format, stats);
    }

    @Override
    public Map<String, String> agreeConfig(Map<String, String> proposed) throws Exception {
        try (RowSink sink = newSink(new LoadStats())) {
            for (Map.Entry<String, String> e : proposed.entrySet()) {
                sink.row(Table.CONFIG, e.getKey(), e.getValue());
            }
            sink.finishJob();
        }
        return proposed;
    }

    @Override
    public String describe() {
        return "CSV files in " + dir;
    }

    @Override
    public void close() throws IOException {
        files.close();
    }
}
