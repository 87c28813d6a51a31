#!/usr/bin/env bash
# run/benchSysbench.sh PROPS [key=value ...]: Debian's sysbench 1.0.20 and tpcbench's sysbench
# workloads alternately on the same server, the same tables, threads and time; prints per workload
# each tool's tps, statements per transaction, client CPU and server CPU per transaction, and
# tpcbench's ratios to sysbench. Environment: BENCH_WORKLOADS (default "oltp_read_write
# oltp_point_select oltp_write_only"), BENCH_THREADS (one or more thread counts, default "4 16"),
# BENCH_SECS (60), BENCH_WARMUP_SECS (30), BENCH_ROUNDS (2), BENCH_TABLES (4),
# BENCH_TABLE_SIZE (100000), BENCH_BUILD (1: destroy and build the tables first), BENCH_DATABASE
# (its own database on the props' server, default tpcbench_bench_sysbench).
# Both tools send their statements the same way: server-side prepared when conn sets
# useServerPrepStmts=true (sysbench's --db-ps-mode=auto), as text otherwise (--db-ps-mode=disable).
# tpcbench measures BENCH_SECS after a warm-up of BENCH_WARMUP_SECS (rampupMins): the JVM compiles its
# hot code in its first 20-30 s (about 12 s of CPU on this 2-core box), which sysbench, native code, does
# not; its figures are over the window, as sysbench's over its run. BENCH_WARMUP_SECS=0 measures tpcbench
# from the JVM's start.
# The server must run on this host for its CPU to be read (/proc); otherwise it shows n/a.
# tpcbench runs on the props' driver: conn=jdbc:mariadb://... (driver=org.mariadb.jdbc.Driver) for
# MariaDB Connector/J, as an override: run/benchSysbench.sh PROPS conn=jdbc:mariadb://127.0.0.1:3306/x
set -euo pipefail
. "$(dirname "$0")/tpcbench-env.sh"
require_props "$@"
props_file=$(props_path "$1")
mapfile -t overrides < <(bench_database sysbench)
overrides+=("${@:2}")
cd "$TPCBENCH_HOME"

workloads=${BENCH_WORKLOADS:-oltp_read_write oltp_point_select oltp_write_only}
thread_counts=${BENCH_THREADS:-4 16}
secs=${BENCH_SECS:-60}
warmup=${BENCH_WARMUP_SECS:-30}
rounds=${BENCH_ROUNDS:-2}
tables=${BENCH_TABLES:-4}
table_size=${BENCH_TABLE_SIZE:-100000}
case "$warmup" in '' | *[!0-9]*) echo "ERROR: BENCH_WARMUP_SECS must be a whole number of seconds" >&2; exit 2 ;; esac
for n in $thread_counts "$secs" "$rounds" "$tables" "$table_size"; do
    case "$n" in '' | *[!0-9]* | 0) echo "ERROR: BENCH_THREADS, BENCH_SECS, BENCH_ROUNDS, BENCH_TABLES and" \
        "BENCH_TABLE_SIZE must be whole numbers >= 1" >&2; exit 2 ;; esac
done

apt_need sysbench sysbench

setting() { props_value "$props_file" "$1" "${overrides[@]}"; }
conn=$(setting conn)
# sysbench takes the account from options, so conn must not carry one (user:password@host, user=, password=)
case "$(echo "$conn" | tr '[:upper:]' '[:lower:]')" in
    jdbc:mysql://*@* | jdbc:mariadb://*@* | *[?\&]user=* | *[?\&]password*=*)
        echo "ERROR: benchSysbench.sh gives sysbench the account of the user and password keys (or passwordEnv," \
             "passwordFile): take the user and password out of conn and set them there" >&2
        exit 3 ;;
