#!/usr/bin/env bash
# benchLoader.sh PROPS [key=value ...]: measures tpcbench's loader against the server's own ingest
# of the same rows, in one run on one database. TPC-C (the default): tpcbench's load of W warehouses
# (4, with 4 workers and a fixed seed, unless given as arguments) into empty tables. TPC-H
# (workload=tpch in the props or the arguments): tpcbench's build at scaleFactor 1 with 4 workers
# (unless given as arguments; the props' own values do not count, nor do a TPC-C props file's run
# keys: it builds as a power test's single stream), its load step measured.
# The server then writes those rows to files itself (SELECT ... INTO OUTFILE; for TPC-H in dbgen's
# format, '|' after every field) and, as the ceiling, loads them back into empty tables with
# server-side LOAD DATA INFILE, all tables at once. Both sides load tables without secondary indexes,
# and BENCH_ROUNDS rounds (default 2) alternate them (loader, ceiling, then ceiling, loader, ...).
# Each side reports rows/s, the server's CPU per row (/proc; for TPC-H over the build's load step
# only) and, for the loader, its own CPU per row. The server must run on this host and may write
# BENCH_OUTFILE_DIR (default /tmp; its secure_file_priv directory where that is set). It builds and
# destroys the workload's tables in a database of its own on the props' server,
# tpcbench_bench_loader (BENCH_DATABASE names another), and leaves them dropped. On a JDK >= 25 the
# loads start from the load verbs' AOT cache (run/tpcbench-env.sh) once a load has recorded it: the
# first load after a build of the jar (or of another workload, JDK or TPCBENCH_JAVA_OPTS) records it,
# so run a load (or this script) once before figures that count.
set -euo pipefail
. "$(dirname "$0")/tpcbench-env.sh"
require_props "$@"
props_file=$(props_path "$1")
cd "$TPCBENCH_HOME"
rounds=${BENCH_ROUNDS:-2}
case "$rounds" in
    '' | *[!0-9]* | 0) echo "ERROR: BENCH_ROUNDS must be a whole number >= 1, not '$rounds'" >&2; exit 2 ;;
esac
base=target/bench/loader_$(date +%Y%m%d_%H%M%S)
mkdir -p "$base"
mapfile -t own < <(bench_database loader)
workload=$(props_value "$props_file" workload "${@:2}")
workload=${workload:-tpcc}
case "$workload" in
    tpcc) props=("$props_file" warehouses=4 loadWorkers=4 seed=42 "${own[@]}" "${@:2}") ;;
    # the run's keys of a TPC-C props file would fail TPC-H's check (a power test runs one stream,
    # no ramp-up) though the script only builds: a build's valid values, before the arguments
    tpch) props=("$props_file" scaleFactor=1 loadWorkers=4 sharding=none terminals=1 tpchTest=power rampupMins=0
            "${own[@]}" "${@:2}")
        db=$(props_value "$props_file" db "${@:2}")
        tpch_tables="sql.${db:-mysql}/tpch/tableCreates.sql" ;;
    *) echo "ERROR: benchLoader.sh measures workload=tpcc or workload=tpch, not '$workload'" >&2; exit 2 ;;
esac
classpath=$(bench_classpath)
server_pid=$(server_pid_of "$props_file" "${@:2}")
[ -n "$server_pid" ] || echo "WARNING: no MariaDB or MySQL server found on this host: its CPU shows as n/a" >&2

outfiles=$(mktemp -d "${BENCH_OUTFILE_DIR:-/tmp}/tpcbench-ingest.XXXXXX")
chmod 777 "$outfiles"   # the server writes the files as its own user
trap 'rm -rf "$outfiles"' EXIT

fresh_tables() {  # fresh_tables [none]: the workload's empty tables (none: only the drop)
    run/runDatabaseDestroy.sh "${props[@]}" >/dev/null
    if [ "${1:-}" != none ]; then
        run/runSQL.sh "${props[@]}" "${tpch_tables:-tableCreates}" >/dev/null
    fi
    sleep "${BENCH_PAUSE_SECS:-5}"   # let the server settle after the drop
}

tpch_build() {  # tpch_build LOG: TPC-H's build, the server's CPU read as its load step starts and ends
    run/runDatabaseBuild.sh "${props[@]}" 2>&1 | while IFS= read -r line; do
        printf '%s\n' "$line"
        case "$line" in
            "Loading TPC-H "*) cpu_ticks "$server_pid" >"$1.cpu0" ;;
            "Loaded "*) cpu_ticks "$server_pid" >"$1.cpu1" ;;
        esac
    done >"$1"
}

