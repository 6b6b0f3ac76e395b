#!/usr/bin/env bash
# Start a throw-away PostgreSQL server on loopback for the test suite (Debian's postgresql package).
# Usage: scripts/postgres.sh start|stop   (prints the DATABASE_URL on start)
set -euo pipefail
PGPORT="${PGPORT:-55432}"
PGDIR="${PGDIR:-/tmp/wama-pg}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
if [ -z "$BIN" ]; then
  echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2
  exit 1
fi
RUN_AS=()
if [ "$(id -u)" = 0 ]; then RUN_AS=(runuser -u postgres --); fi

case "${1:-start}" in
  start)
    if [ ! -f "$PGDIR/PG_VERSION" ]; then
      mkdir -p "$PGDIR"
      [ "$(id -u)" = 0 ] && chown postgres "$PGDIR"
      "${RUN_AS[@]}" "$BIN/initdb" -D "$PGDIR" -U wama --auth=trust >/dev/null
    fi
    if ! "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$PGDIR" status >/dev/null 2>&1; then
      "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$PGDIR" -l "$PGDIR/server.log" -w \
        -o "-p $PGPORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
    fi
    echo "postgres://wama@127.0.0.1:$PGPORT/postgres"
    ;;
  createdb)
    "${RUN_AS[@]}" "$BIN/dropdb" -h 127.0.0.1 -p "$PGPORT" -U wama --if-exists "$2" >/dev/null
    "${RUN_AS[@]}" "$BIN/createdb" -h 127.0.0.1 -p "$PGPORT" -U wama "$2"
    echo "postgres://wama@127.0.0.1:$PGPORT/$2"
    ;;
  stop)
    "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$PGDIR" -m fast stop >/dev/null 2>&1 || true
    ;;
esac
