#!/usr/bin/env bash
# runSweep.sh PROPS KEY=V1,V2,... [KEY2=W1,W2,...] [key=value ...]: one run per value (or pair), server.VAR=... sets a server variable; see docs/results.md.
set -u
. "$(dirname "$0")/tpcbench-env.sh"
if [ $# -lt 2 ]; then
    echo "usage: $(basename "$0") PROPS KEY=V1,V2,... [KEY2=W1,W2,...] [key=value ...]  (e.g. server.innodb_flush_log_at_trx_commit=1,2 terminals=8,16,32)" >&2
    exit 2
fi
tpcbench sweep "$@"
