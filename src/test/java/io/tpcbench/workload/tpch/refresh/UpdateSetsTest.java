package io.tpcbench.workload.tpch.refresh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The update sets are dbgen's, byte for byte: sets 1 and 2 at SF 0.01 against the files dbgen
 * 2.14.0 wrote, sets 1-10 against their fingerprints (../shared/tpch/README.md section 2), and the
 * sizes and keys at other scale factors by dbgen's rules.
 */
class UpdateSetsTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "set {0}")
    @CsvSource({"1", "2"})
    void theFilesAreDbgensByteForByte(int set) throws Exception {
        new UpdateFiles(new UpdateSets(0.01)).write(set, dir);
        for (String name : List.of("orders.tbl.u" + set, "lineitem.tbl.u" + set, "delete." + set)) {
            try (InputStream dbgen = getClass().getResourceAsStream("/tpch/refresh-sf0.01/" + name)) {
                assertArrayEquals(dbgen.readAllBytes(), Files.readAllBytes(dir.resolve(name)), name);
            }
        }
    }

    @ParameterizedTest(name = "set {0}")
    @CsvSource({
        "1, 10, 3c31b94f1bd15a67d8101b0d63f9eb58, 37, 3309ecc7e015d92ca35249f91f303a71, 079060433d8301aaa3783456ed18c7f0",
        "2, 10, bb402163444b211c9d4a24a8029d2907, 44, 257dcf795b5959aad60bbdde88b743e0, 6861e53624044eb66a27c4d51eff4a83",
        "3, 10, 4342daf00f0f7d1748d322cbd88eb501, 37, b74c4ec1fcbfa3f4cc607b1b47aec8ca, db1f9b91d446638c574e91b4aad802e8",
        "4, 10, b1ba5ac99422f5210c0d9688f721675d, 35, 8872abc5e25b2e9c51f447bd2b483dfb, d055511508a202dddd11bdcb0ee46aca",
        "5, 10, daef408c1b3b3663554b4b53ce07572a, 43, af68e4885a56b20cd64ddc4da6bc69be, ede9e0e439cb80d58cafd6bfea48f413",
        "6, 10, 2fb843d81253f569f020ae481ae69823, 33, 535e74d3e283cabbfbb9999f1a1c7daa, 3f5ef83dd899c463e8c24671210068b2",
        "7, 10, 767bf97872122947bbbfa46f237df9d0, 36, e996f9de9ce618c1555e57db78833d31, 7c31dceb66a789ead1523b55a778a978",
        "8, 10, f0d2f5fa2422957389d5061828802d97, 32, 8de60c7aceef4aac45f23d495c044598, 0cbbb513c7b205079fca90fc56758655",
        "9, 10, 5c0034d9682f01044c7d08d6836e8193, 43, f0a513c7d539425f05ea5e080cfaa3b3, ac1ca03f33c546941329467b9ccc1156",
        "10, 10, 579d4182d009fd66066a8ee24686f6b1, 38, fde9fdcb5cb77d0c2b67c651628fcef8, 9da0eba517722d78fa628f09f7ad59a6"
    })
    void setsOneToTenMatchDbgensFingerprints(
            int set, int orders, String ordersMd5, int lines, String linesMd5, String deleteMd5) throws Exception {
        new UpdateFiles(new UpdateSets(0.01)).write(set, dir);
        assertFile(dir.resolve("orders.tbl.u" + set), orders, ordersMd5);
        assertFile(dir.resolve("lineitem.tbl.u" + set), lines, linesMd5);
        assertFile(dir.resolve("delete." + set), 10, deleteMd5);
    }

    private static void assertFile(Path file, int lines, String md5) throws Exception {
        byte[] bytes = Files.readAllBytes(file);
        assertEquals(lines, Files.readAllLines(file).size(), file.getFileName() + " lines");
        assertEquals(
                md5, HexFormat.of().formatHex(MessageDigest.getInstance("MD5").digest(bytes)), file + " md5");
    }

    @ParameterizedTest(name = "SF {0}: {1} orders a set")
    @CsvSource({"0.01, 10, 1500", "0.1, 150, 1000", "1, 1500, 1000", "10, 15000, 1000", "0.5, 750, 1000"})
    void setSizesAreDbgens(double sf, long perSet, int sets) {
        UpdateSets u = new UpdateSets(sf);
        assertEquals(perSet, u.ordersPerSet());
        assertEquals(sets, u.sets());
    }

    @Test
    void newKeysFillTheGapsAndDeletesTakeTheLowestBaseKeys() {
        UpdateSets u = new UpdateSets(0.01);
        assertArrayEquals(
                new long[] {9, 10, 11, 12, 13, 14, 15, 40, 41, 42}, u.newKeys(1).toArray());
        assertArrayEquals(
                new long[] {43, 44, 45, 46, 47, 72, 73, 74, 75, 76},
                u.newKeys(2).toArray());
        assertArrayEquals(
                new long[] {1, 2, 3, 4, 5, 6, 7, 32, 33, 34}, u.deletedKeys(1).toArray());
        assertThrows(IllegalArgumentException.class, () -> u.newKeys(1501));
        assertThrows(IllegalArgumentException.class, () -> u.deletedKeys(0));
    }

    @Test
    void anExistingFileIsNeverReplaced() throws IOException {
        Files.writeString(dir.resolve("delete.1"), "mine");
        assertThrows(FileAlreadyExistsException.class, () -> new UpdateFiles(new UpdateSets(0.01)).write(1, dir));
        assertEquals("mine", Files.readString(dir.resolve("delete.1")));
    }
}