esac
hostport=$(echo "$conn" | sed -En 's#^jdbc:(mysql|mariadb)://([^/?]*).*#\2#p')
database=$(setting database)
[ -n "$database" ] || database=$(echo "$conn" | sed -En 's#^jdbc:(mysql|mariadb)://[^/]*/([^?]*).*#\2#p')
host=${hostport%%:*}
port=${hostport#*:}; [ "$port" = "$hostport" ] && port=3306
user=$(setting user); user=${user:-root}
password=$(setting password)
if [ -z "$password" ] && [ -n "$(setting passwordEnv)" ]; then
    password_env=$(setting passwordEnv)
    password=${!password_env:-}
fi
if [ -z "$password" ] && [ -n "$(setting passwordFile)" ]; then
    password=$(head -n1 "$(setting passwordFile)")
fi
# sysbench reads the password from a file of options (mode 0600, removed at the end), never from its
# command line, where ps would show it
sysbench_options=$(mktemp)
trap 'rm -f "$sysbench_options"' EXIT
chmod 600 "$sysbench_options"
printf 'mysql-password=%s\n' "$password" >"$sysbench_options"
case "$(echo "$conn" | tr '[:upper:]' '[:lower:]')" in
    *useserverprepstmts=true*) ps_mode=auto ;;
    *) ps_mode=disable ;;
esac
if [ -z "$host" ] || [ -z "$database" ]; then
    echo "ERROR: conn=${conn%%\?*}... is not jdbc:mysql://HOST[:PORT]/DATABASE[?...] (or jdbc:mariadb://...)" >&2; exit 3
fi

common=(tables="$tables" table_size="$table_size")
if [ "${BENCH_BUILD:-1}" = 1 ]; then
    run/runDatabaseDestroy.sh "$props_file" "${overrides[@]}" "${common[@]}" >/dev/null
    run/runDatabaseBuild.sh "$props_file" "${overrides[@]}" "${common[@]}" | grep -E "^(Loaded|Checked)"
fi

server_pid=$(server_pid_of "$props_file" "${overrides[@]}")
hz=$(getconf CLK_TCK)
base=target/bench/sysbench_$(date +%Y%m%d_%H%M%S)
mkdir -p "$base"

run_sysbench() {  # run_sysbench WORKLOAD LOG: prints tps statements/txn client-ms/txn server-ms/txn
    local s0 s1 times
    s0=$(cpu_ticks "$server_pid")
    TIMEFORMAT='%U %S'
    { time sysbench "$1" --config-file="$sysbench_options" --db-driver=mysql --mysql-host="$host" --mysql-port="$port" \
        --mysql-user="$user" --mysql-db="$database" --tables="$tables" --table-size="$table_size" \
        --threads="$threads" --time="$secs" --report-interval=10 --db-ps-mode="$ps_mode" run >"$2" 2>&1; } \
        2>"$2.time" \
        || { echo "ERROR: sysbench failed; its output: $2" >&2; tail -n 20 "$2" >&2; exit 4; }
    s1=$(cpu_ticks "$server_pid")
    awk -v hz="$hz" -v s0="$s0" -v s1="$s1" -v cpu="$(cat "$2.time")" '
        /^    transactions:/ { txn = $2; tps = substr($3, 2) }
        /^    queries:/ { q = $2 }
        END {
            split(cpu, c, " ")
            printf "%.2f %.2f %.4f %s\n", tps, q / txn, (c[1] + c[2]) * 1000 / txn,
                (s0 == "" || s1 == "") ? "n/a" : sprintf("%.4f", (s1 - s0) * 1000 / hz / txn)
        }' "$2"
}

run_tpcbench() {  # run_tpcbench WORKLOAD DIR: the same four figures from its summary.json
    run/runBenchmark.sh "$props_file" "${overrides[@]}" "${common[@]}" workload="$1" terminals="$threads" \
        runMins="$(awk -v s="$secs" 'BEGIN { print s / 60 }')" runTxnsPerTerminal=0 \
        rampupMins="$(awk -v s="$warmup" 'BEGIN { print s / 60 }')" \
        resultCsv=false reportIntervalSecs=10 resultDirectory="$2" >"$2.log" 2>&1 \
        || { echo "ERROR: the tpcbench run failed; its output: $2.log" >&2; tail -n 20 "$2.log" >&2; exit 4; }
    local server
    server=$(json_field "$2/summary.json" cpuMsPerTxn)
    echo "$(json_field "$2/summary.json" tps) $(json_field "$2/summary.json" statementsPerTransaction)" \
        "$(json_field "$2/summary.json" driverCpuMsPerTxn) ${server/null/n/a}"
}

