# Sourced by run/*.sh and .ci/run: find_java prints the home of a JDK >= 21: JAVA_HOME if new
# enough, else the newest under /usr/lib/jvm (or sdkman, /opt/java), else java on the PATH.
java_major() {  # prints the major version of the java binary $1, or nothing
    "$1" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = //p' | head -n1
}

find_java() {
    local candidate major best="" best_major=0
    if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ]; then
        major=$(java_major "$JAVA_HOME/bin/java")
        if [ "${major:-0}" -ge 21 ] 2>/dev/null; then echo "$JAVA_HOME"; return 0; fi
    fi
    for candidate in /usr/lib/jvm/*/ "$HOME"/.sdkman/candidates/java/*/ /opt/java/*/; do
        [ -x "${candidate}bin/java" ] || continue
        major=$(java_major "${candidate}bin/java")
        if [ "${major:-0}" -gt "$best_major" ] 2>/dev/null; then best="${candidate%/}"; best_major=$major; fi
    done
    if [ "$best_major" -ge 21 ]; then echo "$best"; return 0; fi
    if command -v java >/dev/null 2>&1; then
        major=$(java_major "$(command -v java)")
        if [ "${major:-0}" -ge 21 ] 2>/dev/null; then dirname "$(dirname "$(readlink -f "$(command -v java)")")"; return 0; fi
    fi
    return 1
}

aot_supported() {  # aot_supported JAVA_HOME: whether that JDK can record and start from an AOT cache (25 or newer)
    local major
    major=$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$1/release" 2>/dev/null)
    [ "${major:-0}" -ge 25 ] 2>/dev/null
}
