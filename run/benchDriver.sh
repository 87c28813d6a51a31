#!/usr/bin/env bash
# benchDriver.sh PROPS [key=value ...]: measures what a run costs, per transaction, on a built
# database: the driver's CPU (its own process), the server's statements (Questions) and CPU (when it
# runs on this host), and the throughput. Defaults follow the reference setting of
# docs/performance.md: 8 terminals, no think time, 30 s warm-up, 3 minutes measured; key=value
# arguments override them. With BENCH_BUILD=1 the database is destroyed and built first.
set -euo pipefail
. "$(dirname "$0")/tpcbench-env.sh"
require_props "$@"
cd "$TPCBENCH_HOME"
props=("$@")

if [ "${BENCH_BUILD:-0}" = 1 ]; then
    run/runDatabaseDestroy.sh "${props[@]}"
    run/runDatabaseBuild.sh "${props[@]}"
fi
result=target/bench/driver_$(date +%Y%m%d_%H%M%S)
mkdir -p target/bench
run/runBenchmark.sh "${props[0]}" terminals=8 runMins=3 rampupMins=0.5 resultCsv=false \
    "${props[@]:1}" resultDirectory="$result" | tee "$result.log"

json=$result/summary.json
server_cpu=$(json_field "$json" cpuMsPerTxn)
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "null" || b == 0) print "n/a"; else printf "%.2f", a / b }'; }
# the peers' figures on this kind of machine (BenchmarkSQL 5 and go-tpc, W=4, 8 terminals, 3 minutes),
# from the performance issue; they are references, not measured by this script
cat <<REPORT

=== driver benchmark ($result) ===
tpmC                              $(json_field "$json" tpmC)   (BenchmarkSQL 5: 26,258-28,913; ratio to 28,913: $(ratio "$(json_field "$json" tpmC)" 28913))
tpmTOTAL                          $(json_field "$json" tpmTotal)
driver CPU per transaction        $(json_field "$json" driverCpuMsPerTxn) ms   (peers 0.494-0.565 ms; target <= 0.25)
server statements per transaction $(json_field "$json" statementsPerTxn)   (peers 13.5-14.6; target <= 9)
server CPU per transaction        $server_cpu ms   (peers 1.191-1.338 ms; target <= 0.85 x 1.191 = 1.012; null: server not on this host)
failed transactions               $(sed -n 's/^ *"failed": \([0-9]*\).*/\1/p' "$json" | awk '{ s += $1 } END { print s + 0 }')
REPORT
