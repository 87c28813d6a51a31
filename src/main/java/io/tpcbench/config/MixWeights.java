package io.tpcbench.config;

/** The five transaction weights of the mix, in percent; they sum to 100 once validated. */
public record MixWeights(int newOrder, int payment, int orderStatus, int delivery, int stockLevel) {
    public int total() {
        return newOrder + payment + orderStatus + delivery + stockLevel;
    }
}
