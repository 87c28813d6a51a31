package io.tpcbench.workload;

import java.util.List;

/**
 * A timeline a workload puts on its report page ({@link SummaryText#pageTimelines}): a lane per
 * stream of work (TPC-H's power test, its query streams, its refresh stream), each unit a bar from
 * its start to its end in seconds since the first unit's start, labelled with its kind, a failed
 * one marked. Its {@code id} names the chart's file ({@code charts/workload_<id>.svg}).
 */
public record PageTimeline(String id, String title, String caption, List<String> lanes, List<Bar> bars) {
    /** A unit of lane {@code lane} (an index into the lanes) from {@code startSecs} to {@code endSecs}. */
    public record Bar(int lane, String label, double startSecs, double endSecs, boolean failed) {}

    public PageTimeline {
        if (!id.matches("[a-z0-9_]+")) {
            throw new IllegalArgumentException("a chart id of lower-case letters, digits and _: " + id);
        }
        lanes = List.copyOf(lanes);
        bars = List.copyOf(bars);
        for (Bar b : bars) {
            if (b.lane() < 0 || b.lane() >= lanes.size()) {
                throw new IllegalArgumentException("bar " + b + " of no lane of " + lanes);
            }
        }
    }
}
