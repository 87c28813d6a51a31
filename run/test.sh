#!/usr/bin/env bash
# test.sh [mvn arguments ...]: the tests, on any machine. Finds a JDK >= 21 (or installs Debian's
# where it can), the packages the tests start (Debian's mariadb-server, galera-4 and rsync for the
# Galera ITs, MyRocks, Spider for SpiderIT, openssh-server for DriversIT, prometheus for LiveMetricsIT, Chromium and a font for the page tests) and Maven, installing what is missing as
# root, or naming the one command that would; then runs `mvn -B -ntp verify` and prints the slowest test
# classes (run/testTimes.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
. run/find-java.sh

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo "$@"; else return 1; fi; }
apt_updated=""
missing=()
need() {  # need TEST PACKAGE...: install the packages when TEST fails, or remember them
    if eval "$1"; then return 0; fi
    shift
    if command -v apt-get >/dev/null; then
        if [ -z "$apt_updated" ] && as_root apt-get update -q; then apt_updated=1; fi
        if [ -n "$apt_updated" ] && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@"; then
            return 0
        fi
    fi
    missing+=("$@")
}

need 'command -v mvn >/dev/null' maven
if ! JAVA_HOME=$(find_java); then
    need 'false' openjdk-21-jdk-headless
    JAVA_HOME=$(find_java) || JAVA_HOME=""
fi
need '[ -x /usr/sbin/mariadbd ] && [ -x /usr/bin/mariadb-install-db ]' mariadb-server
need '[ -f /usr/lib/galera/libgalera_smm.so ]' galera-4
need '[ -f /usr/lib/mysql/plugin/ha_rocksdb.so ]' mariadb-plugin-rocksdb
need '[ -f /usr/lib/mysql/plugin/ha_spider.so ]' mariadb-plugin-spider
need 'command -v rsync >/dev/null' rsync
need '[ -x /usr/bin/prometheus ]' prometheus
need '[ -x /usr/sbin/sshd ] && command -v ssh >/dev/null && command -v ssh-keygen >/dev/null' openssh-server openssh-client
if [ -z "${TPCBENCH_CHROMIUM:-}" ]; then
    need 'command -v chromium >/dev/null' chromium
    TPCBENCH_CHROMIUM=$(command -v chromium || true)
fi
need 'fc-list 2>/dev/null | grep -q .' fontconfig fonts-dejavu-core

if [ ${#missing[@]} -gt 0 ] || [ -z "$JAVA_HOME" ]; then
    echo "ERROR: the tests need what this machine lacks and this user cannot install:" >&2
    [ -z "$JAVA_HOME" ] && echo "  a JDK 21 or newer (set JAVA_HOME, or install one under /usr/lib/jvm)" >&2
    [ ${#missing[@]} -gt 0 ] && echo "  run: sudo apt-get install ${missing[*]}" >&2
    exit 1
fi
export JAVA_HOME TPCBENCH_CHROMIUM
echo "JAVA_HOME=$JAVA_HOME ($("$JAVA_HOME/bin/java" -version 2>&1 | head -n1)), Chromium $TPCBENCH_CHROMIUM"
mkdir -p target && touch target/test-started
rc=0
mvn -B -ntp verify "$@" || rc=$?
run/testTimes.sh 15
exit "$rc"
