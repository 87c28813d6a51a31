package io.tpcbench.workload.tpcc.check;

/**
 * One consistency condition of TPC-C 3.3.2. Its SQL returns the violating rows of the warehouse
 * range given by every {@code ?} pair (lo, hi), so zero rows means the condition holds.
 *
 * @param freshOnly true when the condition holds only for a freshly loaded database (3.3.2.11)
 */
record Condition(int number, String rule, boolean freshOnly, String sql) {
    String clause() {
        return "3.3.2." + number;
    }
}
