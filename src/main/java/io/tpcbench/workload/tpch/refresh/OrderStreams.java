package io.tpcbench.workload.tpch.refresh;

import io.trino.tpch.Distributions;
import io.trino.tpch.GenerateUtils;
import io.trino.tpch.LineItem;
import io.trino.tpch.Order;
import io.trino.tpch.RandomBoundedInt;
import io.trino.tpch.RandomBoundedLong;
import io.trino.tpch.RandomString;
import io.trino.tpch.RandomText;
import io.trino.tpch.TextPool;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.function.LongConsumer;
import java.util.function.LongUnaryOperator;

/**
 * dbgen's random streams of the orders and lineitem tables, one per column, each with its seed
 * and its draws per order from dbgen's seed table (rnd.h), and the rules of its mk_order: an
 * order's columns, its 1..7 lines, its total price and status from its lines. Positioned at any
 * order row, so that it generates the rows dbgen writes past the base population (its update sets).
 */
final class OrderStreams {
    /** O_LCNT_MAX: the lines of an order, and so each line stream's draws per order. */
    private static final int MAX_LINES = 7;

    private static final int ORDER_DATE_MIN = GenerateUtils.MIN_GENERATE_DATE;
    /** The last order date: every line's ship (up to 121 days) and receipt (up to 30 more) dates stay in range. */
    private static final int ORDER_DATE_MAX = ORDER_DATE_MIN + GenerateUtils.TOTAL_DATE_RANGE - (121 + 30) - 1;

    private final long customers;
    private final long parts;
    private final long suppliers;
    private final RandomBoundedLong customerKey;
    private final RandomBoundedInt orderDate;
    private final RandomString priority;
    private final RandomBoundedInt clerk;
    private final RandomText orderComment;
    private final RandomBoundedInt lineCount;
    private final RandomBoundedInt quantity;
    private final RandomBoundedInt discount;
    private final RandomBoundedInt tax;
    private final RandomString shipInstructions;
    private final RandomString shipMode;
    private final RandomText lineComment;
    private final RandomBoundedLong partKey;
    private final RandomBoundedInt supplierNumber;
    private final RandomBoundedInt shipDate;
    private final RandomBoundedInt commitDate;
    private final RandomBoundedInt receiptDate;
    private final RandomString returnFlag;
    private final List<Stream> streams;

    /** The streams at the first order row of scale factor {@code sf}. */
    OrderStreams(double sf) {
        Distributions d = Distributions.getDefaultDistributions();
        TextPool text = TextPool.getDefaultTextPool();
        // dbgen draws the two keys with its 64-bit generator from SF 30,000 (mk_order)
        boolean wide = sf >= 30_000;
        customers = (long) (150_000 * sf);
        parts = (long) (200_000 * sf);
        suppliers = (long) (10_000 * sf);
        int clerks = Math.max((int) (sf * 1000), 1000);
        // seeds and draws per order: dbgen's seed table, O_* and L_* streams
        customerKey = new RandomBoundedLong(851767375, wide, 1, customers);
        orderDate = new RandomBoundedInt(1066728069, ORDER_DATE_MIN, ORDER_DATE_MAX);
        priority = new RandomString(591449447, d.getOrderPriorities());
        clerk = new RandomBoundedInt(1171034773, 1, clerks);
        orderComment = new RandomText(276090261, text, 49);
        lineCount = new RandomBoundedInt(1434868289, 1, MAX_LINES);
        quantity = new RandomBoundedInt(209208115, 1, 50, MAX_LINES);
        discount = new RandomBoundedInt(554590007, 0, 10, MAX_LINES);
        tax = new RandomBoundedInt(721958466, 0, 8, MAX_LINES);
        shipInstructions = new RandomString(1371272478, d.getShipInstructions(), MAX_LINES);
        shipMode = new RandomString(675466456, d.getShipModes(), MAX_LINES);
        lineComment = new RandomText(1095462486, text, 27, MAX_LINES);
        partKey = new RandomBoundedLong(1808217256, wide, 1, parts, MAX_LINES);
        supplierNumber = new RandomBoundedInt(2095021727, 0, 3, MAX_LINES);
        shipDate = new RandomBoundedInt(1769349045, 1, 121, MAX_LINES);
        commitDate = new RandomBoundedInt(904914315, 30, 90, MAX_LINES);
        receiptDate = new RandomBoundedInt(373135028, 1, 30, MAX_LINES);
        returnFlag = new RandomString(717419739, d.getReturnFlags(), MAX_LINES);
        streams = List.of(
                new Stream(customerKey::rowFinished, customerKey::advanceRows),
                new Stream(orderDate::rowFinished, orderDate::advanceRows),
                new Stream(priority::rowFinished, priority::advanceRows),
                new Stream(clerk::rowFinished, clerk::advanceRows),
                new Stream(orderComment::rowFinished, orderComment::advanceRows),
                new Stream(lineCount::rowFinished, lineCount::advanceRows),
                new Stream(quantity::rowFinished, quantity::advanceRows),
                new Stream(discount::rowFinished, discount::advanceRows),
                new Stream(tax::rowFinished, tax::advanceRows),
                new Stream(shipInstructions::rowFinished, shipInstructions::advanceRows),
                new Stream(shipMode::rowFinished, shipMode::advanceRows),
                new Stream(lineComment::rowFinished, lineComment::advanceRows),
                new Stream(partKey::rowFinished, partKey::advanceRows),
                new Stream(supplierNumber::rowFinished, supplierNumber::advanceRows),
                new Stream(shipDate::rowFinished, shipDate::advanceRows),
                new Stream(commitDate::rowFinished, commitDate::advanceRows),
                new Stream(receiptDate::rowFinished, receiptDate::advanceRows),
                new Stream(returnFlag::rowFinished, returnFlag::advanceRows));
    }

