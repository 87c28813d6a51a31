package io.tpcbench.workload.tpcc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class DeckTest {
    private static Map<TransactionType, Integer> countNext(Deck deck, int n) {
        Map<TransactionType, Integer> counts = new EnumMap<>(TransactionType.class);
        for (int i = 0; i < n; i++) {
            counts.merge(deck.next(), 1, Integer::sum);
        }
        return counts;
    }

    @Test
    void everyHundredCardsHoldTheWeightsExactly() {
        Deck deck = new Deck(new MixWeights(45, 43, 4, 4, 4), new SplittableRandom(1));
        for (int round = 0; round < 50; round++) {
            Map<TransactionType, Integer> c = countNext(deck, 100);
            assertEquals(45, c.get(TransactionType.NEW_ORDER));
            assertEquals(43, c.get(TransactionType.PAYMENT));
            assertEquals(4, c.get(TransactionType.ORDER_STATUS));
            assertEquals(4, c.get(TransactionType.DELIVERY));
            assertEquals(4, c.get(TransactionType.STOCK_LEVEL));
        }
    }

    @Test
    void anyWeightsSummingTo100() {
        Deck deck = new Deck(new MixWeights(0, 100, 0, 0, 0), new SplittableRandom(1));
        assertEquals(Map.of(TransactionType.PAYMENT, 100), countNext(deck, 100));
    }

    @Test
    void dealtInRandomOrderAndReshuffled() {
        Deck deck = new Deck(new MixWeights(45, 43, 4, 4, 4), new SplittableRandom(7));
        List<TransactionType> first = new ArrayList<>();
        List<TransactionType> second = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            first.add(deck.next());
        }
        for (int i = 0; i < 100; i++) {
            second.add(deck.next());
        }
        assertNotEquals(first, second);
    }

    @Test
    void tenthsOfAPercentMakeAThousandCardDeck() {
        MixWeights w = new MixWeights(44.4, 43.3, 4.1, 4.1, 4.1);
        assertEquals(1000, w.deckCards());
        Deck deck = new Deck(w, new SplittableRandom(3));
        for (int round = 0; round < 5; round++) {
            Map<TransactionType, Integer> c = countNext(deck, 1000);
            assertEquals(444, c.get(TransactionType.NEW_ORDER));
            assertEquals(433, c.get(TransactionType.PAYMENT));
            assertEquals(41, c.get(TransactionType.ORDER_STATUS));
            assertEquals(41, c.get(TransactionType.DELIVERY));
            assertEquals(41, c.get(TransactionType.STOCK_LEVEL));
        }
    }

    @Test
    void theDeckIsTheSmallestThatHoldsTheWeights() {
        assertEquals(100, new MixWeights(45, 43, 4, 4, 4).deckCards());
        assertEquals(200, new MixWeights(44.5, 43.5, 4, 4, 4).deckCards());
        assertEquals(1, new MixWeights(0, 100, 0, 0, 0).deckCards());
    }
}
