package io.tpcbench.workload.tpcc.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.gen.NURandConstants;
import io.tpcbench.gen.RandomText;
import io.tpcbench.workload.tpcc.schema.Table;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;

class ItemGeneratorTest {
    @Test
    void itemsFollowClause4331() throws Exception {
        CapturingSink sink = new CapturingSink();
        ItemGenerator.generate(
                new LoadContext(1, new NURandConstants(1, 2, 3), new RandomText(), LocalDateTime.now()), sink);
        assertEquals(100_000, sink.of(Table.ITEM).size());
        int original = 0;
        for (Object[] row : sink.of(Table.ITEM)) {
            BigDecimal price = CapturingSink.decimal(sink.value(row, Table.ITEM, "i_price"));
            assertTrue(price.compareTo(BigDecimal.ONE) >= 0 && price.compareTo(new BigDecimal("100.00")) <= 0);
            int im = (Integer) sink.value(row, Table.ITEM, "i_im_id");
            assertTrue(im >= 1 && im <= 10_000);
            String name = (String) sink.value(row, Table.ITEM, "i_name");
            assertTrue(name.length() >= 14 && name.length() <= 24);
            String data = (String) sink.value(row, Table.ITEM, "i_data");
            assertTrue(data.length() >= 26 && data.length() <= 50);
            original += data.contains("ORIGINAL") ? 1 : 0;
        }
        assertTrue(original > 9_500 && original < 10_500, "ORIGINAL in " + original);
        assertEquals(1, sink.finishedJobs);
    }
}
