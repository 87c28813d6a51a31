#!/usr/bin/env bash
# benchLoader.sh PROPS [key=value ...]: measures the loader against the practical ceiling, in one run
# on one database: tpcbench's load of W warehouses (default 4, with 4 workers and a fixed seed) into
# empty tables, then the same rows written as CSV files and loaded with LOAD DATA LOCAL INFILE
# (run/runLoadCsv.sh) into empty tables again. Both load tables without secondary indexes. It
# DESTROYS the tables of the props' database, and leaves them dropped.
set -euo pipefail
. "$(dirname "$0")/tpcbench-env.sh"
require_props "$@"
cd "$TPCBENCH_HOME"
dir=target/bench/loader_$(date +%Y%m%d_%H%M%S)
mkdir -p "$dir"
props=("$1" warehouses=4 loadWorkers=4 seed=42 "${@:2}")

rows_per_sec() { sed -n 's/^Loaded .* in [0-9.]* s, \([0-9,]*\) rows\/s$/\1/p' "$1" | tail -n1 | tr -d ,; }

fresh_tables() {
    run/runDatabaseDestroy.sh "${props[@]}" >/dev/null
    run/runSQL.sh "${props[@]}" tableCreates >/dev/null
}

echo "=== tpcbench loader ==="
fresh_tables
run/runLoader.sh "${props[@]}" | tee "$dir/loader.log" | grep -E '^Load'
echo "=== the same rows as CSV files, then LOAD DATA LOCAL INFILE ==="
run/runLoader.sh "${props[@]}" fileLocation="$dir/csv" >"$dir/csv.log"
fresh_tables
run/runLoadCsv.sh "${props[@]}" "$dir/csv" | tee "$dir/loaddata.log" | grep -E '^Loaded'
run/runDatabaseDestroy.sh "${props[@]}" >/dev/null
rm -rf "$dir/csv"

loader=$(rows_per_sec "$dir/loader.log")
ceiling=$(rows_per_sec "$dir/loaddata.log")
awk -v l="$loader" -v c="$ceiling" -v dir="$dir" 'BEGIN {
    printf "\n=== loader benchmark (%s) ===\n", dir
    printf "tpcbench loader            %9d rows/s\n", l
    printf "LOAD DATA LOCAL INFILE     %9d rows/s   (the same rows from CSV files: the ceiling)\n", c
    printf "loader / ceiling           %9.2f          (target >= 0.80)\n", l / c
    printf "loader / go-tpc reference  %9.2f          (go-tpc: about 140,000 rows/s on this kind of machine,\n", l / 140000
    printf "                                             a figure from the performance issue, not measured here; target >= 1.5)\n"
}'
