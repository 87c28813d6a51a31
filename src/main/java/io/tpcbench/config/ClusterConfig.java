package io.tpcbench.config;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * How a run behaves on servers that abort, conflict, die or hang: where the COMMIT travels
 * ({@code oneTripCommit}), how long a conflicting transaction is retried ({@code txnRetrySecs}),
 * how long the terminals may take to stop after the window ({@code drainSecs}), which endpoint a
 * terminal uses ({@code endpointAffinity}), and which error codes beyond the engines' known ones
 * are retried ({@code retryErrorCodes}), whether tpcbench's trips go as MariaDB compound
 * statements ({@code compoundStatements}) or as stored procedures ({@code storedProcedures}).
 */
public record ClusterConfig(
        OneTripCommit oneTripCommit,
        double txnRetrySecs,
        int drainSecs,
        boolean partitionAffinity,
        Set<Integer> retryErrorCodes,
        Switch portableStatements,
        Switch compoundStatements,
        boolean storedProcedures) {

    /** {@code oneTripCommit}: decided from the server's kind, or forced either way. */
    public enum OneTripCommit {
        AUTO,
        ON,
        OFF
    }

    /** A choice tpcbench makes ({@code auto}) unless the props force it ({@code true}, {@code false}). */
    public enum Switch {
        AUTO,
        ON,
        OFF
    }

    static ClusterConfig of(TypedProps p, List<String> problems) {
        String oneTrip = p.string("oneTripCommit").toLowerCase(Locale.ROOT);
        OneTripCommit commit = switch (oneTrip) {
            case "auto" -> OneTripCommit.AUTO;
            case "true" -> OneTripCommit.ON;
            case "false" -> OneTripCommit.OFF;
            default -> {
                problems.add("oneTripCommit=" + p.string("oneTripCommit") + " is not one of auto, true, false");
                yield OneTripCommit.AUTO;
            }
        };
        String affinity = p.string("endpointAffinity").toLowerCase(Locale.ROOT);
        if (!affinity.equals("warehouse") && !affinity.equals("roundrobin")) {
            problems.add("endpointAffinity=" + p.string("endpointAffinity") + " is not one of warehouse, roundrobin");
        }
        return new ClusterConfig(
                commit,
                p.decimal("txnRetrySecs", 0, 86_400),
                p.integer("drainSecs", 1, 86_400),
                !affinity.equals("roundrobin"),
                codes(p.string("retryErrorCodes"), problems),
                choice(p, "portableStatements", problems),
                choice(p, "compoundStatements", problems),
                p.bool("storedProcedures"));
    }

    private static Switch choice(TypedProps p, String key, List<String> problems) {
        return switch (p.string(key).toLowerCase(Locale.ROOT)) {
            case "auto" -> Switch.AUTO;
            case "true" -> Switch.ON;
            case "false" -> Switch.OFF;
            default -> {
                problems.add(key + "=" + p.string(key) + " is not one of auto, true, false");
                yield Switch.AUTO;
            }
        };
    }

    /** {@code retryErrorCodes}: vendor error codes, comma-separated. */
    private static Set<Integer> codes(String list, List<String> problems) {
        Set<Integer> codes = new TreeSet<>();
        for (String code : list.split(",")) {
            if (code.isBlank()) {
                continue;
            }
            try {
                int c = Integer.parseInt(code.trim());
                if (c <= 0) {
                    throw new NumberFormatException();
                }
                codes.add(c);
            } catch (NumberFormatException e) {
                problems.add("retryErrorCodes=" + list + ": '" + code.trim() + "' is not an error code (a positive"
                        + " number, e.g. retryErrorCodes=4012,5012)");
            }
        }
        return Set.copyOf(codes);
    }
}
