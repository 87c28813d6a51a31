#!/usr/bin/env bash
# benchDriver.sh PROPS [key=value ...]: measures what a run costs, per transaction, on a built
# database, against a reference measured in the same benchmark: tpcbench's transactions and the
# peers' statement shapes (src/main/java/io/tpcbench/tx/PortableTransactions.java: one statement
# per round trip, as BenchmarkSQL 5 and go-tpc send them) run alternately, BENCH_ROUNDS rounds
# (default 2) of one run each, in the order R T, T R, ... so that the drift of a growing database
# falls on both. Each run is the reference setting of docs/performance.md (8 terminals, no think
# time, 30 s warm-up, 3 minutes measured; key=value arguments override it) and reports the
# driver's CPU (its own process), the server's statements (Questions) and CPU (when it runs on this
# host) and the throughput. With BENCH_BUILD=1 the database is destroyed and built first.
set -euo pipefail
. "$(dirname "$0")/tpcbench-env.sh"
require_props "$@"
props_file=$(props_path "$1")
overrides=("${@:2}")
cd "$TPCBENCH_HOME"
rounds=${BENCH_ROUNDS:-2}
case "$rounds" in
    '' | *[!0-9]* | 0) echo "ERROR: BENCH_ROUNDS must be a whole number >= 1, not '$rounds'" >&2; exit 2 ;;
esac

if [ "${BENCH_BUILD:-0}" = 1 ]; then
    run/runDatabaseDestroy.sh "$props_file" "${overrides[@]}"
    run/runDatabaseBuild.sh "$props_file" "${overrides[@]}"
fi
classpath=$(bench_classpath)
base=target/bench/driver_$(date +%Y%m%d_%H%M%S)
mkdir -p "$base"
setting=(terminals=8 runMins=3 rampupMins=0.5 resultCsv=false)

run_side() {  # run_side tpcbench|peers DIR: one run of that transaction set, its log in DIR.log
    if [ "$1" = tpcbench ]; then
        run/runBenchmark.sh "$props_file" "${setting[@]}" "${overrides[@]}" resultDirectory="$2" >"$2.log" 2>&1
    else
        "$JAVA_HOME/bin/java" -Xmx1g -Djava.io.tmpdir="$TPCBENCH_TMP" -cp "$classpath" \
            io.tpcbench.bench.PeerReference "$props_file" "${setting[@]}" "${overrides[@]}" \
            resultDirectory="$2" >"$2.log" 2>&1
    fi || { echo "ERROR: the $1 run failed; its output: $2.log" >&2; tail -n 20 "$2.log" >&2; exit 4; }
}

figures() {  # figures DIR: tpmC, driver CPU ms, statements and server CPU ms per transaction, failed
    local json=$1/summary.json
    echo "$(json_field "$json" tpmC) $(json_field "$json" driverCpuMsPerTxn) $(json_field "$json" statementsPerTxn)" \
        "$(json_field "$json" cpuMsPerTxn)" \
        "$(sed -n 's/^ *"failed": \([0-9]*\).*/\1/p' "$json" | awk '{ s += $1 } END { print s + 0 }')"
}

printf '%-8s %-9s %12s %12s %12s %12s %8s\n' round side tpmC "driver ms" statements "server ms" failed \
    | tee "$base/runs.txt"
for round in $(seq 1 "$rounds"); do
    if [ $((round % 2)) = 1 ]; then order="peers tpcbench"; else order="tpcbench peers"; fi
    for side in $order; do
        dir=$base/${side}_$round
        run_side "$side" "$dir"
        read -r tpmc driver statements server failed <<<"$(figures "$dir")"
        printf '%-8s %-9s %12s %12s %12s %12s %8s\n' "$round" "$side" "$tpmc" "$driver" "$statements" "$server" \
            "$failed" | tee -a "$base/runs.txt"
    done
done

# the means per side and tpcbench's ratios to the reference; "null" (server CPU of a remote server) stays n/a
awk -v recorded="BenchmarkSQL 5: 26,258-28,913 tpmC; peers: driver 0.494-0.565 ms, 13.5-14.6 statements, server 1.191-1.338 ms" '
NR > 1 {
    n[$2]++; failed[$2] += $7
    for (i = 3; i <= 6; i++) { if ($i == "null") unknown[$2, i] = 1; else sum[$2, i] += $i }
}
function mean(side, i) { return unknown[side, i] ? "n/a" : sum[side, i] / n[side] }
function show(v, fmt) { return v == "n/a" ? v : sprintf(fmt, v) }
function ratio(i) {
    a = mean("tpcbench", i); b = mean("peers", i)
    return (a == "n/a" || b == "n/a" || b == 0) ? "n/a" : sprintf("%.2f", a / b)
}
END {
    printf "\n=== driver benchmark: means of %d run(s) per side ===\n", n["tpcbench"]
    printf "%-34s %12s %12s %8s   %s\n", "figure", "tpcbench", "reference", "ratio", "target"
    printf "%-34s %12s %12s %8s   %s\n", "tpmC", show(mean("tpcbench", 3), "%.0f"), show(mean("peers", 3), "%.0f"), ratio(3), ">= 1.20"
    printf "%-34s %12s %12s %8s   %s\n", "driver CPU ms per transaction", show(mean("tpcbench", 4), "%.3f"), show(mean("peers", 4), "%.3f"), ratio(4), "<= 0.50"
    printf "%-34s %12s %12s %8s   %s\n", "server statements per transaction", show(mean("tpcbench", 5), "%.2f"), show(mean("peers", 5), "%.2f"), ratio(5), "tpcbench <= 9"
    printf "%-34s %12s %12s %8s   %s\n", "server CPU ms per transaction", show(mean("tpcbench", 6), "%.3f"), show(mean("peers", 6), "%.3f"), ratio(6), "<= 0.85"
    printf "%-34s %12d %12d\n", "failed transactions", failed["tpcbench"], failed["peers"]
    printf "(the peer tools as recorded on this kind of machine, not measured here: %s)\n", recorded
}' "$base/runs.txt" | tee "$base/summary.txt"
echo "runs and logs: $base"
