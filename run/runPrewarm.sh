#!/usr/bin/env bash
# runPrewarm.sh PROPS [key=value ...]: see README.md and docs/.
set -u
. "$(dirname "$0")/tpcbench-env.sh"
require_props "$@"
tpcbench prewarm "$@"