if [ "$ps_mode" = auto ]; then tpcbench_mode="server-side prepared"; else tpcbench_mode="as text"; fi
echo "statements: sysbench --db-ps-mode=$ps_mode, tpcbench $tpcbench_mode (useServerPrepStmts in conn);" \
    "tpcbench on $(case "$conn" in jdbc:mariadb:*) echo MariaDB Connector/J ;; *) echo Connector/J ;; esac); its warm-up: ${warmup} s (BENCH_WARMUP_SECS)"
printf '%-22s %-7s %-6s %-9s %10s %12s %14s %14s\n' workload threads round tool tps "stmts/txn" "client ms/txn" \
    "server ms/txn" | tee "$base/runs.txt"
for wl in $workloads; do
  for threads in $thread_counts; do
    for round in $(seq 1 "$rounds"); do
        if [ $((round % 2)) = 1 ]; then order="sysbench tpcbench"; else order="tpcbench sysbench"; fi
        for tool in $order; do
            if [ "$tool" = sysbench ]; then
                figures=$(run_sysbench "$wl" "$base/${wl}_${threads}_sysbench_$round.log")
            else
                figures=$(run_tpcbench "$wl" "$base/${wl}_${threads}_tpcbench_$round")
            fi
            read -r tps stmts client server <<<"$figures"
            printf '%-22s %-7s %-6s %-9s %10s %12s %14s %14s\n' "$wl" "$threads" "$round" "$tool" "$tps" "$stmts" \
                "$client" "$server" | tee -a "$base/runs.txt"
        done
    done
  done
done

awk '
NR > 1 {
    w = $1 " x" $2; k = w SUBSEP $4; n[k]++; tps[k] += $5; st[k] += $6; cl[k] += $7
    if ($8 == "n/a") na[k] = 1; else sv[k] += $8
    if (!(w in seen)) order[++ws] = w
    seen[w] = 1
}
function m(a, k) { return a[k] / n[k] }
END {
    printf "\n=== tpcbench against sysbench 1.0.20: means of the rounds, same server, tables, threads and time ===\n"
    printf "%-26s %-28s %10s %10s %8s   %s\n", "workload x threads", "figure", "tpcbench", "sysbench", "ratio", "goal"
    for (i = 1; i <= ws; i++) {
        w = order[i]; t = w SUBSEP "tpcbench"; s = w SUBSEP "sysbench"
        printf "%-26s %-28s %10.2f %10.2f %8.2f   %s\n", w, "tps", m(tps, t), m(tps, s), m(tps, t) / m(tps, s), ">= 0.98"
        printf "%-26s %-28s %10.2f %10.2f %8.2f   %s\n", w, "statements per transaction", m(st, t), m(st, s), m(st, t) / m(st, s), "1.00"
        printf "%-26s %-28s %10.4f %10.4f %8.2f   %s\n", w, "client CPU ms per transaction", m(cl, t), m(cl, s), m(cl, t) / m(cl, s), "<= 1.20"
        if (!na[t] && !na[s]) {
            printf "%-26s %-28s %10.4f %10.4f %8.2f\n", w, "server CPU ms per transaction", m(sv, t), m(sv, s), m(sv, t) / m(sv, s)
            printf "%-26s %-28s %10.2f %10.2f %8s   %s\n", w, "client / server CPU", m(cl, t) / m(sv, t), m(cl, s) / m(sv, s), "", "tpcbench <= 0.20"
        }
    }
}' "$base/runs.txt" | tee "$base/summary.txt"
echo "runs and logs: $base"
