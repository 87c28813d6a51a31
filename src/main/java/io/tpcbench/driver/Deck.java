package io.tpcbench.driver;

import io.tpcbench.config.MixWeights;
import io.tpcbench.config.TransactionType;
import java.util.SplittableRandom;

/**
 * A terminal's card deck (TPC-C 5.2.4.2): 100 cards, as many of each type as its weight, dealt in
 * a random order and reshuffled when used up, so every 100 transactions hold the mix exactly.
 */
final class Deck {
    private final TransactionType[] cards;
    private final SplittableRandom random;
    private int next;

    Deck(MixWeights weights, SplittableRandom random) {
        this.random = random;
        this.cards = new TransactionType[weights.total()];
        int i = 0;
        for (TransactionType t : TransactionType.values()) {
            for (int n = 0; n < t.weightIn(weights); n++) {
                cards[i++] = t;
            }
        }
        shuffle();
    }

    TransactionType next() {
        if (next == cards.length) {
            shuffle();
        }
        return cards[next++];
    }

    private void shuffle() {
        for (int i = cards.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            TransactionType t = cards[i];
            cards[i] = cards[j];
            cards[j] = t;
        }
        next = 0;
    }
}
