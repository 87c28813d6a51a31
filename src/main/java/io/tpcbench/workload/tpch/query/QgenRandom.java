package io.tpcbench.workload.tpch.query;

import io.trino.tpch.Distribution;
import io.trino.tpch.Distributions;
import java.time.LocalDate;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The draws of TPC-H's substitution parameters (2.4.N.3) from one seeded stream, over dbgen's own
 * value lists (the distributions of dbgen's dists.dss, as Trino's port holds them): nations and
 * their regions, part types and their syllables, containers, colors, segments, ship modes.
 */
public final class QgenRandom {
    private static final Distributions DISTS = Distributions.getDefaultDistributions();
    /** dbgen's nations in key order; each one's weight is its region's key. */
    private static final Distribution NATIONS = DISTS.getNations();
    /** dbgen's regions in key order. */
    private static final List<String> REGIONS = DISTS.getRegions().getValues();
    /** The part types' syllables by place (1..3; index 0 unused). */
    private static final List<List<String>> SYLLABLES = List.of(List.of(), syllables(1), syllables(2), syllables(3));

    private final SplittableRandom random;

    public QgenRandom(SplittableRandom random) {
        this.random = random;
    }

    /** Uniform in [lo, hi]. */
    public int between(int lo, int hi) {
        return random.nextInt(lo, hi + 1);
    }

    /** {@code n} distinct values uniform in [lo, hi], in the order drawn. */
    public List<Integer> distinct(int n, int lo, int hi) {
        Set<Integer> out = new LinkedHashSet<>();
        while (out.size() < n) {
            out.add(between(lo, hi));
        }
        return List.copyOf(out);
    }

    public <T> T pick(List<T> values) {
        return values.get(random.nextInt(values.size()));
    }

    /** A nation's index (0..24) drawn uniformly. */
    public int nation() {
        return random.nextInt(NATIONS.size());
    }

    public static String nationName(int nation) {
        return NATIONS.getValue(nation);
    }

    /** The name of the region {@code nation} is in. */
    public static String regionOf(int nation) {
        return REGIONS.get(NATIONS.getWeight(nation));
    }

    public String region() {
        return pick(REGIONS);
    }

    /** A whole part type (three syllables, e.g. ECONOMY ANODIZED STEEL). */
    public String type() {
        return pick(DISTS.getPartTypes().getValues());
    }

    /** Syllable {@code n} (1..3) of a part type, drawn from the types' syllables of that place. */
    public String typeSyllable(int n) {
        return pick(SYLLABLES.get(n));
    }

    /** A container (its two syllables, e.g. MED BOX). */
    public String container() {
        return pick(DISTS.getPartContainers().getValues());
    }

    public String color() {
        return pick(DISTS.getPartColors().getValues());
    }

    public String segment() {
        return pick(DISTS.getMarketSegments().getValues());
    }

    public String shipMode() {
        return pick(DISTS.getShipModes().getValues());
    }

    /** Brand#MN with M and N in [1, 5] (4.2.2.13's p_brand). */
    public String brand() {
        return "Brand#" + between(1, 5) + between(1, 5);
    }

    /** The first day of a month drawn uniformly from {@code first} to {@code last} (first days of months). */
    public String month(LocalDate first, LocalDate last) {
        int months = (last.getYear() - first.getYear()) * 12 + last.getMonthValue() - first.getMonthValue();
        return first.plusMonths(between(0, months)).toString();
    }

    /** January 1st of a year drawn from [{@code from}, {@code to}]. */
    public String year(int from, int to) {
        return LocalDate.of(between(from, to), 1, 1).toString();
    }

    /** A day drawn uniformly from [{@code first}, {@code last}]. */
    public String day(LocalDate first, LocalDate last) {
        return first.plusDays(between(0, (int) (last.toEpochDay() - first.toEpochDay())))
                .toString();
    }

    private static List<String> syllables(int n) {
        Set<String> out = new LinkedHashSet<>();
        for (String t : DISTS.getPartTypes().getValues()) {
            out.add(t.split(" ")[n - 1]);
        }
        return List.copyOf(out);
    }

    /** A decimal as qgen prints it: {@code 0.06}. */
    public static String decimal(double value, int places) {
        return String.format(Locale.ROOT, "%." + places + "f", value);
    }
}
