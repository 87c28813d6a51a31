package io.tpcbench.workload.tpcc;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.DoubleFunction;

/**
 * The five transaction weights of the mix, in percent with at most one decimal place (as
 * BenchmarkSQL 6 allows, e.g. paymentWeight=43.3); they sum to 100 once validated.
 */
public record MixWeights(double newOrder, double payment, double orderStatus, double delivery, double stockLevel) {
    public double total() {
        return newOrder + payment + orderStatus + delivery + stockLevel;
    }

    /** The weight of {@code type}, in percent. */
    public double of(TransactionType type) {
        return switch (type) {
            case NEW_ORDER -> newOrder;
            case PAYMENT -> payment;
            case ORDER_STATUS -> orderStatus;
            case DELIVERY -> delivery;
            case STOCK_LEVEL -> stockLevel;
        };
    }

    /**
     * The cards of {@code type} in the smallest deck that holds the weights exactly (TPC-C
     * 5.2.4.2): 100 cards for whole percentages, 1,000 for tenths, fewer where the weights share a
     * divisor.
     */
    public int cards(TransactionType type) {
        return tenths(of(type)) / divisor();
    }

    /** The cards of that deck. */
    public int deckCards() {
        int n = 0;
        for (TransactionType t : TransactionType.values()) {
            n += cards(t);
        }
        return n;
    }

    /** Whether every weight has at most one decimal place. */
    public boolean inTenths() {
        for (TransactionType t : TransactionType.values()) {
            if (Math.abs(of(t) * 10 - tenths(of(t))) > 1e-6) {
                return false;
            }
        }
        return true;
    }

    private int divisor() {
        int g = 1000;
        for (TransactionType t : TransactionType.values()) {
            g = gcd(g, tenths(of(t)));
        }
        return Math.max(g, 1);
    }

    private static int tenths(double percent) {
        return (int) Math.round(percent * 10);
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    /** The weights as users write them: {@code 45/43/4/4/4}, {@code 44.4/43.3/4.1/4.1/4.1}. */
    @Override
    public String toString() {
        return joined(MixWeights::plain);
    }

    /** The weights exactly as given, for a message about them. */
    public String exact() {
        return joined(w -> BigDecimal.valueOf(w).stripTrailingZeros().toPlainString());
    }

    private String joined(DoubleFunction<String> format) {
        return String.join(
                "/",
                Arrays.stream(TransactionType.values())
                        .map(t -> format.apply(of(t)))
                        .toList());
    }

    /** A percentage without a trailing {@code .0}. */
    public static String plain(double percent) {
        return BigDecimal.valueOf(Math.round(percent * 10), 1)
                .stripTrailingZeros()
                .toPlainString()
                .toLowerCase(Locale.ROOT);
    }
}
