package io.tpcbench.cli;

import io.tpcbench.config.ConfigException;
import io.tpcbench.db.DatabaseException;
import io.tpcbench.schema.BuildRecord;
import io.tpcbench.schema.Catalog;
import io.tpcbench.schema.SqlLocator;
import io.tpcbench.workload.Context;
import io.tpcbench.workload.Owned;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * tpcbench touches only what its builds created: a build records its tables in
 * {@code tpcbench_build} before it creates them (refusing names that exist and are not recorded),
 * a destroy drops only recorded tables (refusing, with {@code force=true} as the way out, when a
 * name it would drop belongs to no recorded build), and every command checks the keys the build
 * recorded ({@code warehouses}, {@code scaleFactor}, ...) against its props.
 */
final class Ownership {
    private final Context ctx;
    private final Owned owned;

    Ownership(Context ctx, Owned owned) {
        this.ctx = ctx;
        this.owned = owned;
    }

    /**
     * Before a build: refuses tables of the build's names that exist and no build recorded, and
     * props that contradict a recorded build's keys; records the names that do not exist yet as
     * this build's, and the build's keys when none are recorded.
     */
    void claim(String workload) throws SQLException {
        try (Connection c = ctx.connections().open()) {
            BuildRecord record = BuildRecord.read(c, owned.family());
            Set<String> present = Catalog.tables(c);
            List<String> foreign = unrecorded(record, present);
            if (!foreign.isEmpty()) {
                throw new ConfigException(String.join(", ", foreign) + (foreign.size() == 1 ? " exists" : " exist")
                        + " in database " + database() + " but no tpcbench build recorded "
                        + (foreign.size() == 1 ? "it" : "them") + ", so the build leaves "
                        + (foreign.size() == 1 ? "it" : "them")
                        + " alone: point conn at another database, or, if they are tpcbench's own from a version"
                        + " that did not record its builds, run run/runDatabaseDestroy.sh with force=true first");
            }
            BuildRecord.ensure(
                    c,
                    new SqlLocator(SqlLocator.defaultHome(), ctx.config().db().db())
                            .engineStatement("tpcbenchBuild.sql"));
            if (record.keys().isEmpty()) {
                record.putKeys(c, owned.values(ctx.config().effective()), LocalDateTime.now());
            } else {
                checkKeys(record);
            }
            List<String> fresh =
                    owned.tables().stream().filter(t -> !present.contains(t)).toList();
            record.addTables(c, fresh, workload, LocalDateTime.now());
        }
    }

    /**
     * After a build, whatever its outcome: forgets recorded names the build did not create, so the
     * record never lists a table someone else may create later; a family left with no table is
     * forgotten whole (a build that only wrote CSV files).
     */
    void settle() throws SQLException {
        try (Connection c = ctx.connections().open()) {
            BuildRecord record = BuildRecord.read(c, owned.family());
            Set<String> present = Catalog.tables(c);
            List<String> missing =
                    record.tables().stream().filter(t -> !present.contains(t)).toList();
            if (missing.size() == record.tables().size()) {
                record.forget(c);
            } else if (!missing.isEmpty()) {
                record.removeTables(c, missing);
            }
        }
    }

    /** {@link #settle()}; when the work failed ({@code failure}), a failure to settle is added to it, not put in its place. */
    void settle(Exception failure) throws SQLException {
        try {
            settle();
        } catch (SQLException | RuntimeException e) {
            if (failure == null) {
                throw e;
            }
            failure.addSuppressed(e);
        }
    }

    /**
     * Before a destroy: refuses (nothing dropped) when a table it would drop exists and no build
     * recorded it, unless {@code force}; says when there is nothing to drop. True when the drop goes on.
     */
    boolean mayDrop(boolean force) throws SQLException {
        refuseForeign(force, "drop");
        try (Connection c = ctx.connections().open()) {
            BuildRecord record = BuildRecord.read(c, owned.family());
            Set<String> present = Catalog.tables(c);
            boolean anything = owned.tables().stream().anyMatch(present::contains)
                    || record.tables().stream().anyMatch(present::contains);
            if (!anything) {
                ctx.out()
                        .accept("Nothing to drop: no table of a " + owned.family() + " build is in database "
                                + database() + others(c));
                record.forget(c);
            }
            return anything;
        }
    }

