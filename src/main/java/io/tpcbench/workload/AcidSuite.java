package io.tpcbench.workload;

import java.util.List;
import java.util.function.Consumer;

/**
 * A workload's ACID tests ({@code run/runAcid.sh}, TPC-C clause 3) on its built database. They
 * leave it consistent: every transaction they commit is one of the workload's own, or undone.
 */
public interface AcidSuite {
    /** What the tests are, as the command's first line names them, e.g. {@code ACID tests of TPC-C clause 3}. */
    String title();

    /** The tests the props select, in order; each result goes to {@code done} as it is known. */
    List<AcidResult> run(AcidSetup setup, Consumer<AcidResult> done) throws Exception;
}
