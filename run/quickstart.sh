#!/usr/bin/env bash
# quickstart.sh [key=value ...]: from nothing to a loaded, checked TPC-C database in the embedded
# MariaDB (no server install, no Docker, no root). Data lives in ./embedded-db between commands.
set -u -o pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
start=$(date +%s)
echo "== tpcbench quickstart: 1 warehouse in the embedded MariaDB (props/props.embedded) =="
"$HERE/runDatabaseDestroy.sh" props.embedded "$@" >/dev/null || exit $?
"$HERE/runDatabaseBuild.sh" props.embedded "$@" | grep -v '^Term-00, ' || exit $?
echo "== quickstart done in $(( $(date +%s) - start )) s: the database is built and checked. =="
echo "   Check again:  run/runCheck.sh props.embedded"
echo "   Clean up:     run/runDatabaseDestroy.sh props.embedded   (and rm -rf embedded-db)"
