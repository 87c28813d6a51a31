#!/usr/bin/env bash
# benchDriver.sh PROPS [key=value ...]: measures what a run costs, per transaction, on a built
# database, against a reference measured in the same benchmark: tpcbench's transactions (default
# statement mode), the same sent as server-side prepared statements (useServerPrepStmts=true), and
# the peers' statement shapes (the portable mode's statements with New-Order's STOCK rows updated
# line by line, Payment's names a statement each and Delivery district by district, PortableTransactions.asThePeersSendThem in
# src/main/java/io/tpcbench/workload/tpcc/tx/, sent one prepared statement per round trip, as
# BenchmarkSQL 5 and go-tpc send them) run alternately, BENCH_ROUNDS rounds (default 2) of one run
# each, the order reversed every other round so that the drift of a growing database falls on all sides. BENCH_SIDES (default
# "peers tpcbench prepared") chooses the sides; "multi" adds tpcbench's trips as plain
# multi-statement texts (compoundStatements=false), which the default mode is on any server but
# MariaDB, and "procedures" the same trips whose texts that write go as CALLs of stored procedures
# (storedProcedures=true, what MySQL can have in place of compound statements), and "portable" the
# portable mode as a run sends it (portableStatements=true: the peers side's statements, STOCK in one
# UPDATE, Payment's names in one read, Delivery's districts at once, each step's in one text, the COMMIT alone: what TiDB, OceanBase and PolarDB-X get). Each run is the reference setting of
# docs/performance.md (8 terminals, no think time, 30 s warm-up, 3 minutes measured; key=value
# arguments override it, e.g. coalesceReads=false to read every answer at once) and reports its throughput, the statements the server counted, the
# driver's and the server's CPU per transaction (both from /proc over the same interval; the
# server's when it runs on this host) and their ratio, and the server's own row and handler
# counters per transaction (SHOW GLOBAL STATUS). It runs in a database of its own on the props'
# server, tpcbench_bench_driver (BENCH_DATABASE names another, BENCH_DATABASE=props the props' own);
# with BENCH_BUILD=1 its tables are destroyed and built first (needed once).
set -euo pipefail
. "$(dirname "$0")/tpcbench-env.sh"
require_props "$@"
props_file=$(props_path "$1")
mapfile -t overrides < <(bench_database driver)
overrides+=("${@:2}")
cd "$TPCBENCH_HOME"
rounds=${BENCH_ROUNDS:-2}
case "$rounds" in
    '' | *[!0-9]* | 0) echo "ERROR: BENCH_ROUNDS must be a whole number >= 1, not '$rounds'" >&2; exit 2 ;;
esac
sides=${BENCH_SIDES:-peers tpcbench prepared}
for side in $sides; do
    case "$side" in peers | tpcbench | prepared | multi | procedures | portable) ;;
        *) echo "ERROR: BENCH_SIDES holds '$side'; the sides are peers, tpcbench, prepared, multi, procedures and portable" >&2
            exit 2 ;;
    esac
done

if [ "${BENCH_BUILD:-0}" = 1 ]; then
    run/runDatabaseDestroy.sh "$props_file" "${overrides[@]}"
    run/runDatabaseBuild.sh "$props_file" "${overrides[@]}"
fi
classpath=$(bench_classpath)
base=target/bench/driver_$(date +%Y%m%d_%H%M%S)
mkdir -p "$base"
setting=(terminals=8 runMins=3 rampupMins=0.5 resultCsv=false)

run_side() {  # run_side peers|tpcbench|prepared|multi|procedures|portable DIR: one run of that side, its log in DIR.log
    case "$1" in
        tpcbench) run/runBenchmark.sh "$props_file" "${setting[@]}" "${overrides[@]}" resultDirectory="$2" ;;
        prepared) run/runBenchmark.sh "$props_file" "${setting[@]}" "${overrides[@]}" \
            dataSource.useServerPrepStmts=true resultDirectory="$2" ;;
        multi) run/runBenchmark.sh "$props_file" "${setting[@]}" "${overrides[@]}" \
            compoundStatements=false resultDirectory="$2" ;;
        procedures) run/runBenchmark.sh "$props_file" "${setting[@]}" "${overrides[@]}" \
            compoundStatements=false storedProcedures=true resultDirectory="$2" ;;
        portable) run/runBenchmark.sh "$props_file" "${setting[@]}" "${overrides[@]}" \
            portableStatements=true resultDirectory="$2" ;;
        peers) "$JAVA_HOME/bin/java" $(java_opts) -Djava.io.tmpdir="$TPCBENCH_TMP" -cp "$classpath" \
            io.tpcbench.bench.PeerReference "$props_file" "${setting[@]}" "${overrides[@]}" resultDirectory="$2" ;;
    esac >"$2.log" 2>&1 \
        || { echo "ERROR: the $1 run failed; its output: $2.log" >&2; tail -n 20 "$2.log" >&2; exit 4; }
}

# the server's counters per transaction that show avoidable work (data/server_status.csv: name,start,end,change)
# (a counter the server does not have shows n/a: MariaDB has Rows_read, MySQL Innodb_rows_read)
counters="Rows_read Innodb_rows_read Handler_read_key Handler_read_next Handler_read_rnd_next Handler_write \
Handler_update Handler_delete Handler_tmp_write Created_tmp_tables Innodb_row_lock_waits"

