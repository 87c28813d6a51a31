package io.tpcbench.config;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The rules for values that reach ssh and scp: an address never starts with {@code -} (ssh would
 * take it as an option, {@code -oProxyCommand=...} runs a command here), options are options, and
 * none of them makes ssh run a command of this host's. Each bad value is one problem naming its key.
 */
final class SshValues {
    /** A user or host name: a letter, digit or {@code _} first, never {@code -}; no whitespace or shell characters. */
    private static final String NAME = "[A-Za-z0-9_][A-Za-z0-9._-]*";

    /** {@code [user@]host} or {@code [user@][ipv6]}. */
    static final String ADDRESS = "(?:" + NAME + "@)?(?:" + NAME + "|\\[[0-9A-Fa-f:.]+\\])";

    private static final Pattern ADDRESS_ONLY = Pattern.compile(ADDRESS);

    /** Options of both ssh and scp that take a value, and mean the same to both. */
    private static final Set<String> WITH_VALUE = Set.of("-c", "-F", "-i", "-J", "-o", "-S");

    /** Flags of both ssh and scp that take no value and run or load nothing here: IPv4/6, compression, quiet, verbose. */
    private static final String FLAGS = "46Cqv";

    /** ssh_config options that run a command or load a library on this host. */
    private static final Set<String> RUN_COMMANDS = Set.of(
            "proxycommand",
            "localcommand",
            "permitlocalcommand",
            "knownhostscommand",
            "match",
            "pkcs11provider",
            "securitykeyprovider");

    private SshValues() {}

    /** {@code [user@]host} as ssh takes it after {@code --}; a bad one is a problem naming {@code key}. */
    static void address(String key, String value, List<String> problems) {
        if (!ADDRESS_ONLY.matcher(value).matches()) {
            problems.add(key + "=" + value + " is not [user@]host (letters, digits, '.', '_' and '-', not first;"
                    + " e.g. tpcc@db1)" + (value.startsWith("-") ? ": ssh would take it as an option" : ""));
        }
    }

    /**
     * The words of {@code sshOptions}: each an option (flags may be grouped, {@code -vC}), or the
     * value of the option before it (one of -c -F -i -J -o -S, which ssh and scp both take); no
     * {@code -o} that makes ssh run a command here.
     */
    static List<String> options(String key, String value, List<String> problems) {
        List<String> words =
                value.isBlank() ? List.of() : Arrays.asList(value.strip().split("\\s+"));
        char valueOf = 0;
        for (String w : words) {
            String bad;
            if (valueOf != 0) {
                bad = valueOf == 'o' ? runsCommand(w) : null;
                valueOf = 0;
            } else if (!w.startsWith("-") || w.length() < 2 || w.charAt(1) == '-') {
                bad = "'" + w + "' is neither an option nor the value of -c, -F, -i, -J, -o or -S (ssh would take it"
                        + " as the host; a port goes with the host, host:port)";
            } else {
                Option o = Option.of(w);
                valueOf = o.value().isEmpty() ? o.letter() : 0;
                bad = o.unknown() != 0
                        ? "'" + w + "': -" + o.unknown() + " is not one of the options tpcbench"
                                + " passes on ("
                                + String.join(
                                        " ",
                                        FLAGS.chars()
                                                .mapToObj(c -> "-" + (char) c)
                                                .toList())
                                + ", and -c -F -i -J -o -S with a value)"
                        : o.letter() == 'o' && !o.value().isEmpty() ? runsCommand(o.value()) : null;
                valueOf = o.unknown() != 0 ? 0 : valueOf;
            }
            if (bad != null) {
                problems.add(key + "=" + value + ": " + bad);
            }
        }
        if (valueOf != 0) {
            problems.add(key + "=" + value + ": its last option -" + valueOf + " has no value");
        }
        return words;
    }

    /**
     * A group of flags ({@code -vC}) up to the first that takes a value: its letter and what follows
     * it in the word; {@code unknown} is the first letter that is neither (0 when there is none).
     */
    private record Option(char letter, String value, char unknown) {
        static Option of(String word) {
            for (int i = 1; i < word.length(); i++) {
                char c = word.charAt(i);
                if (WITH_VALUE.contains("-" + c)) {
                    return new Option(c, word.substring(i + 1), (char) 0);
                }
                if (FLAGS.indexOf(c) < 0) {
                    return new Option((char) 0, "", c);
                }
            }
            return new Option((char) 0, "", (char) 0);
        }
    }

    /** Why an {@code -o} value makes ssh run a command here, or null. */
    private static String runsCommand(String option) {
        String name = option.split("[= ]", 2)[0].toLowerCase(Locale.ROOT);
        return RUN_COMMANDS.contains(name)
                ? "'" + option + "' would make ssh run a command on this host; use"
                        + " -J (ProxyJump) for a bastion, or a Host entry in ~/.ssh/config"
                : null;
    }

    /** {@code driverHome}: empty, or an absolute path (cd there never takes it as an option). */
    static void home(String key, String value, List<String> problems) {
        if (!value.isEmpty() && (!value.startsWith("/") || value.chars().anyMatch(c -> c < ' '))) {
            problems.add(key + "=" + value + " is not an absolute path (e.g. /opt/tpcbench)");
        }
    }
}