ceiling() {  # ceiling export|import LOG: the server's own ingest (src/test/java/io/tpcbench/bench/IngestCeiling.java)
    "$JAVA_HOME/bin/java" -Xmx256m -Djava.io.tmpdir="$TPCBENCH_TMP" -cp "$classpath" \
        io.tpcbench.bench.IngestCeiling "$props_file" "$1" "$outfiles" "${props[@]:1}" >"$2" 2>&1 \
        || { echo "ERROR: the ceiling's $1 failed (the server must run on this host and may write $outfiles;" \
            "set BENCH_OUTFILE_DIR to its secure_file_priv directory); its output:" >&2; tail -n 5 "$2" >&2; exit 4; }
}

measure() {  # measure loader|ceiling LOG: prints rows/s, loader CPU us per row, server CPU us per row
    local s0 s1 rows
    if [ "$1" = loader ] && [ "$workload" = tpch ]; then
        fresh_tables none
        tpch_build "$2" || { echo "ERROR: the build failed; its output: $2" >&2; tail -n 20 "$2" >&2; exit 4; }
        s0=$(cat "$2.cpu0" 2>/dev/null || true)
        s1=$(cat "$2.cpu1" 2>/dev/null || true)
    else
        fresh_tables
        s0=$(cpu_ticks "$server_pid")
        if [ "$1" = loader ]; then
            run/runLoader.sh "${props[@]}" >"$2" 2>&1 || { echo "ERROR: the load failed; its output: $2" >&2; tail -n 20 "$2" >&2; exit 4; }
        else
            ceiling import "$2"
        fi
        s1=$(cpu_ticks "$server_pid")
    fi
    awk -v s0="$s0" -v s1="$s1" -v hz="$(getconf CLK_TCK)" '
        /^Loaded [0-9,]* rows/ { rows = $2; gsub(",", "", rows); rps = $(NF - 1); gsub(",", "", rps) }
        /^Loader CPU / { loader = $5 }
        END {
            server = (s0 == "" || s1 == "") ? "n/a" : sprintf("%.2f", (s1 - s0) / hz * 1e6 / rows)
            printf "%d %s %s %d\n", rps, loader == "" ? "-" : loader, server, rows
        }' "$2"
}

printf '%-6s %-8s %12s %18s %18s %12s\n' round side "rows/s" "loader us/row" "server us/row" rows | tee "$base/runs.txt"
for round in $(seq 1 "$rounds"); do
    if [ $((round % 2)) = 1 ]; then order="loader ceiling"; else order="ceiling loader"; fi
    for side in $order; do
        if [ "$side" = ceiling ] && [ "$round" = 1 ]; then
            # the rows the loader just loaded (a fixed seed: every load writes the same rows)
            ceiling export "$base/export.log"
        fi
        measure "$side" "$base/${side}_$round.log" >"$base/${side}_$round.figures"
        read -r rps loader server rows <"$base/${side}_$round.figures"
        printf '%-6s %-8s %12s %18s %18s %12s\n' "$round" "$side" "$rps" "$loader" "$server" "$rows" | tee -a "$base/runs.txt"
    done
done
run/runDatabaseDestroy.sh "${props[@]}" >/dev/null

awk -v dir="$base" -v workload="$workload" '
NR > 1 { n[$2]++; rps[$2] += $3; if ($4 != "-") lc[$2] += $4; if ($5 == "n/a") na = 1; else sc[$2] += $5 }
function m(a, s) { return a[s] / n[s] }
END {
    printf "\n=== loader benchmark (%s): means of %d round(s) (%s) ===\n", workload, n["loader"], dir
    printf "%-44s %12s %12s %8s   %s\n", "figure", "loader", "ceiling", "ratio", "target"
    printf "%-44s %12.0f %12.0f %8.2f   %s\n", "rows/s", m(rps, "loader"), m(rps, "ceiling"), m(rps, "loader") / m(rps, "ceiling"), ">= 0.80"
    printf "%-44s %12.2f %12s\n", "loader CPU us per row (its JVM, the load)", m(lc, "loader"), "-"
    if (!na) {
        printf "%-44s %12.2f %12.2f %8.2f\n", "server CPU us per row (/proc)", m(sc, "loader"), m(sc, "ceiling"), m(sc, "loader") / m(sc, "ceiling")
        printf "%-44s %12.2f %12s %8s   %s\n", "loader CPU / server CPU (the loader side)", m(lc, "loader") / m(sc, "loader"), "-", "-", "<= 0.25"
        printf "%-44s %12.2f %12.2f %8.2f\n", "loader + server CPU us per row", m(lc, "loader") + m(sc, "loader"), m(sc, "ceiling"), (m(lc, "loader") + m(sc, "loader")) / m(sc, "ceiling")
    }
    printf "(the ceiling: the same rows written by the server with SELECT ... INTO OUTFILE%s and loaded back with\n", workload == "tpch" ? " in dbgen\x27s format" : ""
    printf " server-side LOAD DATA INFILE, all tables in parallel; the loader generates, formats and streams them)\n"
}' "$base/runs.txt" | tee "$base/summary.txt"
echo "runs and logs: $base"
