package io.tpcbench.config;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Masks secrets wherever configuration is shown: echo, run.properties, messages. */
public final class Secrets {
    private static final Pattern URL_SECRET =
            Pattern.compile("(?i)((?:password|pwd|password1|password2|password3)=)([^&;]*)");

    /** {@code scheme://user:password@host}, which Connector/J accepts too. */
    private static final Pattern USER_INFO_SECRET = Pattern.compile("(//[^/@:?]*:)([^/@?]*)(@)");

    private Secrets() {}

    /** The URL with any password parameter, and the password of {@code user:password@host}, masked. */
    public static String maskUrl(String url) {
        String masked = URL_SECRET.matcher(url).replaceAll(m -> Matcher.quoteReplacement(m.group(1) + Secret.MASK));
        return USER_INFO_SECRET.matcher(masked).replaceAll(
                m -> Matcher.quoteReplacement(m.group(1) + Secret.MASK + m.group(3)));
    }

    /** True for keys whose value is a secret (the password, and pass-through password properties). */
    public static boolean isSecretKey(String key) {
        String k = key.toLowerCase(Locale.ROOT);
        return k.equals("password") || k.endsWith(".password") || k.contains("keystorepassword")
                || k.contains("truststorepassword");
    }

    /** The value as it may be shown for that key. */
    public static String shown(String key, String value) {
        if (isSecretKey(key)) {
            return value.isEmpty() ? "" : Secret.MASK;
        }
        return key.equals("conn") ? maskUrl(value) : value;
    }
}
