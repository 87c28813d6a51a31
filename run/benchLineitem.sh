#!/usr/bin/env bash
# run/benchLineitem.sh PROPS [key=value ...]: the storage-engine report's experiment at a scale this
# machine holds, engine against engine on the same rows: for each engine and layout, the tables
# built empty, filled by insert_sequential (4 threads, 100 rows per INSERT), built empty again and
# filled by insert_random (32 threads, 1 row); then, on the 4-index layout, each query test with and
# without server-side prepared statements. Prints one table of rows/s, queries/s and the sizes (raw,
# stored on disk as measured, information_schema's estimate, raw/stored), then the report's
# compression table: each engine's stored bytes per index after its sequential fill.
# Environment: BENCH_ENGINES (engines and layouts of the tables, "InnoDB InnoDB-compressed RocksDB":
# InnoDB; InnoDB-compressed is ROW_FORMAT=COMPRESSED KEY_BLOCK_SIZE=8; InnoDB-page is
# PAGE_COMPRESSED=1; RocksDB needs MyRocks loaded: apt-get install mariadb-plugin-rocksdb, and
# plugin-load-add=ha_rocksdb.so), BENCH_LAYOUTS ("4 10"), BENCH_TABLES (4), BENCH_ROWS (100000 per
# table), BENCH_QUERY_SECS (20), BENCH_QUERY_THREADS (16; the report's 80 on a bigger machine),
# BENCH_QUERIES (yes; no skips the query tests), BENCH_RESULTS (its directory), BENCH_DATABASE
# (its own database on the props' server, default tpcbench_bench_lineitem).
set -euo pipefail
. "$(dirname "$0")/tpcbench-env.sh"
require_props "$@"
props_file=$(props_path "$1")
cd "$TPCBENCH_HOME"
engines=${BENCH_ENGINES:-InnoDB InnoDB-compressed RocksDB}
layouts=${BENCH_LAYOUTS:-4 10}
tables=${BENCH_TABLES:-4}
rows=${BENCH_ROWS:-100000}
secs=${BENCH_QUERY_SECS:-20}
threads=${BENCH_QUERY_THREADS:-16}
queries=${BENCH_QUERIES:-yes}
base=${BENCH_RESULTS:-lineitem_bench_$(date +%Y-%m-%d_%H%M%S)}
mkdir -p "$base"
mapfile -t own < <(bench_database lineitem)
common=(workload=lineitem "tables=$tables" "rowsPerTable=$rows" rampupMins=0 runTxnsPerTerminal=0
    reportIntervalSecs=10 resultCsv=false "${own[@]}" "${@:2}")

variant() {  # variant NAME: the storageEngine and tableOptions keys of an entry of BENCH_ENGINES
    case "$1" in
        InnoDB-compressed) printf '%s\n' storageEngine=InnoDB "tableOptions=ROW_FORMAT=COMPRESSED KEY_BLOCK_SIZE=8" ;;
        InnoDB-page) printf '%s\n' storageEngine=InnoDB "tableOptions=PAGE_COMPRESSED=1" ;;
        *[!A-Za-z0-9_]*) echo "ERROR: BENCH_ENGINES entry $1 is not an engine name, InnoDB-compressed or InnoDB-page" >&2
            exit 2 ;;
        *) printf '%s\n' "storageEngine=$1" tableOptions= ;;
    esac
}
for engine in $engines; do variant "$engine" > /dev/null; done

step() {  # step LOG ARGS...: a script of run/ with its output in LOG; its failure stops the benchmark
    local log=$1; shift
    "$@" >"$log" 2>&1 || { echo "ERROR: $* failed; its output: $log" >&2; tail -n 20 "$log" >&2; exit 4; }
}

printf '%-17s %-6s %-18s %-9s %14s %10s %10s %10s %7s\n' engine layout test prepared "rows|queries/s" "raw MB" \
    "stored MB" "estim. MB" ratio
report() {  # report ENGINE LAYOUT TEST PREPARED DIR KEY: one line of the table from DIR's summary.json
    local j=$5/summary.json
    awk -v e="$1" -v l="$2" -v t="$3" -v p="$4" -v rate="$(json_field "$j" "$6")" -v raw="$(json_field "$j" rawBytes)" \
        -v st="$(json_field "$j" storedBytes)" -v es="$(json_field "$j" estimatedBytes)" \
        -v r="$(json_field "$j" compressionRatio)" 'BEGIN {
        printf "%-17s %-6s %-18s %-9s %14.0f %10.1f %10.1f %10.1f %7.2f\n", e, l, t, p, rate, raw / 1048576, st / 1048576,
            es / 1048576, r }'
}

indexes=()  # the per-index blocks of the sequential fills, printed at the end
for engine in $engines; do
    mapfile -t keys < <(variant "$engine")
    for layout in $layouts; do
        for test in insert_sequential insert_random; do
            dir="$base/${engine}_${layout}_$test"
            threads_of_test=4; [ "$test" = insert_random ] && threads_of_test=32
            step "$dir.destroy.log" run/runDatabaseDestroy.sh "$props_file" "${common[@]}" "${keys[@]}" \
                "indexLayout=$layout"
            step "$dir.build.log" run/runDatabaseBuild.sh "$props_file" "${common[@]}" "${keys[@]}" \
                "indexLayout=$layout" buildFill=empty
            step "$dir.log" run/runBenchmark.sh "$props_file" "${common[@]}" "${keys[@]}" \
                "indexLayout=$layout" "lineitemTest=$test" "terminals=$threads_of_test" runMins=0 rowsPerInsert=100 \
                "resultDirectory=$dir"
            report "$engine" "$layout" "$test" - "$dir" rowsPerSecond
            [ "$test" = insert_sequential ] && indexes+=("$engine, $layout-index layout|$dir/summary.txt")
        done
        [ "$layout" = 4 ] && [ "$queries" = yes ] || continue
        for test in pk secondary_point secondary_range mix; do
            for prepared in no yes; do
                dir="$base/${engine}_${layout}_${test}_ps-$prepared"
                ps=false; [ "$prepared" = yes ] && ps=true
                step "$dir.log" run/runBenchmark.sh "$props_file" "${common[@]}" "${keys[@]}" \
                    "indexLayout=$layout" "lineitemTest=$test" "terminals=$threads" \
                    "runMins=$(awk -v s="$secs" 'BEGIN { print s / 60 }')" "dataSource.useServerPrepStmts=$ps" \
                    "resultDirectory=$dir"
                report "$engine" "$layout" "$test" "$prepared" "$dir" qps
            done
        done
    done
    step "$base/${engine}.destroy.log" run/runDatabaseDestroy.sh "$props_file" "${common[@]}" "${keys[@]}"
done
echo
echo "Stored bytes per index after insert_sequential (summed over the $tables tables):"
for entry in "${indexes[@]}"; do
    echo "${entry%%|*}:"
    # the summary's index table: from its heading to the engine's cache line
    awk '/^  index \(all tables\)/ { on = 1 } /^(Buffer pool|Block cache)/ { on = 0 } on' "${entry#*|}"
done
echo "BENCH results and logs: $base"
