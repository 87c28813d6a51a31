package io.tpcbench.workload.sysbench;

import java.util.Locale;

/**
 * sysbench 1.0.20's database scripts (/usr/share/sysbench/*.lua), each one workload ({@code
 * workload=oltp_read_write}) whose one kind is its event; what an event runs is {@link SbEvent}'s.
 * bulk_insert's tables are its own (id and k, one per terminal, {@link SbBulk}).
 */
enum Script {
    OLTP_READ_WRITE(true),
    OLTP_READ_ONLY(true),
    OLTP_WRITE_ONLY(true),
    OLTP_POINT_SELECT(false),
    OLTP_UPDATE_INDEX(false),
    OLTP_UPDATE_NON_INDEX(false),
    OLTP_INSERT(false),
    OLTP_DELETE(false),
    SELECT_RANDOM_POINTS(false),
    SELECT_RANDOM_RANGES(false),
    BULK_INSERT(false);

    private final boolean transactional;

    Script(boolean transactional) {
        this.transactional = transactional;
    }

    /** The script's name, which is its {@code workload=} value, e.g. {@code oltp_read_write}. */
    String scriptName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Its event is a BEGIN ... COMMIT transaction unless {@code skip_trx}; the others run in autocommit. */
    boolean transactional() {
        return transactional;
    }

    /** bulk_insert: its own tables, one per terminal, not the OLTP scripts' sbtest tables. */
    boolean bulk() {
        return this == BULK_INSERT;
    }

    /** The script's one kind: its event (a transaction, or a statement in autocommit). */
    Kind kind() {
        return new Kind(scriptName());
    }

    /** A sysbench script's event as the engine counts it: {@code latency_EVENT.hlog}, named after the script. */
    record Kind(String displayName) implements io.tpcbench.workload.Kind {
        @Override
        public String name() {
            return "EVENT";
        }

        @Override
        public String shortName() {
            return "tx";
        }

        @Override
        public int ordinal() {
            return 0;
        }
    }
}