figures() {  # figures DIR: tpmC, driver ms, statements, server ms, failed, then each counter per transaction
    local json=$1/summary.json
    echo "$(json_field "$json" tpmC) $(json_field "$json" driverCpuMsPerTxn) $(json_field "$json" statementsPerTxn)" \
        "$(json_field "$json" cpuMsPerTxn)" \
        "$(sed -n 's/^ *"failed": \([0-9]*\).*/\1/p' "$json" | awk '{ s += $1 } END { print s + 0 }')" \
        "$(awk -F, -v names="$counters" -v txns="$(json_field "$json" transactionCount)" '
            BEGIN { n = split(names, k, " ") }
            NR > 1 { change[$1] = $4 }
            END { for (i = 1; i <= n; i++) printf "%s ", (k[i] in change && txns > 0) ? sprintf("%.2f", change[k[i]] / txns) : "n/a" }' \
            "$1/data/server_status.csv")"
}

{ printf '%-6s %-9s %10s %10s %10s %10s %8s %6s' round side tpmC driver_ms statements server_ms drv/srv failed
  for c in $counters; do printf ' %s' "$c"; done; echo; } | tee "$base/runs.txt"
for round in $(seq 1 "$rounds"); do
    order=$sides
    [ $((round % 2)) = 0 ] && order=$(echo "$sides" | tr ' ' '\n' | tac | tr '\n' ' ')
    for side in $order; do
        dir=$base/${side}_$round
        run_side "$side" "$dir"
        read -r tpmc driver statements server failed rest <<<"$(figures "$dir")"
        ratio=$(awk -v d="$driver" -v s="$server" 'BEGIN { print (s == "null" || s == 0) ? "n/a" : sprintf("%.3f", d / s) }')
        printf '%-6s %-9s %10s %10s %10s %10s %8s %6s %s\n' "$round" "$side" "$tpmc" "$driver" "$statements" \
            "$server" "$ratio" "$failed" "$rest" | tee -a "$base/runs.txt"
    done
done

# the means per side and their ratios to the reference (the peers' shapes); "null" (server CPU of a remote server) stays n/a
awk -v recorded="BenchmarkSQL 5: 26,258-28,913 tpmC; peers: driver 0.494-0.565 ms, 13.5-14.6 statements, server 1.191-1.338 ms" '
NR == 1 { for (i = 9; i <= NF; i++) name[i] = $i; last = NF; next }
{
    side = $2; n[side]++; failed[side] += $8
    for (i = 3; i <= 6; i++) { if ($i == "null") unknown[side, i] = 1; else sum[side, i] += $i }
    for (i = 9; i <= last; i++) { if ($i == "n/a") unknown[side, i] = 1; else sum[side, i] += $i }
    if (!(side in seen)) { seen[side] = 1; order[++sides] = side }
}
function mean(side, i) { return unknown[side, i] ? "n/a" : sum[side, i] / n[side] }
function show(v, fmt) { return v == "n/a" ? v : sprintf(fmt, v) }
function per(side) { d = mean(side, 4); s = mean(side, 6); return (d == "n/a" || s == "n/a" || s == 0) ? "n/a" : sprintf("%.3f", d / s) }
function vs(side, i) {
    if (!("peers" in seen)) return "-"  # BENCH_SIDES without the reference: no ratios
    a = mean(side, i); b = mean("peers", i)
    return (a == "n/a" || b == "n/a" || b == 0) ? "-" : sprintf("%.2f", a / b)
}
END {
    printf "\n=== driver benchmark: means of %d round(s) per side; (x) = ratio to the peers side ===\n", n[order[1]]
    printf "%-36s", "figure"; for (k = 1; k <= sides; k++) printf " %18s", order[k]; printf "   %s\n", "target (tpcbench)"
    row("tpmC", 3, "%.0f", ">= 1.50 x peers")
    row("driver CPU ms per transaction", 4, "%.3f", "")
    row("server statements per transaction", 5, "%.2f", "")
    row("server CPU ms per transaction", 6, "%.3f", "")
    printf "%-36s", "driver / server CPU"; for (k = 1; k <= sides; k++) printf " %18s", per(order[k]); printf "   %s\n", "<= 0.20"
    printf "%-36s", "failed transactions"; for (k = 1; k <= sides; k++) printf " %18d", failed[order[k]]; printf "\n"
    printf "server counters per transaction:\n"
    for (i = 9; i <= last; i++) if (!unknown[order[1], i]) row("  " name[i], i, "%.2f", "")
    printf "(the peer tools as recorded on this kind of machine, not measured here: %s)\n", recorded
}
function row(label, i, fmt, target,    k, v) {
    printf "%-36s", label
    for (k = 1; k <= sides; k++) {
        v = show(mean(order[k], i), fmt)
        if (order[k] != "peers" && vs(order[k], i) != "-") v = v " (" vs(order[k], i) ")"
        printf " %18s", v
    }
    printf "   %s\n", target
}' "$base/runs.txt" | tee "$base/summary.txt"
echo "runs and logs: $base"
