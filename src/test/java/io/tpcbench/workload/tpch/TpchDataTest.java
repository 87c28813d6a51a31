package io.tpcbench.workload.tpch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tpcbench.load.Decimal;
import io.trino.tpch.TpchEntity;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The generator's rows are dbgen's: at SF 0.01 every table's row count, bytes and MD5 of the .tbl
 * file as dbgen 2.14.0 writes it, whole and in 3 parallel chunks, and its fingerprint (the MD5 of
 * the rows without the final {@code |}, partsupp in key order), as ../shared/tpch/README.md
 * records them; and the values the load streams ({@link TpchRows}), printed as the load's text
 * prints them, make the same file.
 */
class TpchDataTest {
    private static final double SF = 0.01;

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "REGION,   5,     389,     c235841b00d29ad4f817771fcc851207, d1c494f597244c77001246888185e3e3",
        "NATION,   25,    2224,    2f588e0b7fa72939b498c2abecd9fbbe, 01ab9bc150261c9918ce9636be80ea15",
        "SUPPLIER, 100,   13795,   56e0621c472064c2a998757c70b44043, 0531428655ec36664f7bf4c8d25f48c0",
        "CUSTOMER, 1500,  240990,  a8aa97edad6d47b183a569759fbd3eec, fdb5b8673ae81db63bbc5044c88b83b3",
        "PART,     2000,  237134,  9cce16188c241c25617ca5ed6191e37e, 3555bbfc2a724d5d99eabb5c1a90f470",
        // partsupp: dbgen's file is not in key order; the fingerprint is of the sorted rows
        "PARTSUPP, 8000,  1161705, c6889c3ed0939ca02475f7fb410cbb50, 62755c6e052420f7459f139f9b390330",
        "ORDERS,   15000, 1659137, c8d2008fb47f47f9e56543d4cb0f4e6a, 21facd7dbefed34dbe35e6209ae364db",
        "LINEITEM, 60175, 7264250, 4c6d44350a1f7974f56f5d3d7091c2be, 46b4495e1bd909191698c1764ffc9c08"
    })
    void rowsAreDbgens(TpchTables table, long rows, long bytes, String md5Raw, String fingerprint) throws Exception {
        for (int parts : new int[] {1, 3}) {
            MessageDigest md5 = MessageDigest.getInstance("MD5");
            long n = 0;
            long size = 0;
            MessageDigest loaded = MessageDigest.getInstance("MD5");
            for (int part = 1; part <= parts; part++) {
                for (TpchEntity row : table.generator().createGenerator(SF, part, parts)) {
                    byte[] line = (row.toLine() + "\n").getBytes(StandardCharsets.US_ASCII);
                    md5.update(line);
                    n++;
                    size += line.length;
                    loaded.update(loadedLine(table, row).getBytes(StandardCharsets.US_ASCII));
                }
            }
            assertEquals(
                    md5Raw,
                    HexFormat.of().formatHex(loaded.digest()),
                    table + "'s loaded values in " + parts + " part(s)");
            assertEquals(rows, n, table + " rows in " + parts + " part(s)");
            assertEquals(bytes, size, table + " bytes in " + parts + " part(s)");
            assertEquals(md5Raw, HexFormat.of().formatHex(md5.digest()), table + " .tbl in " + parts + " part(s)");
        }
        Fingerprint generated = Fingerprint.generated(table, SF);
        assertEquals(rows, generated.rows());
        assertEquals(fingerprint, generated.hex(), table + "'s fingerprint");
        if (table.exactRows()) {
            assertEquals(rows, table.rows(SF), table + ": TPC-H 4.2.5's rows at SF 0.01");
        }
    }

    /** The values the load streams, each as the load's text has it ({@code CsvFormat}), in dbgen's line. */
    private static String loadedLine(TpchTables table, TpchEntity row) {
        StringBuilder line = new StringBuilder();
        for (Object v : TpchRows.values(table, row)) {
            if (v instanceof Decimal dec) {
                dec.appendTo(line); // as the load's text writes it
            } else {
                line.append(v);
            }
            line.append('|');
        }
        return line.append('\n').toString();
    }

    @ParameterizedTest
    @CsvSource({"'a|b|c|', 3, c", "'1| x |2|', 2, ' x '"})
    void fieldsKeepTheirEdgeSpaces(String line, int n, String last) {
        String[] fields = TpchLoad.fields(line, n);
        assertEquals(n, fields.length);
        assertEquals(last, fields[n - 1]);
    }
}
