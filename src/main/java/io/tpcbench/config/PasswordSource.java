package io.tpcbench.config;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Where the password comes from: the {@code password} key, an environment variable named by
 * {@code passwordEnv}, or the first line of the file named by {@code passwordFile}, so that props
 * files can be shared without the secret. At most one of the three may be set.
 */
final class PasswordSource {
    private PasswordSource() {}

    static Secret resolve(TypedProps p, UnaryOperator<String> env, List<String> problems) {
        boolean inline = p.isSet("password");
        boolean fromEnv = p.isSet("passwordEnv");
        boolean fromFile = p.isSet("passwordFile");
        if ((inline ? 1 : 0) + (fromEnv ? 1 : 0) + (fromFile ? 1 : 0) > 1) {
            problems.add("password, passwordEnv and passwordFile: set only one of them");
            return new Secret("");
        }
        if (fromEnv) {
            String name = p.string("passwordEnv");
            String value = env.apply(name);
            if (value == null) {
                problems.add("passwordEnv=" + name + ": the environment variable " + name + " is not set");
                return new Secret("");
            }
            return new Secret(value);
        }
        if (fromFile) {
            return fromFile(Path.of(p.string("passwordFile")), problems);
        }
        return new Secret(p.string("password"));
    }

    private static Secret fromFile(Path file, List<String> problems) {
        try {
            return new Secret(read(file));
        } catch (IOException e) {
            problems.add(
                    "passwordFile=" + file + " cannot be read (" + e.getClass().getSimpleName() + ")");
            return new Secret("");
        }
    }

    /** The password in {@code file}, if it can be read (to mask it: the command itself says why it cannot). */
    static Optional<String> firstLine(Path file) {
        try {
            return Optional.of(read(file));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static String read(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        return lines.isEmpty() ? "" : lines.get(0);
    }
}
