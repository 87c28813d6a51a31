package io.tpcbench.cli;

import io.tpcbench.config.PropsSource;
import io.tpcbench.config.Secret;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What a driver machine of {@code runDrivers.sh} is given: the props file with the command's
 * overrides in it, as {@code key=value} lines, and the password apart (from whichever key or
 * variable or file it came), so that neither travels on a command line: both are written there
 * through ssh's standard input into files of mode 0600, the password's named by
 * {@code passwordFile}.
 */
record DriverProps(List<String> lines, Secret password) {
    private static final Set<String> PASSWORD_KEYS = Set.of("password", "passwordEnv", "passwordFile");

    DriverProps {
        lines = List.copyOf(lines);
    }

    /** The props and overrides of {@code source}; {@code password} the one the command resolved. */
    static DriverProps of(PropsSource source, Secret password) {
        List<String> lines = new ArrayList<>();
        source.values().forEach((key, value) -> {
            if (!PASSWORD_KEYS.contains(key)) {
                lines.add(key + "=" + value);
            }
        });
        return new DriverProps(lines, password);
    }

    /** The props file's text, with {@code passwordFile} naming {@code passwordFile} when there is a password. */
    String text(String passwordFile) {
        List<String> all = new ArrayList<>(lines);
        if (!password.isEmpty()) {
            all.add("passwordFile=" + passwordFile);
        }
        return String.join("\n", all) + "\n";
    }
}
