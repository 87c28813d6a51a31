package io.tpcbench.workload.tpcc.tx;

/** A terminal's home warehouse and district (TPC-C 2.2.1; D_ID is fixed for Stock-Level). */
public record Home(int warehouseId, int districtId) {}
