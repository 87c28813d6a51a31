#!/usr/bin/env bash
# runDatabaseDestroy.sh PROPS [key=value ...]: see README.md and docs/.
set -u
. "$(dirname "$0")/tpcbench-env.sh"
require_props "$@"
tpcbench destroy "$@"
