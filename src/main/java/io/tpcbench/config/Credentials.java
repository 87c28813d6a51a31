package io.tpcbench.config;

import java.util.List;
import java.util.Optional;

/**
 * Who connects: the user and password of the props ({@code user}; {@code password},
 * {@code passwordEnv} or {@code passwordFile}) or of {@code conn} ({@link UrlCredentials}).
 * Connector/J takes conn's {@code user:password@host} over the props' and the props' over conn's
 * parameters, so neither may silently replace the other: conn's is used where the props key is
 * not set, and a props key set to another value than conn's is a problem naming both (never a
 * password).
 */
record Credentials(String user, Secret password) {
    private static final List<String> PASSWORD_KEYS = List.of("password", "passwordEnv", "passwordFile");

    static Credentials resolve(TypedProps p, String url, Secret propsPassword, List<String> problems) {
        UrlCredentials inUrl = UrlCredentials.of(url);
        String user = p.string("user");
        Optional<UrlCredentials.Given> urlUser = inUrl.user(problems);
        if (urlUser.isPresent()) {
            boolean explicit = p.isSet("user") && !p.defaulted().contains("user");
            if (explicit && !user.equals(urlUser.get().value())) {
                problems.add("user=" + user + " and conn's " + urlUser.get().where() + " differ: name the user once,"
                        + " in the user key or in conn");
            } else {
                user = urlUser.get().value();
                p.resolved("user", user);
            }
        }
        Secret password = propsPassword;
        Optional<UrlCredentials.Given> urlPassword = inUrl.password(problems);
        List<String> set = PASSWORD_KEYS.stream().filter(p::isSet).toList();
        if (urlPassword.isPresent() && set.isEmpty()) {
            password = new Secret(urlPassword.get().value());
        } else if (urlPassword.isPresent()
                && set.size() == 1
                && !propsPassword.value().equals(urlPassword.get().value())) {
            problems.add(set.get(0) + " and conn's " + urlPassword.get().where() + " give different passwords: give"
                    + " the password once, in password, passwordEnv or passwordFile, or in conn");
        }
        return new Credentials(user, password);
    }
}