    /** A column's stream, as the order's row moves it: to the next row's first draw, or past whole rows. */
    private record Stream(Runnable rowFinished, LongConsumer advanceRows) {}

    /**
     * The {@code count} order rows after the first {@code skipped} (dbgen's rows skipped + 1 ...
     * skipped + count), with the lines of each, keyed {@code key} of their row's index (from 1),
     * generated as they are read.
     */
    static Iterator<NewOrder> rows(double sf, long skipped, long count, LongUnaryOperator key) {
        OrderStreams streams = new OrderStreams(sf);
        streams.skip(skipped);
        return new Iterator<>() {
            private long made;

            @Override
            public boolean hasNext() {
                return made < count;
            }

            @Override
            public NewOrder next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                made++;
                return streams.next(skipped + made, key.applyAsLong(skipped + made));
            }
        };
    }

    /** Skips {@code rows} order rows: every stream moves past their draws, as dbgen's set_state does. */
    void skip(long rows) {
        streams.forEach(s -> s.advanceRows().accept(rows));
    }

    /**
     * The next order row, numbered {@code rowNumber} and keyed {@code orderKey}, with its lines
     * (dbgen's mk_order); every stream then moves to the next row's first draw.
     */
    NewOrder next(long rowNumber, long orderKey) {
        long customer = customerKey.nextValue();
        // dbgen: every third customer places no orders (CUST_MORTALITY); step to a neighbour
        int delta = 1;
        while (customer % 3 == 0) {
            customer = Math.min(customer + delta, customers);
            delta = -delta;
        }
        int date = orderDate.nextValue();
        String orderPriority = priority.nextValue();
        String clerkName = String.format(Locale.ROOT, "Clerk#%09d", clerk.nextValue());
        String comment = orderComment.nextValue();
        int count = lineCount.nextValue();
        List<LineItem> lines = new ArrayList<>(count);
        long totalCents = 0;
        int shipped = 0;
        for (int n = 1; n <= count; n++) {
            LineItem line = line(rowNumber, orderKey, n, date);
            long extended = line.getExtendedPriceInCents();
            // mk_order's integer arithmetic, in cents: price less discount, plus tax
            totalCents += ((extended * (100 - line.getDiscountPercent())) / 100) * (100 + line.getTaxPercent()) / 100;
            if (line.getStatus().equals("F")) {
                shipped++;
            }
            lines.add(line);
        }
        char status = shipped == count ? 'F' : shipped > 0 ? 'P' : 'O';
        streams.forEach(s -> s.rowFinished().run());
        return new NewOrder(
                new Order(
                        rowNumber,
                        orderKey,
                        customer,
                        status,
                        totalCents,
                        GenerateUtils.toEpochDate(date),
                        orderPriority,
                        clerkName,
                        0,
                        comment),
                lines);
    }

    private LineItem line(long rowNumber, long orderKey, int number, int date) {
        long qty = quantity.nextValue();
        long discountPercent = discount.nextValue();
        long taxPercent = tax.nextValue();
        String instructions = shipInstructions.nextValue();
        String mode = shipMode.nextValue();
        String comment = lineComment.nextValue();
        long part = partKey.nextValue();
        long supplier = supplier(part, supplierNumber.nextValue());
        int ship = date + shipDate.nextValue();
        int commit = date + commitDate.nextValue();
        int receipt = ship + receiptDate.nextValue();
        String flag = GenerateUtils.isInPast(receipt) ? returnFlag.nextValue() : "N";
        String lineStatus = GenerateUtils.isInPast(ship) ? "F" : "O";
        return new LineItem(
                rowNumber,
                orderKey,
                part,
                supplier,
                number,
                qty,
                qty * retailPriceCents(part),
                discountPercent,
                taxPercent,
                flag,
                lineStatus,
                GenerateUtils.toEpochDate(ship),
                GenerateUtils.toEpochDate(commit),
                GenerateUtils.toEpochDate(receipt),
                instructions,
                mode,
                comment);
    }

    /** dbgen's PART_SUPP_BRIDGE: the {@code number}th (0..3) of the part's four suppliers. */
    private long supplier(long part, long number) {
        return (part + number * (suppliers / 4 + (part - 1) / suppliers)) % suppliers + 1;
    }

    /** dbgen's part retail price (p_retailprice), in cents. */
    static long retailPriceCents(long part) {
        return 90_000 + (part / 10) % 20_001 + (part % 1000) * 100;
    }
}
