package io.tpcbench.workload.tpcc.load;

import java.util.ArrayList;
import java.util.List;

/** Sorted integers as compact ranges: [1,2,3,5] -> "1-3,5"; empty -> "none". */
final class Ranges {
    private Ranges() {}

    static String of(List<Integer> sorted) {
        if (sorted.isEmpty()) {
            return "none";
        }
        List<String> parts = new ArrayList<>();
        int start = sorted.get(0);
        int prev = start;
        for (int i = 1; i <= sorted.size(); i++) {
            int cur = i < sorted.size() ? sorted.get(i) : Integer.MIN_VALUE;
            if (cur != prev + 1) {
                parts.add(start == prev ? Integer.toString(start) : start + "-" + prev);
                start = cur;
            }
            prev = cur;
        }
        return String.join(",", parts);
    }
}
