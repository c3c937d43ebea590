#!/usr/bin/env bash
# Runs the api's Jest suite against a real PostgreSQL server ("both engines"): the same code and
# migrations as the embedded PGlite default. Installs PostgreSQL from Debian when it is missing,
# starts a throw-away cluster on a free loopback port, runs the suite with DATABASE_URL (each test
# file creates and drops its own database), then stops the server and removes everything.
#
#   bash scripts/test-api-postgres.sh [extra jest args]
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

log() { printf '[test-api-postgres] %s\n' "$*" >&2; }

# Debian keeps the server binaries under /usr/lib/postgresql/<version>/bin (not on PATH); take the
# newest. A pg_ctl elsewhere on PATH is used only as a last resort.
find_bindir() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [[ -n "$dir" && -x "$dir/initdb" && -x "$dir/pg_ctl" ]]; then
    echo "$dir"
    return 0
  fi
  if command -v initdb >/dev/null && command -v pg_ctl >/dev/null; then
    dirname "$(readlink -f "$(command -v pg_ctl)")"
    return 0
  fi
  return 1
}

BINDIR="$(find_bindir || true)"
if [[ -z "$BINDIR" ]]; then
  if [[ "$(id -u)" -ne 0 ]]; then
    log "PostgreSQL is not installed and this is not root: install the 'postgresql' package first."
    exit 1
  fi
  log "installing PostgreSQL from Debian's packages"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  BINDIR="$(find_bindir)"
fi
log "using $("$BINDIR/postgres" --version)"

# PostgreSQL refuses to run as root: use the 'postgres' system user then (created by the package).
RUN_AS=()
if [[ "$(id -u)" -eq 0 ]]; then
  if ! id postgres >/dev/null 2>&1; then
    useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
  fi
  RUN_AS=(runuser -u postgres --)
fi

WORKDIR="$(mktemp -d "${TMPDIR:-/tmp}/api-pg.XXXXXX")"
PGDATA="$WORKDIR/data"
if [[ ${#RUN_AS[@]} -gt 0 ]]; then chown postgres: "$WORKDIR"; fi

cleanup() {
  local status=$?
  if [[ -f "$PGDATA/postmaster.pid" ]]; then
    log "stopping PostgreSQL"
    "${RUN_AS[@]}" "$BINDIR/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$WORKDIR"
  exit "$status"
}
trap cleanup EXIT INT TERM

PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

log "initdb in $PGDATA"
"${RUN_AS[@]}" "$BINDIR/initdb" -D "$PGDATA" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null 2>&1 ||
  "${RUN_AS[@]}" "$BINDIR/initdb" -D "$PGDATA" -U postgres --auth=trust --encoding=UTF8 --no-locale >/dev/null

log "starting PostgreSQL on 127.0.0.1:$PORT"
# Socket in the work dir (not /var/run/postgresql, which may not exist or be writable); fsync off:
# a test cluster trades durability for speed.
"${RUN_AS[@]}" "$BINDIR/pg_ctl" -D "$PGDATA" -l "$WORKDIR/server.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $PORT -k $WORKDIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100" \
  start >/dev/null || { cat "$WORKDIR/server.log" >&2; exit 1; }

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
log "running the api suite with DATABASE_URL=$DATABASE_URL"
cd "$ROOT"
npx jest --selectProjects api -i "$@"
