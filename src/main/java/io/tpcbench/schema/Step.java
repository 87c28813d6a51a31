package io.tpcbench.schema;

import java.util.Locale;
import java.util.Optional;

/** The DDL steps, each a file {@code STEP.sql} in {@code sql.<db>/} or {@code sql.common/}. */
public enum Step {
    TABLE_CREATES("tableCreates"),
    INDEX_CREATES("indexCreates"),
    FOREIGN_KEYS("foreignKeys"),
    BUILD_FINISH("buildFinish"),
    INDEX_DROPS("indexDrops"),
    TABLE_DROPS("tableDrops");

    private final String fileStem;

    Step(String fileStem) {
        this.fileStem = fileStem;
    }

    public String fileName() {
        return fileStem + ".sql";
    }

    public String fileStem() {
        return fileStem;
    }

    public static Optional<Step> byName(String name) {
        String n = name.toLowerCase(Locale.ROOT).replace(".sql", "");
        for (Step s : values()) {
            if (s.fileStem.toLowerCase(Locale.ROOT).equals(n)) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }
}
