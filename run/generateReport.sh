#!/usr/bin/env bash
# generateReport.sh RESULT_DIR: draws RESULT_DIR/report.html and RESULT_DIR/charts/ again; see docs/results.md.
set -u
. "$(dirname "$0")/tpcbench-env.sh"
if [ $# -ne 1 ]; then
    echo "usage: $(basename "$0") RESULT_DIR" >&2
    exit 2
fi
tpcbench report "$@"
