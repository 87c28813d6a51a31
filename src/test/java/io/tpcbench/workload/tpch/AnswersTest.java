package io.tpcbench.workload.tpch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.workload.tpch.query.Column;
import io.tpcbench.workload.tpch.query.Queries;
import io.tpcbench.workload.tpch.query.TpchQuery;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** TPC-H 2.1.3.5's comparison: exact values, SUMs within $100, ratios and averages within 1% after rounding. */
class AnswersTest {
    @Test
    void tolerancesAreTheSpecs() {
        assertTrue(Answers.matches(Column.EXACT, "37734107.00", "37734107.00"));
        assertTrue(Answers.matches(Column.EXACT, "37734107", "37734107.00"), "equal by value");
        assertFalse(Answers.matches(Column.EXACT, "37734108.00", "37734107.00"));
        assertTrue(Answers.matches(Column.EXACT, "UNITED KINGDOM", "UNITED KINGDOM"));
        assertFalse(Answers.matches(Column.EXACT, "UNITED STATES", "UNITED KINGDOM"));
        assertTrue(Answers.matches(Column.SUM, "56586554500.73", "56586554400.73"), "$100 off");
        assertFalse(Answers.matches(Column.SUM, "56586554500.74", "56586554400.73"), "$100.01 off");
        assertTrue(Answers.matches(Column.RATIO, "25.77", "25.52"), "25.77 <= 1.01 x 25.52");
        assertFalse(Answers.matches(Column.RATIO, "25.78", "25.52"));
        assertTrue(Answers.matches(Column.RATIO, "25.2651", "25.52"), "rounded to 25.27 >= 0.99 x 25.52 = 25.2648");
        assertFalse(Answers.matches(Column.RATIO, "25.2649", "25.52"), "rounded to 25.26 < 25.2648");
        // Q14's promo_revenue 16.38: within 1% and within $100
        assertTrue(Answers.matches(Column.RATIO_SUM, "16.3807", "16.38"));
        assertFalse(Answers.matches(Column.RATIO_SUM, "16.60", "16.38"));
    }

    @Test
    void theQualificationAnswerPassesAndAChangedOneFails() {
        TpchQuery q1 = Queries.of(1);
        List<List<String>> answer = Answers.of(q1);
        assertEquals(4, answer.size());
        assertEquals(List.of("A", "F", "37734107.00"), answer.get(0).subList(0, 3));
        assertTrue(Answers.compare(q1, answer).isEmpty());
        List<List<String>> wrong = new ArrayList<>(answer);
        List<String> row = new ArrayList<>(wrong.get(2));
        row.set(9, "2920375"); // count_order, exact
        wrong.set(2, row);
        assertEquals(
                "row 3 column 10 is 2920375, the answer's 2920374 (exact)",
                Answers.compare(q1, wrong).get());
        assertEquals(
                "3 rows, the answer has 4",
                Answers.compare(q1, answer.subList(0, 3)).get());
    }
}
