#!/usr/bin/env bash
# compareResults.sh DIR1 DIR2 ... [output=FILE.html]: one page comparing the runs; see docs/results.md.
set -u
. "$(dirname "$0")/tpcbench-env.sh"
if [ $# -lt 2 ]; then
    echo "usage: $(basename "$0") RESULT_DIR1 RESULT_DIR2 ... [output=FILE.html]" >&2
    exit 2
fi
tpcbench compare "$@"
