package io.tpcbench.workload.tpcc;

import java.util.SplittableRandom;

/**
 * A terminal's card deck (TPC-C 5.2.4.2): the smallest deck that holds the weights exactly (100
 * cards for whole percentages, 1,000 for tenths), dealt in a random order and reshuffled when used
 * up, so every deck's worth of transactions holds the mix exactly.
 */
final class Deck {
    private final TransactionType[] cards;
    private final SplittableRandom random;
    private int next;

    Deck(MixWeights weights, SplittableRandom random) {
        this.random = random;
        this.cards = new TransactionType[weights.deckCards()];
        int i = 0;
        for (TransactionType t : TransactionType.values()) {
            for (int n = 0; n < weights.cards(t); n++) {
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
