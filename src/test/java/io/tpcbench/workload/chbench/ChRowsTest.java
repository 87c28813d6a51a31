package io.tpcbench.workload.chbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.workload.chbench.ChNations.Nation;
import io.tpcbench.workload.chbench.ChNations.Region;
import io.tpcbench.workload.chbench.ChSuppliers.Supplier;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.IntPredicate;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** CH-benCHmark's NATION, REGION and SUPPLIER rows: the reference driver's keys and names, the columns' widths. */
class ChRowsTest {
    private static final Pattern ADDRESS = Pattern.compile("[0-9A-Za-z]{10,40}");
    private static final Pattern PHONE = Pattern.compile("\\d{2}-\\d{3}-\\d{3}-\\d{4}");
    private static final Pattern COMPLAINTS = Pattern.compile(".*Customer.*Complaints.*");
    private static final Pattern RECOMMENDS = Pattern.compile(".*Customer.*Recommends.*");

    private static List<Integer> asciiCodesOfDigitsAndLetters() {
        List<Integer> codes = new ArrayList<>();
        IntStream.rangeClosed('0', '9').forEach(codes::add);
        IntStream.rangeClosed('A', 'Z').forEach(codes::add);
        IntStream.rangeClosed('a', 'z').forEach(codes::add);
        return codes;
    }

    @Test
    void nationKeysAreTheAsciiCodesOfTheFirstCharacterOfCState() {
        List<Integer> keys = ChNations.nations().stream().map(Nation::key).toList();
        assertEquals(62, keys.size());
        assertEquals(62, new HashSet<>(keys).size());
        assertEquals(asciiCodesOfDigitsAndLetters(), keys);
    }

    @Test
    void fiveRegionsAndEveryNationInOne() {
        assertEquals(
                List.of("AFRICA", "AMERICA", "ASIA", "EUROPE", "MIDDLE EAST"),
                ChNations.regions().stream().map(Region::name).toList());
        assertEquals(
                List.of(0, 1, 2, 3, 4),
                ChNations.regions().stream().map(Region::key).toList());
        for (Nation n : ChNations.nations()) {
            assertTrue(n.regionKey() >= 0 && n.regionKey() <= 4, n.toString());
            assertTrue(n.name().length() <= 25 && n.name().equals(n.name().toUpperCase(Locale.ROOT)), n.toString());
        }
    }

    @Test
    void theQueriesNamesExist() {
        assertTrue(ChNations.nations().contains(new Nation('7', "GERMANY", 3)));
        assertTrue(ChNations.nations().contains(new Nation('s', "CAMBODIA", 2)));
        assertTrue(ChNations.regions().contains(new Region(3, "EUROPE")));
    }

    @Test
    void commentsFitAndAreTheSameEachTime() {
        for (Nation n : ChNations.nations()) {
            int length = n.comment().length();
            assertTrue(length >= 31 && length <= 114, n + ": " + length);
            assertEquals(n.comment(), n.comment());
        }
        for (Region r : ChNations.regions()) {
            int length = r.comment().length();
            assertTrue(length >= 31 && length <= 115, r + ": " + length);
            assertEquals(r.comment(), r.comment());
        }
    }

    @Test
    void everySupplierFitsItsColumns() {
        Set<Integer> nationKeys = new HashSet<>(asciiCodesOfDigitsAndLetters());
        BigDecimal low = new BigDecimal("-999.99");
        BigDecimal high = new BigDecimal("9999.99");
        for (int key = 0; key < ChSuppliers.COUNT; key++) {
            Supplier s = ChSuppliers.of(key);
            assertEquals(s, ChSuppliers.of(key));
            assertEquals(key, s.key());
            assertEquals(String.format(Locale.ROOT, "Supplier#%09d", key), s.name());
            assertTrue(s.name().length() <= 25, s.name());
            assertTrue(ADDRESS.matcher(s.address()).matches(), s.address());
            assertTrue(nationKeys.contains(s.nationKey()), s.toString());
            assertTrue(PHONE.matcher(s.phone()).matches(), s.phone());
            assertTrue(s.phone().startsWith((key % 90 + 10) + "-"), s.phone());
            assertEquals(2, s.acctbal().scale(), s.toString());
            assertTrue(s.acctbal().compareTo(low) >= 0 && s.acctbal().compareTo(high) <= 0, s.toString());
            assertTrue(s.comment().length() >= 25 && s.comment().length() <= 100, s.comment());
        }
    }

    @Test
    void suppliersAreTheSameInAnyOrderOnAnyThread() {
        List<Supplier> inOrder =
                IntStream.range(0, ChSuppliers.COUNT).mapToObj(ChSuppliers::of).toList();
        List<Supplier> parallel = IntStream.range(0, ChSuppliers.COUNT)
                .parallel()
                .map(i -> ChSuppliers.COUNT - 1 - i)
                .mapToObj(ChSuppliers::of)
                .toList()
                .reversed();
        assertEquals(inOrder, parallel);
    }

    @Test
    void complaintsHoldBadAndFollowTheReferencesRule() {
        List<Integer> complaints = new ArrayList<>();
        List<Integer> recommends = new ArrayList<>();
        List<Integer> bad = new ArrayList<>();
        for (int key = 0; key < ChSuppliers.COUNT; key++) {
            String comment = ChSuppliers.of(key).comment();
            if (COMPLAINTS.matcher(comment).matches()) {
                complaints.add(key);
            }
            if (RECOMMENDS.matcher(comment).matches()) {
                recommends.add(key);
            }
            if (comment.contains("bad")) {
                bad.add(key);
            }
        }
        assertEquals(List.of(1886, 3779, 5672, 7565, 9458), complaints);
        assertEquals(List.of(1970, 3953, 5936, 7919, 9902), recommends);
        assertEquals(complaints, bad);
        assertEquals(complaints, keysWhere(ChSuppliers::complains));
        assertEquals(recommends, keysWhere(ChSuppliers::recommends));
    }

    private static List<Integer> keysWhere(IntPredicate rule) {
        return IntStream.range(0, ChSuppliers.COUNT).filter(rule).boxed().toList();
    }

    @Test
    void keysOutsideTheTableAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> ChSuppliers.of(-1));
        assertThrows(IllegalArgumentException.class, () -> ChSuppliers.of(ChSuppliers.COUNT));
    }
}
