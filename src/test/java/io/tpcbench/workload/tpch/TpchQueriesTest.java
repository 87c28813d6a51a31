package io.tpcbench.workload.tpch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.workload.tpch.query.QgenRandom;
import io.tpcbench.workload.tpch.query.Queries;
import io.tpcbench.workload.tpch.query.TpchQuery;
import java.math.BigDecimal;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The 22 queries' parameters: the validation values are qgen's ({@code qgen -d}, in
 * ../shared/tpch/answers-sf1/params.txt), the drawn ones keep to 2.4.N.3's domains, a seed
 * repeats its draws, every stream submits each query once, and every statement is complete.
 */
class TpchQueriesTest {
    /** qgen -d's log: query number, then the values in the template's order. */
    private static final String QGEN_LOG = """
            1	90
            2	15	BRASS	EUROPE
            3	BUILDING	1995-03-15
            4	1993-07-01
            5	ASIA	1994-01-01
            6	1994-01-01	.06	24
            7	FRANCE	GERMANY
            8	BRAZIL	AMERICA	ECONOMY ANODIZED STEEL
            9	green
            10	1993-10-01
            11	GERMANY	0.0001
            12	MAIL	SHIP	1994-01-01
            13	special	requests
            14	1995-09-01
            15	1996-01-01
            16	Brand#45	MEDIUM POLISHED	49	14	23	45	19	3	36	9
            17	Brand#23	MED BOX
            18	300
            19	Brand#12	Brand#23	Brand#34	1	10	20
            20	forest	1994-01-01	CANADA
            21	SAUDI ARABIA
            22	13	31	23	29	30	18	17
            """;

    @Test
    void validationParametersAreQgens() {
        for (String line : QGEN_LOG.strip().split("\n")) {
            String[] f = line.strip().split("\t");
            TpchQuery q = Queries.of(Integer.parseInt(f[0]));
            List<String> expected = normalized(Arrays.asList(f).subList(1, f.length));
            List<String> ours = normalized(new ArrayList<>(q.validation(1).values()));
            assertEquals(expected, ours, q + "'s validation parameters");
        }
    }

    private static List<String> normalized(List<String> values) {
        return values.stream()
                .map(v -> v.matches("-?[0-9]*\\.?[0-9]+")
                        ? new BigDecimal(v).stripTrailingZeros().toPlainString()
                        : v)
                .sorted()
                .toList();
    }

    @Test
    void everyStreamSubmitsEachQueryOnceAndStreamZeroIsThePowerOrder() {
        for (int s = 0; s < StreamOrder.STREAMS; s++) {
            int[] order = StreamOrder.of(s);
            assertEquals(22, order.length);
            assertEquals(
                    22,
                    Arrays.stream(order)
                            .distinct()
                            .filter(q -> q >= 1 && q <= 22)
                            .count(),
                    "stream " + s);
        }
        assertEquals(
                List.of(14, 2, 9, 20, 6, 17, 18, 8, 21, 13, 3, 22, 16, 4, 11, 15, 1, 10, 19, 5, 7, 12),
                Arrays.stream(StreamOrder.of(0)).boxed().toList());
    }

    @Test
    void drawsKeepToTheSpecsDomains() {
        for (int seed = 1; seed <= 300; seed++) {
            QgenRandom r = new QgenRandom(new SplittableRandom(seed));
            int delta = Integer.parseInt(Queries.of(1).draw(r, 1).get("DELTA"));
            assertTrue(delta >= 60 && delta <= 120, "Q1 DELTA " + delta);
            Map<String, String> q7 = Queries.of(7).draw(r, 1);
            assertNotEquals(q7.get("NATION1"), q7.get("NATION2"));
            Map<String, String> q8 = Queries.of(8).draw(r, 1);
            assertEquals(3, q8.get("TYPE").split(" ").length, q8.toString());
            Map<String, String> q16 = Queries.of(16).draw(r, 1);
            assertEquals(8, new HashSet<>(q16.values()).size() - 2, "Q16's eight sizes differ: " + q16);
            assertEquals(2, q16.get("TYPE").split(" ").length);
            assertTrue(q16.get("BRAND").matches("Brand#[1-5][1-5]"), q16.get("BRAND"));
            Map<String, String> q22 = Queries.of(22).draw(r, 1);
            assertEquals(7, new HashSet<>(q22.values()).size());
            q22.values().forEach(v -> assertTrue(Integer.parseInt(v) >= 10 && Integer.parseInt(v) <= 34, v));
            String q4 = Queries.of(4).draw(r, 1).get("DATE");
            assertTrue(q4.endsWith("-01") && q4.compareTo("1993-01-01") >= 0 && q4.compareTo("1997-10-01") <= 0, q4);
            String q3 = Queries.of(3).draw(r, 1).get("DATE");
            assertTrue(q3.startsWith("1995-03-"), q3);
            int q18 = Integer.parseInt(Queries.of(18).draw(r, 1).get("QUANTITY"));
            assertTrue(q18 >= 312 && q18 <= 315, "Q18 " + q18);
            String discount = Queries.of(6).draw(r, 1).get("DISCOUNT");
            assertTrue(discount.matches("0\\.0[2-9]"), discount);
        }
        assertEquals("AMERICA", QgenRandom.regionOf(2), "BRAZIL is in AMERICA");
        assertEquals("BRAZIL", QgenRandom.nationName(2));
        assertEquals("MIDDLE EAST", QgenRandom.regionOf(20), "SAUDI ARABIA is in the MIDDLE EAST");
        assertEquals(
                "0.0000020000",
                Queries.of(11).draw(new QgenRandom(new SplittableRandom(1)), 50).get("FRACTION"),
                "Q11's FRACTION is 0.0001 / SF");
    }

