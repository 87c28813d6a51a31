#!/usr/bin/env bash
# soak.sh [key=value ...]: a long run against a MariaDB server that is restarted every few minutes.
# Not part of CI. It starts a private mariadbd (this machine's, or $MARIADBD) on 127.0.0.1:$SOAK_PORT
# with its data in target/soak/, builds $SOAK_WAREHOUSES warehouses, runs $SOAK_MINS minutes with the
# server restarted every $SOAK_RESTART_MINS minutes, then prints errors, connection losses, reconnects,
# in-doubt commits, lost transactions (committed by the database but not counted by the driver: must
# be 0) and the consistency check. Exit 0 only if nothing was lost and the check passed.
# key=value arguments go to runBenchmark (e.g. terminals=16 socketTimeoutSecs=30).
set -euo pipefail
. "$(dirname "$0")/tpcbench-env.sh"
cd "$TPCBENCH_HOME"

SOAK_MINS=${SOAK_MINS:-30}
SOAK_RESTART_MINS=${SOAK_RESTART_MINS:-5}
SOAK_WAREHOUSES=${SOAK_WAREHOUSES:-2}
SOAK_TERMINALS=${SOAK_TERMINALS:-8}
SOAK_PORT=${SOAK_PORT:-3316}
MARIADBD=${MARIADBD:-/usr/sbin/mariadbd}
dir=$(pwd)/target/soak
data=$dir/data
sock=$dir/mariadbd.sock
pidfile=$dir/mariadbd.pid
result=$dir/result_$(date +%Y%m%d_%H%M%S)

for tool in "$MARIADBD" mariadb-install-db mariadb; do
    command -v "$tool" >/dev/null || { echo "ERROR: $tool not found (install mariadb-server)" >&2; exit 2; }
done

server_args=(--no-defaults --datadir="$data" --socket="$sock" --pid-file="$pidfile" --port="$SOAK_PORT"
             --bind-address=127.0.0.1 --skip-ssl --innodb-buffer-pool-size=512M --log-error="$dir/mariadbd.log")
user_arg=()
[ "$(id -u)" = 0 ] && user_arg=(--user=root)
server_args+=("${user_arg[@]}")
sql() { mariadb --no-defaults -h127.0.0.1 -P"$SOAK_PORT" -uroot -N -B -e "$1" "${2:-}"; }
up() { sql "SELECT 1" >/dev/null 2>&1; }

start_server() {  # the soak's own server, and no other: it drops and restarts what answers on SOAK_PORT
    if up; then
        echo "ERROR: another server already answers on 127.0.0.1:$SOAK_PORT: set SOAK_PORT to a free port" >&2
        exit 4
    fi
    "$MARIADBD" "${server_args[@]}" >/dev/null 2>&1 &
    for _ in $(seq 1 60); do
        if up; then
            [ "$(sql "SELECT @@datadir")" = "$data/" ] && return 0
            echo "ERROR: the server on 127.0.0.1:$SOAK_PORT is not the soak's (its datadir is not $data/)" >&2
            exit 4
        fi
        sleep 1
    done
    echo "ERROR: the soak server did not start; see $dir/mariadbd.log" >&2
    exit 4
}

stop_server() {  # a clean shutdown, as a restart by an operator or a service manager does
    local pid
    pid=$(cat "$pidfile" 2>/dev/null || true)
    [ -n "$pid" ] || return 0
    kill -TERM "$pid" 2>/dev/null || true
    while kill -0 "$pid" 2>/dev/null; do sleep 0.2; done
}

trap 'stop_server' EXIT
mkdir -p "$dir"
if [ ! -d "$data/mysql" ]; then
    mariadb-install-db --no-defaults --datadir="$data" --auth-root-authentication-method=normal \
        "${user_arg[@]}" >"$dir/install.log" 2>&1 || { cat "$dir/install.log" >&2; exit 4; }
fi
stop_server
start_server
sql "DROP DATABASE IF EXISTS soak; CREATE DATABASE soak"

props=(props.mariadb "conn=jdbc:mysql://127.0.0.1:$SOAK_PORT/soak" user=root password=
       warehouses="$SOAK_WAREHOUSES" loadWorkers=2 buildDirectory="$dir/build_%tY-%tm-%td_%tH%tM%tS")
run/runDatabaseBuild.sh "${props[@]}"

counters() { sql "SELECT (SELECT SUM(d_next_o_id) FROM bmsql_district), (SELECT COUNT(*) FROM bmsql_history)" soak; }
read -r no_before pay_before < <(counters)

echo "=== soak: $SOAK_MINS min, $SOAK_TERMINALS terminals, server restarted every $SOAK_RESTART_MINS min ==="
run/runBenchmark.sh "${props[@]}" terminals="$SOAK_TERMINALS" runMins="$SOAK_MINS" resultDirectory="$result" \
    resultCsv=false reportIntervalSecs=30 "$@" &
bench=$!
restarts=0
restart_secs=$(awk "BEGIN { print int($SOAK_RESTART_MINS * 60) }")
next=$(( $(date +%s) + restart_secs ))
while kill -0 "$bench" 2>/dev/null; do
    sleep 1
    if [ "$(date +%s)" -ge "$next" ] && kill -0 "$bench" 2>/dev/null; then
        restarts=$((restarts + 1))
        echo "=== soak: restarting the database ($restarts) at $(date +%T) ==="
        stop_server
        start_server
        echo "=== soak: the database is back at $(date +%T) ==="
        next=$(( $(date +%s) + restart_secs ))
    fi
done
bench_exit=0
wait "$bench" || bench_exit=$?
read -r no_after pay_after < <(counters)

json=$result/summary.json
field() { json_field "$json" "$1"; }
failed=$(sed -n 's/^ *"failed": \([0-9]*\).*/\1/p' "$json" | awk '{ s += $1 } END { print s + 0 }')
db_new_orders=$((no_after - no_before))
db_payments=$((pay_after - pay_before))
lost_new_orders=$((db_new_orders - $(field committedNewOrders)))
lost_payments=$((db_payments - $(field committedPayments)))

check=PASS
run/runCheck.sh "${props[@]}" >"$dir/check.log" 2>&1 || check=FAIL

cat <<REPORT

=== soak result ($result) ===
benchmark exit code           $bench_exit
database restarts             $restarts
failed transactions           $failed (in the window, all types and deferred deliveries)
connection losses             $(field connectionLosses)
reconnects                    $(field reconnects)
in-doubt commits              $(field inDoubtCommitted) committed, $(field inDoubtRolledBack) rolled back, $(field inDoubtUnresolved) unresolved
New-Orders committed          database $db_new_orders, driver $(field committedNewOrders): lost $lost_new_orders
Payments committed            database $db_payments, driver $(field committedPayments): lost $lost_payments
consistency check             $check (log: $dir/check.log)
REPORT
[ "$bench_exit" = 0 ] && [ "$lost_new_orders" = 0 ] && [ "$lost_payments" = 0 ] && [ "$check" = PASS ]
