#!/usr/bin/env bash
# quickstart.sh [key=value ...]: from nothing to tpmC: builds and checks 1 warehouse in the embedded
# MariaDB (no server install, no Docker, no root), runs a short benchmark and prints where the results
# are. Data lives in ./embedded-db between commands.
set -u -o pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
start=$(date +%s)
echo "== tpcbench quickstart: 1 warehouse in the embedded MariaDB (props/props.embedded) =="
"$HERE/runDatabaseDestroy.sh" props.embedded "$@" >/dev/null || exit $?
"$HERE/runDatabaseBuild.sh" props.embedded "$@" | grep -v '^Term-00, ' || exit $?
echo "== built and checked in $(( $(date +%s) - start )) s; now a short benchmark =="
"$HERE/runBenchmark.sh" props.embedded runMins=0.5 "$@" | grep -v '^Term-00, [A-Za-z.]*=' || exit $?
echo "== quickstart done in $(( $(date +%s) - start )) s =="
echo "   Run longer:   run/runBenchmark.sh props.embedded runMins=5"
echo "   Check again:  run/runCheck.sh props.embedded"
echo "   Clean up:     run/runDatabaseDestroy.sh props.embedded   (and rm -rf embedded-db)"
