#!/usr/bin/env bash
# mergeResults.sh DIR1 DIR2 ... [output=DIR]: the result directories of several drivers that ran one
# database at once (runWarehouseFrom/To, startAt), merged into one result; see docs/scaling.md.
set -u
. "$(dirname "$0")/tpcbench-env.sh"
if [ $# -lt 2 ]; then
    echo "usage: $(basename "$0") RESULT_DIR1 RESULT_DIR2 ... [output=DIR]" >&2
    exit 2
fi
tpcbench merge "$@"
