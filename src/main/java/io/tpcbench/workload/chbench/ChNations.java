package io.tpcbench.workload.chbench;

import java.util.List;
import java.util.SplittableRandom;

/**
 * CH-benCHmark's NATION and REGION rows: the reference driver's 62 nations and 5 regions (tazija/chBenchmark,
 * DataSource.cpp). A nation's key is the ASCII code of one of '0'-'9', 'A'-'Z', 'a'-'z', because the queries map a
 * customer to its nation by {@code ascii(substr(c_state, 1, 1))}; c_state's first character is one of those 62. The
 * list is the reference's, two names twice included (CHINA at 'I' and 'P', ROMANIA at 'J' and 'q'). Comments are
 * cut from TPC-H dbgen's text pool ({@link ChComments}), 31..114 characters for a nation and 31..115 for a region as
 * in the reference (n_comment and r_comment are CHAR(152)).
 */
public final class ChNations {
    private static final long NATION_TABLE = 0x4E4154494F4EL;
    private static final long REGION_TABLE = 0x524547494F4EL;

    private static final int AFRICA = 0;
    private static final int AMERICA = 1;
    private static final int ASIA = 2;
    private static final int EUROPE = 3;
    private static final int MIDDLE_EAST = 4;

    private static final List<Region> REGIONS = List.of(
            new Region(AFRICA, "AFRICA"),
            new Region(AMERICA, "AMERICA"),
            new Region(ASIA, "ASIA"),
            new Region(EUROPE, "EUROPE"),
            new Region(MIDDLE_EAST, "MIDDLE EAST"));

    private static final List<Nation> NATIONS = List.of(
            new Nation('0', "ALGERIA", AFRICA),
            new Nation('1', "ARGENTINA", AMERICA),
            new Nation('2', "BRAZIL", AMERICA),
            new Nation('3', "CANADA", AMERICA),
            new Nation('4', "EGYPT", MIDDLE_EAST),
            new Nation('5', "ETHIOPIA", AFRICA),
            new Nation('6', "FRANCE", EUROPE),
            new Nation('7', "GERMANY", EUROPE),
            new Nation('8', "INDIA", ASIA),
            new Nation('9', "INDONESIA", ASIA),
            new Nation('A', "IRAN", MIDDLE_EAST),
            new Nation('B', "IRAQ", MIDDLE_EAST),
            new Nation('C', "JAPAN", ASIA),
            new Nation('D', "JORDAN", MIDDLE_EAST),
            new Nation('E', "KENYA", AFRICA),
            new Nation('F', "MOROCCO", AFRICA),
            new Nation('G', "MOZAMBIQUE", AFRICA),
            new Nation('H', "PERU", AMERICA),
            new Nation('I', "CHINA", ASIA),
            new Nation('J', "ROMANIA", EUROPE),
            new Nation('K', "SAUDI ARABIA", MIDDLE_EAST),
            new Nation('L', "VIETNAM", ASIA),
            new Nation('M', "RUSSIA", EUROPE),
            new Nation('N', "UNITED KINGDOM", EUROPE),
            new Nation('O', "UNITED STATES", AMERICA),
            new Nation('P', "CHINA", ASIA),
            new Nation('Q', "PAKISTAN", ASIA),
            new Nation('R', "BANGLADESH", ASIA),
            new Nation('S', "MEXICO", AMERICA),
            new Nation('T', "PHILIPPINES", ASIA),
            new Nation('U', "THAILAND", ASIA),
            new Nation('V', "ITALY", EUROPE),
            new Nation('W', "SOUTH AFRICA", AFRICA),
            new Nation('X', "SOUTH KOREA", ASIA),
            new Nation('Y', "COLOMBIA", AMERICA),
            new Nation('Z', "SPAIN", EUROPE),
            new Nation('a', "UKRAINE", EUROPE),
            new Nation('b', "POLAND", EUROPE),
            new Nation('c', "SUDAN", AFRICA),
            new Nation('d', "UZBEKISTAN", ASIA),
            new Nation('e', "MALAYSIA", ASIA),
            new Nation('f', "VENEZUELA", AMERICA),
            new Nation('g', "NEPAL", ASIA),
            new Nation('h', "AFGHANISTAN", ASIA),
            new Nation('i', "NORTH KOREA", ASIA),
            new Nation('j', "TAIWAN", ASIA),
            new Nation('k', "GHANA", AFRICA),
            new Nation('l', "IVORY COAST", AFRICA),
            new Nation('m', "SYRIA", MIDDLE_EAST),
            new Nation('n', "MADAGASCAR", AFRICA),
            new Nation('o', "CAMEROON", AFRICA),
            new Nation('p', "SRI LANKA", ASIA),
            new Nation('q', "ROMANIA", EUROPE),
            new Nation('r', "NETHERLANDS", EUROPE),
            new Nation('s', "CAMBODIA", ASIA),
            new Nation('t', "BELGIUM", EUROPE),
            new Nation('u', "GREECE", EUROPE),
            new Nation('v', "PORTUGAL", EUROPE),
            new Nation('w', "ISRAEL", MIDDLE_EAST),
            new Nation('x', "FINLAND", EUROPE),
            new Nation('y', "SINGAPORE", ASIA),
            new Nation('z', "NORWAY", EUROPE));

    private ChNations() {}

    /**
     * A NATION row: n_nationkey (an ASCII code, see {@link ChNations}), n_name (upper case, CHAR(25)) and
     * n_regionkey (0..4).
     */
    public record Nation(int key, String name, int regionKey) {
        /** n_comment: 31..114 characters of dbgen's text, the same for this key every build. */
        public String comment() {
            SplittableRandom random = ChComments.random(NATION_TABLE, key);
            return ChComments.text(random, 31, 114);
        }
    }

    /** A REGION row: r_regionkey (0..4) and r_name (upper case). */
    public record Region(int key, String name) {
        /** r_comment: 31..115 characters of dbgen's text, the same for this key every build. */
        public String comment() {
            SplittableRandom random = ChComments.random(REGION_TABLE, key);
            return ChComments.text(random, 31, 115);
        }
    }

    /** The 62 nations in key order. */
    public static List<Nation> nations() {
        return NATIONS;
    }

    /** The 5 regions in key order: AFRICA, AMERICA, ASIA, EUROPE, MIDDLE EAST. */
    public static List<Region> regions() {
        return REGIONS;
    }
}
