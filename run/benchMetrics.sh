#!/usr/bin/env bash
# run/benchMetrics.sh PROPS [key=value ...]: what serving live metrics costs the driver. Builds a
# TPC-C database of its own (W=BENCH_WAREHOUSES, default 2; BENCH_BUILD=0 keeps an earlier one),
# then runs it alternately without metrics and with metricsPort set, scraped every BENCH_SCRAPE_SECS by a
# real Prometheus (Debian's, started here on 127.0.0.1:BENCH_PROMETHEUS_PORT with a data directory under
# target/bench, running through both sides so that its own CPU weighs on both), BENCH_ROUNDS (2)
# pairs of BENCH_SECS (180) s runs with BENCH_TERMINALS (8) terminals, in the order off/on, on/off,
# ...; prints each run's tpmC, driver CPU ms per transaction and successful scrapes, and the means'
# ratios on / off. Environment: BENCH_DATABASE (its own database on the props' server, default
# tpcbench_bench_metrics), BENCH_METRICS_PORT (9464), BENCH_PROMETHEUS_PORT (9490), BENCH_SCRAPE_SECS (1:
# Prometheus' scrape interval; 15 is Prometheus' own default).
set -euo pipefail
. "$(dirname "$0")/tpcbench-env.sh"
require_props "$@"
props_file=$(props_path "$1")
mapfile -t overrides < <(bench_database metrics)
overrides+=("${@:2}")
cd "$TPCBENCH_HOME"

warehouses=${BENCH_WAREHOUSES:-2}
terminals=${BENCH_TERMINALS:-8}
secs=${BENCH_SECS:-180}
rounds=${BENCH_ROUNDS:-2}
port=${BENCH_METRICS_PORT:-9464}
prom_port=${BENCH_PROMETHEUS_PORT:-9490}
scrape=${BENCH_SCRAPE_SECS:-1}
for n in "$warehouses" "$terminals" "$secs" "$rounds" "$port" "$prom_port" "$scrape"; do
    case "$n" in '' | *[!0-9]* | 0) echo "ERROR: BENCH_WAREHOUSES, BENCH_TERMINALS, BENCH_SECS, BENCH_ROUNDS," \
        "BENCH_METRICS_PORT, BENCH_PROMETHEUS_PORT and BENCH_SCRAPE_SECS must be whole numbers >= 1" >&2; exit 2 ;; esac
done
command -v curl >/dev/null || { echo "ERROR: curl is needed to ask Prometheus (apt-get install curl)" >&2; exit 2; }
apt_need prometheus prometheus
common=(workload=tpcc warehouses="$warehouses" terminals="$terminals" resultCsv=false osCollector=false)
base=target/bench/metrics_$(date +%Y%m%d_%H%M%S)
mkdir -p "$base"

cat >"$base/prometheus.yml" <<YML
global:
  scrape_interval: ${scrape}s
  scrape_timeout: 1s
scrape_configs:
  - job_name: tpcbench
    static_configs:
      - targets: ['127.0.0.1:$port']
YML
prometheus --config.file="$base/prometheus.yml" --storage.tsdb.path="$base/prometheus-data" \
    --web.listen-address="127.0.0.1:$prom_port" >"$base/prometheus.log" 2>&1 &
prom_pid=$!
trap 'kill "$prom_pid" 2>/dev/null; wait "$prom_pid" 2>/dev/null || true' EXIT
for _ in $(seq 60); do
    curl -sf -o /dev/null "http://127.0.0.1:$prom_port/-/ready" && break
    kill -0 "$prom_pid" 2>/dev/null || { echo "ERROR: prometheus exited; see $base/prometheus.log" >&2; exit 4; }
    sleep 1
done

if [ "${BENCH_BUILD:-1}" = 1 ]; then
    echo "Building W=$warehouses in its own database (log: $base/build.log)"
    run/runDatabaseDestroy.sh "$props_file" "${overrides[@]}" "${common[@]}" >"$base/destroy.log" 2>&1 || true
    run/runDatabaseBuild.sh "$props_file" "${overrides[@]}" "${common[@]}" >"$base/build.log" 2>&1 \
        || { echo "ERROR: the build failed; its output: $base/build.log" >&2; tail -n 20 "$base/build.log" >&2; exit 4; }
fi

scrapes_since() {  # scrapes_since SECS: Prometheus' successful scrapes of the target over the last SECS seconds
    curl -sf "http://127.0.0.1:$prom_port/api/v1/query" --data-urlencode "query=sum_over_time(up{job=\"tpcbench\"}[$1s])" \
        | sed -n 's/.*"value":\[[0-9.]*,"\([0-9.]*\)".*/\1/p'
}

run_once() {  # run_once SIDE DIR: tpmC, driver CPU ms per transaction and scrapes of one run
    local side=$1 dir=$2 extra=() started scrapes
    [ "$side" = on ] && extra=(metricsPort="$port")
    started=$(date +%s)
    run/runBenchmark.sh "$props_file" "${overrides[@]}" "${common[@]}" "${extra[@]}" \
        runMins="$(awk -v s="$secs" 'BEGIN { print s / 60 }')" runTxnsPerTerminal=0 rampupMins=0.25 \
        resultDirectory="$dir" >"$dir.log" 2>&1 \
        || { echo "ERROR: the run failed; its output: $dir.log" >&2; tail -n 20 "$dir.log" >&2; exit 4; }
    scrapes=$(scrapes_since $(( $(date +%s) - started )))
    scrapes=${scrapes%%.*}
    if [ "$side" = on ] && [ "${scrapes:-0}" -lt $((secs / scrape / 2)) ]; then
        echo "ERROR: Prometheus scraped the run only ${scrapes:-0} times in $secs s at ${scrape} s; see $base/prometheus.log" >&2; exit 4
    fi
    echo "$(json_field "$dir/summary.json" tpmC) $(json_field "$dir/summary.json" driverCpuMsPerTxn) ${scrapes:-0}"
}

printf '%-6s %-5s %10s %16s %8s\n' round side tpmC "driver ms/txn" scrapes | tee "$base/runs.txt"
for round in $(seq 1 "$rounds"); do
    if [ $((round % 2)) = 1 ]; then order="off on"; else order="on off"; fi
    for side in $order; do
        read -r tpmc cpu scrapes <<<"$(run_once "$side" "$base/${side}_$round")"
        printf '%-6s %-5s %10s %16s %8s\n' "$round" "$side" "$tpmc" "$cpu" "$scrapes" | tee -a "$base/runs.txt"
    done
done

awk -v scrape="$scrape" '
NR > 1 { n[$2]++; t[$2] += $3; c[$2] += $4 }
END {
    printf "\n=== live metrics scraped every %s s by Prometheus against off: means of the rounds, same database ===\n", scrape
    printf "%-30s %10s %10s %8s\n", "figure", "on", "off", "on/off"
    printf "%-30s %10.0f %10.0f %8.3f\n", "tpmC", t["on"] / n["on"], t["off"] / n["off"], (t["on"] / n["on"]) / (t["off"] / n["off"])
    printf "%-30s %10.4f %10.4f %8.3f\n", "driver CPU ms per transaction", c["on"] / n["on"], c["off"] / n["off"], (c["on"] / n["on"]) / (c["off"] / n["off"])
}' "$base/runs.txt" | tee "$base/summary.txt"
