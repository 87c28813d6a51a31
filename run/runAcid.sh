#!/usr/bin/env bash
# runAcid.sh PROPS [key=value ...]: TPC-C's ACID tests (clause 3) on a built database; see docs/acid.md.
set -u
. "$(dirname "$0")/tpcbench-env.sh"
require_props "$@"
tpcbench acid "$@"
