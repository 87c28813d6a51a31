package io.tpcbench.cli;

import io.tpcbench.workload.Kind;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.SummaryParts;
import io.tpcbench.workload.Tally;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The workloads' parts of summaries, each read and merged by the workload that wrote it (looked up
 * by its name in the registry), for the report, the comparison, the sweep and the merge.
 */
public final class WorkloadParts implements SummaryParts {
    @Override
    public SummaryPart read(String workload, Map<String, Object> json) {
        return Workloads.of(workload).readPart(json);
    }

    @Override
    public List<String> problems(String workload, List<SummaryPart> drivers, List<String> names) {
        return Workloads.of(workload).mergeProblems(drivers, names);
    }

    @Override
    public SummaryPart merge(String workload, List<SummaryPart> drivers, Tally merged) {
        return Workloads.of(workload).mergePart(drivers, merged);
    }

    /** Its windows end together unless its terminals end themselves (TPC-H's query streams). */
    @Override
    public boolean windowsEndTogether(String workload) {
        return !Workloads.of(workload).keys().endsItself();
    }

    @Override
    public List<? extends Kind> kinds(String workload) {
        return Workloads.of(workload).kinds();
    }

    @Override
    public Optional<Kind> deferredKind(String workload) {
        return Workloads.of(workload).deferredKind();
    }

    @Override
    public String defaultWorkload() {
        return Workloads.all().get(0).name();
    }
}
