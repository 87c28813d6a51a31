#!/usr/bin/env bash
# run/benchTpch.sh PROPS [key=value ...]: TPC-H at SF 1 on the props' server: builds SF 1 (unless
# BENCH_BUILD=0 and it is built), runs the power test with the validation parameters and checks the
# 22 answers against TPC-H's (2.1.3.5) on the database as built, then a full run (the power test
# with RF1 and RF2, the throughput test with BENCH_STREAMS query streams and the refresh stream)
# and the check of the refreshed database; prints the load time, the seconds per query and refresh
# function, the verdicts and QphH@Size, and exits 1 unless all 22 answers pass and the check does.
# Too slow for CI (about a minute of load and minutes of queries here, data larger than a default
# 128 MB buffer pool).
# Environment: BENCH_BUILD (1: destroy and build first), BENCH_DATABASE (its own database on the
# props' server, default tpcbench_bench_tpch), BENCH_RESULTS (result directory,
# default tpch_sf1_validation_<date>), BENCH_FULL (1: the full run after the validation, default 1),
# BENCH_STREAMS (its query streams, default 2: TPC-H 5.3.4's minimum at SF 1).
set -euo pipefail
. "$(dirname "$0")/tpcbench-env.sh"
require_props "$@"
props_file=$(props_path "$1")
mapfile -t own < <(bench_database tpch)
overrides=(workload=tpch scaleFactor=1 tpchTest=power terminals=1 "${own[@]}" "${@:2}")
cd "$TPCBENCH_HOME"
results=${BENCH_RESULTS:-tpch_sf1_validation_$(date +%Y-%m-%d_%H%M%S)}

if [ "${BENCH_BUILD:-1}" = 1 ]; then
    run/runDatabaseDestroy.sh "$props_file" "${overrides[@]}"
    started=$(date +%s)
    run/runDatabaseBuild.sh "$props_file" "${overrides[@]}"
    echo "BENCH build of SF 1 (generate, load, index, ANALYZE, check): $(( $(date +%s) - started )) s"
fi
run/runBenchmark.sh "$props_file" "${overrides[@]}" tpchValidate=true "resultDirectory=$results"
echo "BENCH per-query seconds and answers: $results/summary.txt"
if ! grep -q "against the SF 1 qualification answers): 22 of 22 PASS" "$results/summary.txt"; then
    echo "ERROR: not every answer passed: see $results/summary.txt" >&2
    exit 1
fi
echo "BENCH TPC-H SF 1 validation: 22 of 22 answers PASS"
if [ "${BENCH_FULL:-1}" = 1 ]; then
    full="${results}_full"
    run/runBenchmark.sh "$props_file" "${overrides[@]}" tpchTest=full "terminals=${BENCH_STREAMS:-2}" \
        "resultDirectory=$full"
    echo "BENCH full run (power test, throughput test, refresh functions): $full/summary.txt"
    grep -E "^(RF[12] .*update set|Ts =|Power@Size|Throughput@Size|QphH@Size)" "$full/summary.txt" | sed 's/^/BENCH /'
    run/runCheck.sh "$props_file" "${overrides[@]}"
    echo "BENCH the refreshed database passes the check"
fi
