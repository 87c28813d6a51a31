package io.tpcbench.config;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The credentials a JDBC URL carries, read as Connector/J reads them: {@code user:password@host}
 * before a host, {@code user=}, {@code password=} and {@code password1=} (its first factor's
 * other name) among the parameters or inside a host's {@code (key=value,...)}, names in any case,
 * values URL-decoded; and every other secret the URL holds (password2, password3, trust store
 * passwords, ...), so they can be masked by value.
 */
final class UrlCredentials {
    /** A credential found: where in conn (as a message names it) and its value. */
    record Given(String where, String value) {}

    /** {@code key=value} inside a host's {@code (...)} or {@code address=(...)(...)}. */
    private static final Pattern HOST_PROPERTY = Pattern.compile("[(,]\\s*([\\w.-]+)\\s*=\\s*([^,()]*)");

    private final List<Given> users = new ArrayList<>();
    private final List<Given> passwords = new ArrayList<>();
    private final List<String> secrets = new ArrayList<>();

    private UrlCredentials() {}

    static UrlCredentials of(String url) {
        UrlCredentials found = new UrlCredentials();
        int start = url.indexOf("//");
        if (start < 0) {
            return found;
        }
        String rest = url.substring(start + 2);
        int end = authorityEnd(rest);
        found.authority(rest.substring(0, end));
        int query = rest.indexOf('?', end);
        if (query >= 0) {
            for (String pair : rest.substring(query + 1).split("&")) {
                int eq = pair.indexOf('=');
                if (eq > 0) {
                    found.property(pair.substring(0, eq).strip(), pair.substring(eq + 1), "");
                }
            }
        }
        return found;
    }

    /** Where the hosts end: the first {@code /} or {@code ?} outside parentheses. */
    private static int authorityEnd(String rest) {
        int depth = 0;
        for (int i = 0; i < rest.length(); i++) {
            char c = rest.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth = Math.max(0, depth - 1);
            } else if (depth == 0 && (c == '/' || c == '?')) {
                return i;
            }
        }
        return rest.length();
    }

    private void authority(String hosts) {
        Matcher m = HOST_PROPERTY.matcher(hosts);
        while (m.find()) {
            property(m.group(1), m.group(2), " of a host");
        }
        for (String host : hosts.split(",")) {
            int at = host.lastIndexOf('@');
            if (at <= 0 || host.contains("(")) {
                continue;
            }
            String info = host.substring(0, at);
            int colon = info.indexOf(':');
            String user = decode(colon < 0 ? info : info.substring(0, colon));
            users.add(new Given(user + "@host", user));
            if (colon >= 0) {
                String password = decode(info.substring(colon + 1));
                passwords.add(new Given("user:password@host", password));
                secrets.add(info.substring(colon + 1));
                secrets.add(password);
            }
        }
    }

    private void property(String name, String raw, String place) {
        String value = decode(raw);
        String key = name.toLowerCase(Locale.ROOT);
        // password2 and password3 (further factors) and the stores' passwords have no props key to differ from
        if (key.equals("user")) {
            users.add(new Given("user=" + value + place, value));
        } else if (key.equals("password") || key.equals("password1")) {
            passwords.add(new Given(name + "=" + place, value));
        }
        if (Secrets.isSecretName(name)) {
            secrets.add(raw);
            secrets.add(value);
        }
    }

    /** As Connector/J decodes: %XX and + as a space; a value that does not decode stays as it is. */
    private static String decode(String raw) {
        try {
            return URLDecoder.decode(raw, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return raw;
        }
    }

    /** The user conn names, if any; a problem when it names two. */
    Optional<Given> user(List<String> problems) {
        return one(users, "users", "user", problems);
    }

    /** The password conn gives, if any; a problem when it gives two that differ. */
    Optional<Given> password(List<String> problems) {
        return one(passwords, "passwords", "password", problems);
    }

    private static Optional<Given> one(List<Given> given, String plural, String singular, List<String> problems) {
        if (given.stream().map(Given::value).distinct().count() > 1) {
            problems.add("conn gives two different " + plural + " ("
                    + String.join(", ", given.stream().map(Given::where).toList()) + "): give the " + singular
                    + " once");
        }
        return given.stream().findFirst();
    }

    /** Every secret value in the URL, as written and as decoded (to mask them wherever they appear). */
    List<String> secretValues() {
        return List.copyOf(secrets);
    }
}
