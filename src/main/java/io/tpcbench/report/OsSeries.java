package io.tpcbench.report;

import io.tpcbench.metrics.OsSample;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * One host's OS metrics ({@code data/os_*.csv}) read back.
 *
 * @param host what the report calls the host
 * @param samples the rows in time order
 */
public record OsSeries(String host, List<OsSample> samples) {

    /** The CSV's samples, or empty when the file is missing or holds no sample. */
    static Optional<OsSeries> read(Path csv, String host) {
        if (!Files.isRegularFile(csv)) {
            return Optional.empty();
        }
        List<OsSample> samples = new ArrayList<>();
        try {
            List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
            if (lines.isEmpty()
                    || !lines.get(0).equals(String.join(",", OsSample.COLUMNS))
                            && !lines.get(0)
                                    .equals(String.join(",", OsSample.COLUMNS.subList(0, OsSample.OLDER_COLUMNS)))) {
                throw new ReportException(
                        csv + " does not start with the header " + String.join(",", OsSample.COLUMNS));
            }
            for (String line : lines.subList(1, lines.size())) {
                samples.add(sample(line));
            }
        } catch (IOException | NumberFormatException | ArrayIndexOutOfBoundsException e) {
            throw new ReportException(csv + " cannot be read: " + e.getMessage());
        }
        return samples.isEmpty() ? Optional.empty() : Optional.of(new OsSeries(host, List.copyOf(samples)));
    }

    private static OsSample sample(String line) {
        double[] v = Arrays.copyOf(
                Arrays.stream(line.split(",")).mapToDouble(Double::parseDouble).toArray(), OsSample.COLUMNS.size());
        if (line.split(",").length == OsSample.OLDER_COLUMNS) {
            // a file of an older tpcbench: no %util and await
            v[OsSample.OLDER_COLUMNS] = Double.NaN;
            v[OsSample.OLDER_COLUMNS + 1] = Double.NaN;
        }
        return new OsSample(
                (long) v[0],
                (long) v[1],
                v[2],
                v[3],
                v[4],
                v[5],
                v[6],
                v[7],
                v[8],
                v[9],
                v[10],
                v[11],
                v[12],
                v[13],
                v[14]);
    }
}
