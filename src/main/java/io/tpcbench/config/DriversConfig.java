package io.tpcbench.config;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The driver machines of {@code run/runDrivers.sh}: the hosts ({@code drivers}, or the script's
 * host list), tpcbench's directory on them ({@code driverHome}, empty: the same as here), the
 * options every ssh and scp gets ({@code sshOptions}, e.g. {@code -i ~/.ssh/bench}), and how far
 * ahead of the drivers' start their common {@code startAt} lies ({@code driversLeadSecs}).
 */
public record DriversConfig(List<Host> hosts, String home, List<String> sshOptions, int leadSecs) {
    private static final Pattern HOST = Pattern.compile("(" + SshValues.ADDRESS + ")(?::([0-9]{1,5}))?");

    /** One driver machine: {@code [user@]host} as ssh takes it, and its ssh port (0: ssh's default). */
    public record Host(String address, int port) {
        /** How the host is named in messages and directory names: {@code user@host:port}. */
        public String label() {
            return port == 0 ? address : address + ":" + port;
        }
    }

    public DriversConfig {
        hosts = List.copyOf(hosts);
        sshOptions = List.copyOf(sshOptions);
    }

    static DriversConfig of(TypedProps p, List<String> problems) {
        String home = p.string("driverHome").strip();
        SshValues.home("driverHome", home, problems);
        return new DriversConfig(
                hosts("drivers", p.string("drivers"), problems),
                home,
                SshValues.options("sshOptions", p.string("sshOptions"), problems),
                p.integer("driversLeadSecs", 1, 86_400));
    }

    /** The same machines with another host list (the script's argument in place of {@code drivers}). */
    public DriversConfig withHosts(List<Host> others) {
        return new DriversConfig(others, home, sshOptions, leadSecs);
    }

    /** {@code [user@]host[:port],...}; each bad one is a problem naming {@code what}. */
    public static List<Host> hosts(String what, String list, List<String> problems) {
        List<Host> hosts = new ArrayList<>();
        for (String h : list.split(",")) {
            String t = h.strip();
            if (t.isEmpty()) {
                continue;
            }
            Matcher m = HOST.matcher(t);
            if (!m.matches() || m.group(2) != null && Integer.parseInt(m.group(2)) > 65535) {
                problems.add(what + "=" + list + ": '" + t + "' is not [user@]host[:port] (e.g. bench@10.0.0.5 or"
                        + " 10.0.0.6:2222; letters, digits, '.', '_' and '-', not first)");
            } else if (hosts.stream().anyMatch(x -> x.label().equals(t))) {
                problems.add(what + "=" + list + " names " + t + " twice");
            } else {
                hosts.add(new Host(m.group(1), m.group(2) == null ? 0 : Integer.parseInt(m.group(2))));
            }
        }
        return hosts;
    }
}
