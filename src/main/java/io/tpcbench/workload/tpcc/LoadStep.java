package io.tpcbench.workload.tpcc;

import io.tpcbench.config.BuildConfig;
import io.tpcbench.load.CorpusText;
import io.tpcbench.load.CsvOutput;
import io.tpcbench.load.LoadPool;
import io.tpcbench.load.Loader;
import io.tpcbench.load.RandomText;
import io.tpcbench.load.TextSource;
import io.tpcbench.workload.Context;
import java.time.Clock;
import java.util.function.Consumer;

/**
 * TPC-C's load: ITEM and the warehouses of {@code loadWarehouseFrom..loadWarehouseTo} into the
 * database ({@link LoadPool}), or as BenchmarkSQL's CSV files with {@code fileLocation}.
 */
public final class LoadStep {
    private LoadStep() {}

    public static Loader.Result run(Context session, Consumer<? super Loader> started) throws Exception {
        BuildConfig build = session.config().build();
        TextSource text = build.textCorpus().<TextSource>map(CorpusText::read).orElseGet(RandomText::new);
        if (build.fileLocation().isPresent()) {
            try (CsvOutput output = new CsvOutput(build.fileLocation().get(), build.csvNullValue())) {
                return start(new Loader(build, output, text, Clock.systemDefaultZone(), session.out()), started);
            }
        }
        try (LoadPool pool = LoadPool.open(session.connections(), build, session.out())) {
            return start(new Loader(build, pool.output(), text, Clock.systemDefaultZone(), session.out()), started);
        }
    }

    private static Loader.Result start(Loader loader, Consumer<? super Loader> started) throws InterruptedException {
        started.accept(loader);
        return loader.load();
    }
}
