package io.tpcbench.workload.chbench;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * CH-benCHmark's SUPPLIER rows, su_suppkey 0..9999 (the queries map a stock row to its supplier by
 * {@code mod(s_w_id * s_i_id, 10000) = su_suppkey}), each made alone from its key as the reference driver makes them
 * (tazija/chBenchmark, TupleGen.cpp genSupplier and DataSource.cpp):
 *
 * <ul>
 *   <li>su_name "Supplier#" and the key in 9 digits;
 *   <li>su_address 10..40 random letters and digits;
 *   <li>su_nationkey one of the 62 nation keys, uniformly;
 *   <li>su_phone "CC-ddd-ddd-dddd": CC is {@code su_suppkey % 90 + 10} (the key's, not the nation's as TPC-H's dbgen
 *       has it), then 100..999, 100..999 and 1000..9999;
 *   <li>su_acctbal uniform in -999.99..9999.99, in cents;
 *   <li>su_comment 25..100 characters of dbgen's text ({@link ChComments}); where {@code (key + 7) % 1893 == 0} it
 *       holds "Customer", then "bad", then "Complaints", and else where {@code (key + 13) % 1983 == 0} "Customer"
 *       then "Recommends" (5 rows each among 10,000), in random places.
 * </ul>
 *
 * <p>"bad" is ours: CH's Q16 leaves out the suppliers whose {@code su_comment LIKE '%bad%'}, but neither the
 * reference's words nor dbgen's ever hold "bad", so there Q16's filter leaves out none. Putting it in the
 * Complaints comments makes Q16 leave out the suppliers that TPC-H's Q16 leaves out by its
 * {@code '%Customer%Complaints%'}.
 */
public final class ChSuppliers {
    /** Rows of SUPPLIER, whatever the warehouses. */
    public static final int COUNT = 10_000;

    private static final long TABLE = 0x535550504C494552L;
    private static final byte[] ALNUM =
            "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".getBytes(StandardCharsets.US_ASCII);
    private static final List<String> COMPLAINTS = List.of("Customer", " bad ", "Complaints");
    private static final List<String> RECOMMENDS = List.of("Customer", "Recommends");

    private ChSuppliers() {}

    /**
     * A SUPPLIER row: su_suppkey, su_name (CHAR(25)), su_address (VARCHAR(40)), su_nationkey, su_phone (CHAR(15)),
     * su_acctbal (DECIMAL(12,2), scale 2) and su_comment (CHAR(101)).
     */
    public record Supplier(
            int key, String name, String address, int nationKey, String phone, BigDecimal acctbal, String comment) {}

    /** Supplier {@code key} (0..9999): the same row for a key every time, on any thread, in any order. */
    public static Supplier of(int key) {
        if (key < 0 || key >= COUNT) {
            throw new IllegalArgumentException("su_suppkey " + key + " is outside 0.." + (COUNT - 1));
        }
        SplittableRandom random = ChComments.random(TABLE, key);
        String address = alphanumeric(random, random.nextInt(10, 41));
        List<ChNations.Nation> nations = ChNations.nations();
        int nationKey = nations.get(random.nextInt(nations.size())).key();
        String phone = phone(random, key);
        BigDecimal acctbal = BigDecimal.valueOf(random.nextLong(-99_999, 1_000_000), 2);
        String comment = comment(random, key);
        return new Supplier(key, name(key), address, nationKey, phone, acctbal, comment);
    }

    /** True where su_comment holds "Customer", "bad" and "Complaints" (the reference's rule). */
    public static boolean complains(int key) {
        return (key + 7) % 1893 == 0;
    }

    /** True where su_comment holds "Customer" and "Recommends" (the reference's rule, after {@link #complains}). */
    public static boolean recommends(int key) {
        return !complains(key) && (key + 13) % 1983 == 0;
    }

    private static String name(int key) {
        return String.format(Locale.ROOT, "Supplier#%09d", key);
    }

    private static String alphanumeric(SplittableRandom random, int length) {
        byte[] b = new byte[length];
        for (int i = 0; i < length; i++) {
            b[i] = ALNUM[random.nextInt(ALNUM.length)];
        }
        return new String(b, StandardCharsets.US_ASCII);
    }

    private static String phone(SplittableRandom random, int key) {
        int area = random.nextInt(100, 1000);
        int exchange = random.nextInt(100, 1000);
        int line = random.nextInt(1000, 10_000);
        return (key % 90 + 10) + "-" + area + "-" + exchange + "-" + line;
    }

    private static String comment(SplittableRandom random, int key) {
        int length = random.nextInt(25, 101);
        if (complains(key)) {
            return ChComments.withWords(random, length, COMPLAINTS);
        }
        if (recommends(key)) {
            return ChComments.withWords(random, length, RECOMMENDS);
        }
        return ChComments.text(random, length);
    }
}
