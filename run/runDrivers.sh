#!/usr/bin/env bash
# runDrivers.sh PROPS [HOST1,HOST2,...] [load] [key=value ...]: one driver (or loader) per host over ssh, one startAt,
# the results fetched back and merged; see docs/scaling.md.
set -u
. "$(dirname "$0")/tpcbench-env.sh"
if [ $# -lt 1 ]; then
    echo "usage: $(basename "$0") PROPS [HOST1,HOST2,...] [load] [key=value ...]  (hosts: [user@]host[:port], or drivers= in the props)" >&2
    exit 2
fi
tpcbench drivers "$@"
