package io.tpcbench.workload.tpch.refresh;

import io.trino.tpch.LineItem;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Iterator;
import java.util.List;

/**
 * Update sets as dbgen writes them, for users who refresh with their own tools: set n's
 * {@code orders.tbl.un} and {@code lineitem.tbl.un} (the base tables' format: fields ending in
 * {@code |}) and {@code delete.n} (one key a line, ending in {@code |}), byte for byte dbgen's.
 */
public final class UpdateFiles {
    private final UpdateSets sets;

    public UpdateFiles(UpdateSets sets) {
        this.sets = sets;
    }

    /** The three files of set {@code set}, in {@code dir}; an existing file is never replaced. */
    public List<Path> write(int set, Path dir) throws IOException {
        Path orders = dir.resolve("orders.tbl.u" + set);
        Path lines = dir.resolve("lineitem.tbl.u" + set);
        Path deletes = dir.resolve("delete." + set);
        try (Writer o = create(orders);
                Writer l = create(lines)) {
            for (Iterator<NewOrder> it = sets.newOrders(set); it.hasNext(); ) {
                NewOrder n = it.next();
                o.write(n.order().toLine());
                o.write('\n');
                for (LineItem line : n.lines()) {
                    l.write(line.toLine());
                    l.write('\n');
                }
            }
        }
        try (Writer d = create(deletes)) {
            for (long key : sets.deletedKeys(set).toArray()) {
                d.write(key + "|\n");
            }
        }
        return List.of(orders, lines, deletes);
    }

    private static BufferedWriter create(Path file) throws IOException {
        return new BufferedWriter(
                Files.newBufferedWriter(file, StandardCharsets.US_ASCII, StandardOpenOption.CREATE_NEW), 1 << 16);
    }
}
