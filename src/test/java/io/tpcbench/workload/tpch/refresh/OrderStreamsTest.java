package io.tpcbench.workload.tpch.refresh;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.trino.tpch.LineItem;
import io.trino.tpch.LineItemGenerator;
import io.trino.tpch.Order;
import io.trino.tpch.OrderGenerator;
import java.util.Iterator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The streams generate dbgen's base orders and lines at every scale factor's ranges (customers,
 * parts, suppliers, clerks), checked against io.trino.tpch's dbgen-exact base population: from the
 * first row, and from a row reached by skipping, as the update sets reach theirs.
 */
class OrderStreamsTest {
    @ParameterizedTest(name = "SF {0}, from part {1} of {2}")
    @CsvSource({"0.1, 1, 1", "0.1, 7, 8", "1, 1, 1", "1, 100, 100", "10, 1000, 1000", "30000, 1000000, 1000000"})
    void theStreamsGenerateDbgensBaseRows(double sf, int part, int parts) {
        Iterator<Order> orders = new OrderGenerator(sf, part, parts).iterator();
        Iterator<LineItem> lines = new LineItemGenerator(sf, part, parts).iterator();
        long first = (long) (1_500_000 * sf) * (part - 1) / parts;
        OrderStreams streams = new OrderStreams(sf);
        streams.skip(first);
        for (int n = 0; n < 300 && orders.hasNext(); n++) {
            Order expected = orders.next();
            NewOrder made = streams.next(expected.getRowNumber(), expected.getOrderKey());
            assertEquals(expected.toLine(), made.order().toLine(), "order row " + expected.getRowNumber());
            for (LineItem line : made.lines()) {
                assertEquals(lines.next().toLine(), line.toLine(), "a line of order row " + expected.getRowNumber());
            }
        }
    }
}
