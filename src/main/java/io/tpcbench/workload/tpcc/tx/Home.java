package io.tpcbench.workload.tpcc.tx;

import io.tpcbench.workload.tpcc.WarehouseRange;

/** A terminal's home warehouse and district (TPC-C 2.2.1; D_ID is fixed for Stock-Level). */
public record Home(int warehouseId, int districtId) {
    /**
     * The home of terminal {@code terminal} (from 0): spread so that every warehouse of the driver's
     * range {@code homes} gets a terminal once terminals >= warehouses, and the terminals of a
     * warehouse get different districts (TPC-C 2.2.1, 2.8.1.1).
     */
    public static Home of(int terminal, WarehouseRange homes) {
        return new Home(homes.from() + terminal % homes.size(), terminal / homes.size() % 10 + 1);
    }
}
