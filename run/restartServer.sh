#!/usr/bin/env bash
# restartServer.sh MY.CNF [mariadbd options ...]: a betweenRuns command for runSweep.sh (docs/results.md#sweeps).
# Stops the mariadbd (or mysqld) whose pid-file MY.CNF names, drops the OS page cache when it may (root), and
# starts the server again with MY.CNF, the options given and one --NAME=VALUE per TPCBENCH_SET_server_NAME of the
# sweep's run (server variables that only a restart sets, e.g. thread_handling); returns when it answers on its
# socket or pid file, or fails with its error log's last lines.
set -u
if [ $# -lt 1 ] || [ ! -f "$1" ]; then
    echo "usage: $(basename "$0") MY.CNF [mariadbd options ...]  (MY.CNF: the server's options file, with pid-file=)" >&2
    exit 2
fi
cnf=$1
shift
value() { sed -n "s/^[[:space:]]*$1[[:space:]]*=[[:space:]]*//p" "$cnf" | tail -1; }
pidfile=$(value 'pid[-_]file')
errlog=$(value 'log[-_]error')
if [ -z "$pidfile" ]; then
    echo "restartServer.sh: $cnf sets no pid-file: the server to stop cannot be found" >&2
    exit 2
fi
server=/usr/sbin/mariadbd
[ -x "$server" ] || server=$(command -v mysqld || true)
if [ -z "$server" ]; then
    echo "restartServer.sh: neither /usr/sbin/mariadbd nor mysqld is installed" >&2
    exit 2
fi

if [ -f "$pidfile" ]; then
    pid=$(cat "$pidfile")
    echo "stopping the server (pid $pid)"
    kill "$pid" 2>/dev/null
    for _ in $(seq 600); do
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    if kill -0 "$pid" 2>/dev/null; then
        echo "restartServer.sh: the server (pid $pid) did not stop within 60 s" >&2
        exit 1
    fi
fi

if [ -w /proc/sys/vm/drop_caches ]; then
    sync && echo 3 > /proc/sys/vm/drop_caches && echo "dropped the OS page cache"
else
    echo "not root: the OS page cache is kept"
fi

options=("$@")
for var in $(env | sed -n 's/^TPCBENCH_SET_server_\([A-Za-z0-9_]*\)=.*/\1/p'); do
    name="TPCBENCH_SET_server_$var"
    options+=("--$var=${!name}")
done
echo "starting $server --defaults-file=$cnf ${options[*]}"
out=/dev/null
[ -n "$errlog" ] && out="$errlog.stdout"
setsid "$server" --defaults-file="$cnf" "${options[@]}" > "$out" 2>&1 < /dev/null &
started=$!
for _ in $(seq 1200); do
    if ! kill -0 "$started" 2>/dev/null; then
        echo "restartServer.sh: the server exited at its start:" >&2
        [ -n "$errlog" ] && tail -n 8 "$errlog" >&2
        exit 1
    fi
    [ -f "$pidfile" ] && { echo "started (pid $(cat "$pidfile"))"; exit 0; }
    sleep 0.1
done
echo "restartServer.sh: no pid file $pidfile after 120 s" >&2
exit 1
