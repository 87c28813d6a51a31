#!/usr/bin/env bash
# benchTerminals.sh PROPS [key=value ...]: the driver's side of spec mode at scale. By default
# 10,000 terminals with keying and think times (multipliers 1) share 100 connections in one JVM
# with a 1 GiB heap, for 3 minutes after a 1-minute warm-up, against the built database of the
# props. TPC-C's 10 terminals per warehouse would need a database of terminals / 10 warehouses;
# this benchmark puts the terminals on the warehouses the database has (the run verb refuses
# that), so it measures the driver, not the database. The same JVM first runs the no-think path (8
# terminals with a connection each, no keying or think time, 1 minute), and at the end prints the
# driver's CPU per transaction of spec mode against it (target 1.5 x or less), the heap in use
# (peak, sampled every 50 ms, and after a full GC) and the peak of platform threads. Needs Maven to
# compile the benchmark (src/test/java/io/tpcbench/bench/TerminalScale.java).
set -euo pipefail
. "$(dirname "$0")/tpcbench-env.sh"
require_props "$@"
cd "$TPCBENCH_HOME"
classpath=$(bench_classpath)
result=target/bench/terminals_$(date +%Y%m%d_%H%M%S)
"$JAVA_HOME/bin/java" $(java_opts) -Djava.io.tmpdir="$TPCBENCH_TMP" \
    -cp "$classpath" io.tpcbench.bench.TerminalScale \
    "$1" terminals=10000 connectionPoolSize=100 keyingTimeMultiplier=1 thinkTimeMultiplier=1 runMins=3 \
    rampupMins=1 resultCsv=false "${@:2}" resultDirectory="$result" | tee "$result.log"
