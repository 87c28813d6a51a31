package io.tpcbench.workload.tpcc.acid;

import io.tpcbench.workload.AcidResult;
import java.sql.SQLException;

/** One test of TPC-C clause 3: its steps on a {@link Scene}, and what they showed. */
interface AcidTest {
    /** Its name in {@code acidTests} ({@code atomicity1}, {@code isolation7} ...). */
    String name();

    /** The clause it follows, e.g. {@code 3.4.2.7}. */
    String clause();

    AcidResult run(Scene s) throws SQLException, InterruptedException, Conflict.Stuck;

    default AcidResult pass(String followedCase, String detail) {
        return AcidResult.pass(name(), clause(), followedCase, detail);
    }

    default AcidResult fail(String followedCase, String detail) {
        return AcidResult.fail(name(), clause(), followedCase, detail);
    }
}
