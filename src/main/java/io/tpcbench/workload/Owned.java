package io.tpcbench.workload;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a build with given props creates, as the engine records it in {@code tpcbench_build}: the
 * tables (all lower-case, the ones its destroy drops), under the name of their family (a workload's,
 * or one shared by workloads that use the same tables, as sysbench's scripts do), and the keys whose
 * build values every later command must respect.
 */
public record Owned(String family, List<String> tables, List<BuildKey> keys) {
    public Owned {
        tables = List.copyOf(tables);
        keys = List.copyOf(keys);
    }

    /**
     * A key the build records, and how a later command's value must relate to the build's: the same
     * ({@code warehouses}, {@code scaleFactor}), or at most the build's ({@code tables}: a run may use
     * fewer than were built, never more).
     */
    public record BuildKey(String key, Rule rule) {
        public enum Rule {
            SAME,
            AT_MOST
        }

        public static BuildKey same(String key) {
            return new BuildKey(key, Rule.SAME);
        }

        public static BuildKey atMost(String key) {
            return new BuildKey(key, Rule.AT_MOST);
        }

        /**
         * Why {@code value} (a later command's) contradicts {@code built} (the build's), or null when it
         * does not; numbers compare as numbers ({@code 0.10} is {@code 0.1}).
         */
        public String contradiction(String value, String built) {
            int cmp = compare(value, built);
            boolean ok = rule == Rule.SAME ? cmp == 0 : cmp <= 0;
            if (ok) {
                return null;
            }
            return key + "=" + value
                    + (rule == Rule.SAME
                            ? ", but the database was built with " + key + "=" + built
                            : " is more than the database was built with (" + key + "=" + built + ")");
        }

        private static int compare(String a, String b) {
            try {
                return new BigDecimal(a.strip()).compareTo(new BigDecimal(b.strip()));
            } catch (NumberFormatException e) {
                return a.strip().equals(b.strip()) ? 0 : 1;
            }
        }
    }

    /** The build's values of its keys, from the props' values in force. */
    public Map<String, String> values(Map<String, String> effective) {
        Map<String, String> out = new LinkedHashMap<>();
        keys.forEach(k -> out.put(k.key(), effective.getOrDefault(k.key(), "")));
        return out;
    }
}
