#!/usr/bin/env bash
# localCluster.sh spider [DATA_NODES] | galera: starts a MariaDB cluster on this machine's loopback
# ports for trying tpcbench on one, as the tests do (src/test/java/io/tpcbench/it/SpiderCluster.java,
# GaleraCluster.java): Debian's mariadbd processes with data directories of their own under /tmp,
# as user mysql when run as root. It prints the props lines that reach the cluster and runs in the
# foreground; Ctrl-C stops every server and removes their data. Needs mariadb-server, and
# mariadb-plugin-spider (Spider) or galera-4 and rsync (Galera).
set -euo pipefail
. "$(dirname "$0")/tpcbench-env.sh"
case "${1:-}" in
    spider) main=io.tpcbench.it.SpiderCluster ;;
    galera) main=io.tpcbench.it.GaleraCluster ;;
    *) echo "usage: $(basename "$0") spider [DATA_NODES] | galera" >&2; exit 2 ;;
esac
case "${2:-2}" in
    '' | *[!0-9]* | 0) echo "ERROR: DATA_NODES must be a whole number >= 1, not '${2}'" >&2; exit 2 ;;
esac
classpath=$(bench_classpath)
exec "$JAVA_HOME/bin/java" -Xmx256m -cp "$classpath" "$main" "${@:2}"
