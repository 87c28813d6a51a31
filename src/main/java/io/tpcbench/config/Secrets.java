package io.tpcbench.config;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Masks secrets wherever configuration is shown: echo, run.properties, messages. A secret is the
 * value of any key whose name says password, secret, token or credential (in any case; the props
 * keys and the {@code dataSource.*} ones), and in a URL or message the password of
 * {@code user:password@host} and any parameter so named.
 */
public final class Secrets {
    /** Words that make a key's or a parameter's name a secret's. */
    private static final Pattern SECRET_NAME = Pattern.compile("(?i)password|secret|token|credential|pwd");

    /**
     * {@code NAME=value} where NAME says secret, anywhere in a text: the value runs to the next
     * {@code &}, {@code ;} or blank (more than the value, sometimes, never less).
     */
    private static final Pattern NAMED_SECRET = Pattern.compile(
            "(?i)(?<![\\w.-])((?!passwordEnv=|passwordFile=)[\\w.-]*(?:password|secret|token|credential|pwd)[\\w.-]*=)"
                    + "([^&;\\s]*)");

    /**
     * {@code scheme://user:password@host}, which Connector/J accepts too; the password runs to the
     * authority's last {@code @}, as a password with an unencoded {@code @} in it would.
     */
    private static final Pattern USER_INFO_SECRET = Pattern.compile("(//[^/@:?\\s]*:)([^/?\\s]*)(@)");

    private Secrets() {}

    /**
     * The URL (or any text holding one) with every parameter named as a secret, and the password
     * of {@code user:password@host}, masked.
     */
    public static String maskUrl(String url) {
        String masked = NAMED_SECRET
                .matcher(url)
                .replaceAll(
                        m -> Matcher.quoteReplacement(m.group(1) + (m.group(2).isEmpty() ? "" : Secret.MASK)));
        return USER_INFO_SECRET
                .matcher(masked)
                .replaceAll(m -> Matcher.quoteReplacement(m.group(1) + Secret.MASK + m.group(3)));
    }

    /**
     * True for keys whose value is a secret: any name with password, secret, token or credential
     * in it, in any case, except {@code passwordEnv} and {@code passwordFile}, which only say where
     * the password is.
     */
    public static boolean isSecretKey(String key) {
        if (key.equals("passwordEnv") || key.equals("passwordFile")) {
            return false;
        }
        return SECRET_NAME.matcher(key).find();
    }

    /** True for a URL parameter or key-value property whose value is a secret. */
    static boolean isSecretName(String name) {
        return SECRET_NAME.matcher(name).find();
    }

    /**
     * The value as it may be shown for that key: masked for a secret's key, and any URL or
     * {@code password=...} inside another value (conn, a betweenRuns command) masked.
     */
    public static String shown(String key, String value) {
        if (isSecretKey(key)) {
            return value.isEmpty() ? "" : Secret.MASK;
        }
        return maskUrl(value);
    }
}