    @Test
    void aSeedRepeatsItsStreamsAndStreamsDiffer() {
        TpchOptions o = new TpchOptions(
                1, TpchOptions.Test.THROUGHPUT, 1, OptionalLong.of(42), false, 0, 0, false, true, 100, "", 0);
        List<String> first = sql(QueryWork.stream(o, 1, 42, 1));
        assertEquals(first, sql(QueryWork.stream(o, 1, 42, 1)));
        assertNotEquals(first, sql(QueryWork.stream(o, 1, 42, 2)));
        assertNotEquals(first, sql(QueryWork.stream(o, 1, 43, 1)));
        for (String s : first) {
            assertFalse(s.contains("${"), s);
        }
        assertTrue(first.stream().anyMatch(s -> s.contains("CREATE VIEW revenue1 ")), "stream 1's own Q15 view");
    }

    private static List<String> sql(List<QueryWork> stream) {
        return stream.stream().flatMap(w -> w.statements().stream()).toList();
    }

    /** The answers in tpcbench's jar are TPC-H's: their MD5s as ../shared/tpch/README.md records them. */
    @ParameterizedTest(name = "Q{0}")
    @CsvSource({
        "1, a8b05ef16a478b8019e5dab54b2ab464, 4",
        "2, d26e208f446d44db89c79dd4718416a7, 100",
        "3, 5ffbfb4b5cae0bff3c38ea2b0e794dcb, 10",
        "4, 24e7ae0cd1d0264e0154bfac53ba3f0d, 5",
        "5, 90014f5cee1e055453d35248bcf96b93, 5",
        "6, 68806908e183307920740113215dfb50, 1",
        "7, 05b4860df223162f0d2a2d20a5e2c828, 4",
        "8, 2aad520d5fd3f2daabdb5b751a8df670, 2",
        "9, 3f6724785aabb0bb4afbf3725deac1b9, 175",
        "10, 3c26f112706ad00049883dc12aa14c7d, 20",
        "11, bb7e7b9376b9379c6ff7d03a4b7b1f77, 1048",
        "12, 1fcf26feb7bfffb079dad21b1e8f3d76, 2",
        "13, 7af83ac6ad30ceba0aaf1ca66b4c36b1, 42",
        "14, 843367b084893c6a18a96976d7dd1cc1, 1",
        "15, de6d4465c46b7999258ad85e813aee7e, 1",
        "16, 8809c3e407a9fc1eb4f8e45dcf88408f, 18314",
        "17, 8569ad9eb63d59d1d140637f0664bd39, 1",
        "18, f224560f0064a5fe9a598080664cbae2, 57",
        "19, 4cc10f7870cd4b0e916086209f5e2651, 1",
        "20, c09441103b5db365fad4815a04831552, 186",
        "21, e511875d7f11374419c27ce42ce4bcd0, 100",
        "22, a492a5f508b0027f4a4aca50a4a3b330, 7"
    })
    void theAnswersAreTpchs(int query, String md5, int rows) throws Exception {
        byte[] file = TpchQueriesTest.class
                .getResourceAsStream("/tpch/answers-sf1/q" + query + ".out")
                .readAllBytes();
        assertEquals(
                md5, HexFormat.of().formatHex(MessageDigest.getInstance("MD5").digest(file)));
        TpchQuery q = Queries.of(query);
        assertEquals(rows, Answers.of(q).size());
        assertEquals(q.columns().size(), Answers.of(q).get(0).size(), "Q" + query + "'s columns");
    }
}