    /**
     * Refuses (nothing dropped) when a table of these names exists and no build recorded it, or a name
     * is in another database, unless {@code force}, which is said; {@code act} is what would be done
     * to them ("drop", "load into").
     */
    void refuseForeign(boolean force, String act) throws SQLException {
        try (Connection c = ctx.connections().open()) {
            BuildRecord record = BuildRecord.read(c, owned.family());
            Set<String> present = Catalog.tables(c);
            List<String> foreign = new ArrayList<>(unrecorded(record, present));
            owned.tables().stream().filter(t -> t.contains(".")).forEach(foreign::add);
            if (foreign.isEmpty()) {
                return;
            }
            String it = foreign.size() == 1 ? "it" : "them";
            if (!force) {
                throw new ConfigException("refusing to " + act + " " + String.join(", ", foreign) + " in database "
                        + database() + ": no tpcbench build recorded " + it + " (tpcbench_build lists no "
                        + owned.family() + " build of " + it + others(c) + "), so "
                        + (foreign.size() == 1 ? "it" : "they")
                        + " may be another application's. Check conn and workload=; if "
                        + (foreign.size() == 1 ? "it is" : "they are") + " tpcbench's own (a build from before builds"
                        + " were recorded), run the command again with force=true");
            }
            ctx.out()
                    .accept("force=true: going on to " + act + " " + String.join(", ", foreign)
                            + ", which no build recorded");
        }
    }

    /** After the workload's destroy: drops the recorded tables it left (a build with more tables than these props say), then forgets the build. */
    void dropRest() throws SQLException {
        try (Connection c = ctx.connections().open();
                Statement s = c.createStatement()) {
            BuildRecord record = BuildRecord.read(c, owned.family());
            Set<String> present = Catalog.tables(c);
            List<String> rest = new ArrayList<>(
                    record.tables().stream().filter(present::contains).toList());
            Collections.reverse(rest);
            for (String table : rest) {
                s.execute("DROP TABLE IF EXISTS `" + table + "`");
            }
            if (!rest.isEmpty()) {
                ctx.out()
                        .accept("Dropped " + String.join(", ", rest) + ", recorded by the " + owned.family()
                                + " build");
            }
            record.forget(c);
        }
    }

    /** Before a run or a check: the props respect the keys the build recorded (all contradictions at once). */
    void checkKeys() throws SQLException {
        try (Connection c = ctx.connections().open()) {
            checkKeys(BuildRecord.read(c, owned.family()));
        }
    }

    private void checkKeys(BuildRecord record) {
        Map<String, String> built = record.keys();
        List<String> wrong = new ArrayList<>();
        for (Owned.BuildKey key : owned.keys()) {
            String was = built.get(key.key());
            String now = ctx.config().effective().get(key.key());
            String why = was == null || now == null ? null : key.contradiction(now, was);
            if (why != null) {
                wrong.add(why);
            }
        }
        if (!wrong.isEmpty()) {
            throw new DatabaseException(String.join("; ", wrong) + " (recorded in tpcbench_build"
                    + record.built()
                            .map(t -> " on " + t.toLocalDate() + " " + t.toLocalTime())
                            .orElse("") + "): use the build's"
                    + " values, or destroy and build again");
        }
    }

    /** The tables of the build's names that exist but are not recorded for its family. */
    private List<String> unrecorded(BuildRecord record, Set<String> present) {
        Set<String> recorded = new HashSet<>(record.tables());
        return owned.tables().stream()
                .filter(present::contains)
                .filter(t -> !recorded.contains(t))
                .toList();
    }

    private String others(Connection c) throws SQLException {
        List<String> families = new ArrayList<>(BuildRecord.families(c));
        families.remove(owned.family());
        return families.isEmpty() ? "" : "; it records builds of " + String.join(", ", families);
    }

    private String database() {
        return "`" + Session.databaseName(ctx.config().db().jdbcUrl()) + "`";
    }
}
