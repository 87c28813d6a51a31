package io.tpcbench.workload.tpcc;

import io.tpcbench.config.OutputException;
import io.tpcbench.workload.tpcc.tx.Delivery;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * {@code data/delivery_results.csv}, written when {@code deliveryResults=true}: the result record
 * of every deferred Delivery (TPC-C 2.7.2.2): when it was queued and completed, its warehouse and
 * carrier, and the order delivered in each district ({@code district:order}, space-separated), or
 * the districts skipped. The workers write it as they complete (a few rows a second at most).
 */
final class DeliveryResults implements AutoCloseable {
    static final String HEADER = "queued,completed,w_id,carrier_id,delivered,skipped";
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS");

    private final BufferedWriter out;
    private final Path file;

    private DeliveryResults(BufferedWriter out, Path file) {
        this.out = out;
        this.file = file;
    }

    static DeliveryResults to(Path file) throws IOException {
        BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        w.write(HEADER);
        w.newLine();
        return new DeliveryResults(w, file);
    }

    /** One completed Delivery's record. */
    synchronized void record(LocalDateTime queued, Delivery.Input in, Delivery.Done done) {
        StringBuilder delivered = new StringBuilder();
        for (int[] order : done.delivered()) {
            delivered
                    .append(delivered.isEmpty() ? "" : " ")
                    .append(order[0])
                    .append(':')
                    .append(order[1]);
        }
        try {
            out.write(STAMP.format(queued) + "," + STAMP.format(LocalDateTime.now()) + "," + in.wId() + ","
                    + in.carrierId() + "," + delivered + "," + done.skippedDistricts());
            out.newLine();
        } catch (IOException e) {
            throw new OutputException(file, e);
        }
    }

    /** Flushes and closes; a write that fails now (disk full) is the run's output failure, exit 8. */
    @Override
    public synchronized void close() {
        try {
            out.close();
        } catch (IOException e) {
            throw new OutputException(file, e);
        }
    }
}
