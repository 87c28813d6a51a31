package io.tpcbench.config;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Masks the secrets of one command in any text it prints: their values, wherever they appear
 * (an exception quoting a URL, a stack trace, a library's message), and whatever {@link Secrets}
 * recognises by its shape. Values shorter than {@link #MIN_CHARS} are masked by shape only:
 * masking a one-letter password everywhere would garble every line.
 */
public final class SecretMask {
    public static final int MIN_CHARS = 4;

    /** Longest first, so a secret holding another is masked whole. */
    private final List<String> values;

    private SecretMask(List<String> values) {
        this.values = values.stream()
                .filter(v -> v.length() >= MIN_CHARS)
                .distinct()
                .sorted(Comparator.comparingInt(String::length).reversed())
                .toList();
    }

    /** Masking by shape only. */
    public static SecretMask none() {
        return new SecretMask(List.of());
    }

    /**
     * The secrets of raw props values (a props file with its overrides): every secret key's value,
     * those inside conn, and the password {@code passwordEnv} or {@code passwordFile} names.
     */
    public static SecretMask of(Map<String, String> props, UnaryOperator<String> env) {
        List<String> values = new ArrayList<>();
        collect(props, values);
        String variable = props.getOrDefault("passwordEnv", "").strip();
        if (!variable.isEmpty() && env.apply(variable) != null) {
            values.add(env.apply(variable));
        }
        String file = props.getOrDefault("passwordFile", "").strip();
        if (!file.isEmpty()) {
            PasswordSource.firstLine(Path.of(file)).ifPresent(values::add);
        }
        return new SecretMask(values);
    }

    /** The secrets of a validated config: the password in force, and every secret its keys and conn hold. */
    public static SecretMask of(TpcConfig config) {
        List<String> values = new ArrayList<>(List.of(config.db().password().value()));
        collect(config.effective(), values);
        collect(config.db().dataSourceProps(), values);
        return new SecretMask(values);
    }

    /** The values of secret keys, and the secrets inside any value that is a URL. */
    private static void collect(Map<String, String> props, List<String> values) {
        props.forEach((key, value) -> {
            if (Secrets.isSecretKey(key)) {
                values.add(value);
            }
            values.addAll(UrlCredentials.of(value).secretValues());
        });
    }

    /** The text with every known secret value, and every secret by its shape, masked. */
    public String mask(String text) {
        String masked = text;
        for (String v : values) {
            masked = masked.replace(v, Secret.MASK);
        }
        return Secrets.maskUrl(masked);
    }
}
