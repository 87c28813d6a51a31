package io.tpcbench.workload.tpch;

import io.tpcbench.load.Decimal;
import io.trino.tpch.Customer;
import io.trino.tpch.GenerateUtils;
import io.trino.tpch.LineItem;
import io.trino.tpch.Nation;
import io.trino.tpch.Order;
import io.trino.tpch.Part;
import io.trino.tpch.PartSupplier;
import io.trino.tpch.Region;
import io.trino.tpch.Supplier;
import io.trino.tpch.TpchEntity;

/**
 * A generated row's values in its table's column order ({@link TpchTables#columns}), taken from the
 * generator's fields: the values of dbgen's line (TPC-H 4.2.2-4.2.3) without printing the line and
 * cutting it up again. Keys are {@code Long}s, money its cents ({@link Decimal}), dates dbgen's
 * {@code yyyy-mm-dd} text, l_quantity an integer, as dbgen prints it. {@code TpchDataTest} holds
 * every table's values, printed, to dbgen's files.
 */
final class TpchRows {
    private TpchRows() {}

    static Object[] values(TpchTables table, TpchEntity row) {
        return switch (table) {
            case LINEITEM -> lineitem((LineItem) row);
            case ORDERS -> orders((Order) row);
            case PARTSUPP -> partsupp((PartSupplier) row);
            case PART -> part((Part) row);
            case CUSTOMER -> customer((Customer) row);
            case SUPPLIER -> supplier((Supplier) row);
            case NATION -> nation((Nation) row);
            case REGION -> region((Region) row);
        };
    }

    private static Object[] lineitem(LineItem l) {
        return new Object[] {
            l.getOrderKey(),
            l.getPartKey(),
            l.getSupplierKey(),
            l.getLineNumber(),
            l.getQuantity(),
            money(l.getExtendedPriceInCents()),
            money(l.getDiscountPercent()),
            money(l.getTaxPercent()),
            l.getReturnFlag(),
            l.getStatus(),
            date(l.getShipDate()),
            date(l.getCommitDate()),
            date(l.getReceiptDate()),
            l.getShipInstructions(),
            l.getShipMode(),
            l.getComment()
        };
    }

    private static Object[] orders(Order o) {
        return new Object[] {
            o.getOrderKey(),
            o.getCustomerKey(),
            String.valueOf(o.getOrderStatus()),
            money(o.getTotalPriceInCents()),
            date(o.getOrderDate()),
            o.getOrderPriority(),
            o.getClerk(),
            o.getShipPriority(),
            o.getComment()
        };
    }

    private static Object[] partsupp(PartSupplier ps) {
        return new Object[] {
            ps.getPartKey(),
            ps.getSupplierKey(),
            ps.getAvailableQuantity(),
            money(ps.getSupplyCostInCents()),
            ps.getComment()
        };
    }

    private static Object[] part(Part p) {
        return new Object[] {
            p.getPartKey(),
            p.getName(),
            p.getManufacturer(),
            p.getBrand(),
            p.getType(),
            p.getSize(),
            p.getContainer(),
            money(p.getRetailPriceInCents()),
            p.getComment()
        };
    }

    private static Object[] customer(Customer c) {
        return new Object[] {
            c.getCustomerKey(),
            c.getName(),
            c.getAddress(),
            c.getNationKey(),
            c.getPhone(),
            money(c.getAccountBalanceInCents()),
            c.getMarketSegment(),
            c.getComment()
        };
    }

    private static Object[] supplier(Supplier s) {
        return new Object[] {
            s.getSupplierKey(),
            s.getName(),
            s.getAddress(),
            s.getNationKey(),
            s.getPhone(),
            money(s.getAccountBalanceInCents()),
            s.getComment()
        };
    }

    private static Object[] nation(Nation n) {
        return new Object[] {n.getNationKey(), n.getName(), n.getRegionKey(), n.getComment()};
    }

    private static Object[] region(Region r) {
        return new Object[] {r.getRegionKey(), r.getName(), r.getComment()};
    }

    /** Money (TPC-H 4.2.2.14's two places) as the generator's cents: no division, no rounding. */
    private static Decimal money(long cents) {
        return Decimal.hundredths(cents);
    }

    /** dbgen's date text, from the generator's table of dates. */
    private static String date(int day) {
        return GenerateUtils.formatDate(day);
    }
}
