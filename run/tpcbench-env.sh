# Sourced by the run/*.sh scripts: finds a JDK >= 21 and target/tpcbench.jar (building it if
# missing), then `tpcbench VERB ARGS...` runs the jar.
TPCBENCH_HOME="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

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

if ! TPCBENCH_JAVA_HOME=$(find_java); then
    echo "ERROR: tpcbench needs a JDK 21 or newer. Set JAVA_HOME to one, or install one under /usr/lib/jvm" \
         "(e.g. apt-get install openjdk-21-jdk or Temurin 21+)." >&2
    exit 3
fi
export JAVA_HOME="$TPCBENCH_JAVA_HOME"
TPCBENCH_JAR="$TPCBENCH_HOME/target/tpcbench.jar"

if [ ! -f "$TPCBENCH_JAR" ]; then
    echo "Building $TPCBENCH_JAR (first use) ..." >&2
    if ! command -v mvn >/dev/null 2>&1; then
        echo "ERROR: $TPCBENCH_JAR is missing and Maven (mvn) is not installed to build it." >&2
        exit 2
    fi
    (cd "$TPCBENCH_HOME" && mvn -q -B -DskipTests package) || { echo "ERROR: the build failed" >&2; exit 2; }
fi

tpcbench() {
    exec "$JAVA_HOME/bin/java" ${TPCBENCH_JAVA_OPTS:--Xmx1g} -Dtpcbench.home="$TPCBENCH_HOME" \
        -jar "$TPCBENCH_JAR" "$@"
}

require_props() {  # usage message when the props argument is missing
    if [ $# -lt 1 ]; then
        echo "usage: $(basename "$0") PROPS [key=value ...]" >&2
        exit 2
    fi
}
