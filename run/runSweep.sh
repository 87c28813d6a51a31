#!/usr/bin/env bash
# runSweep.sh PROPS KEY=V1,V2,... [key=value ...]: one run per value and the curve; see docs/results.md.
set -u
. "$(dirname "$0")/tpcbench-env.sh"
if [ $# -lt 2 ]; then
    echo "usage: $(basename "$0") PROPS KEY=V1,V2,... [key=value ...]  (e.g. terminals=8,16,32,64)" >&2
    exit 2
fi
tpcbench sweep "$@"
