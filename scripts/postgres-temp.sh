# Throw-away PostgreSQL server, sourced (not run) by scripts/test-api-postgres.sh and
# bench/search.sh. Installs PostgreSQL from Debian when it is missing, initdb's a cluster into a temp
# dir, starts it on a free loopback port (as the 'postgres' user when run as root: the server refuses
# root) and exports DATABASE_URL. An EXIT/INT/TERM trap stops the server and removes everything.
#
#   source scripts/postgres-temp.sh
#   pg_temp_start [extra postgres -c settings...]   # e.g. pg_temp_start -c shared_buffers=256MB
#   ... use $DATABASE_URL, $PG_TEMP_PORT, $PG_TEMP_BINDIR, "${PG_TEMP_RUN_AS[@]}" ...
#
# PG_TEMP_LOG_PREFIX names the caller in log lines (default: postgres-temp).

log() { printf '[%s] %s\n' "${PG_TEMP_LOG_PREFIX:-postgres-temp}" "$*" >&2; }

# Debian keeps the server binaries under /usr/lib/postgresql/<version>/bin (not on PATH); take the
# newest. A pg_ctl elsewhere on PATH is used only as a last resort.
pg_temp_find_bindir() {
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

pg_temp_cleanup() {
  local status=$?
  if [[ -n "${PG_TEMP_DATA:-}" && -f "$PG_TEMP_DATA/postmaster.pid" ]]; then
    log "stopping PostgreSQL"
    "${PG_TEMP_RUN_AS[@]}" "$PG_TEMP_BINDIR/pg_ctl" -D "$PG_TEMP_DATA" -m fast -w stop >/dev/null 2>&1 || true
  fi
  if [[ -n "${PG_TEMP_WORKDIR:-}" ]]; then rm -rf "$PG_TEMP_WORKDIR"; fi
  exit "$status"
}

pg_temp_start() {
  PG_TEMP_BINDIR="$(pg_temp_find_bindir || true)"
  if [[ -z "$PG_TEMP_BINDIR" ]]; then
    if [[ "$(id -u)" -ne 0 ]]; then
      log "PostgreSQL is not installed and this is not root: install the 'postgresql' package first."
      exit 1
    fi
    log "installing PostgreSQL from Debian's packages"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    PG_TEMP_BINDIR="$(pg_temp_find_bindir)"
  fi
  log "using $("$PG_TEMP_BINDIR/postgres" --version)"

  # PostgreSQL refuses to run as root: use the 'postgres' system user then (created by the package).
  PG_TEMP_RUN_AS=()
  if [[ "$(id -u)" -eq 0 ]]; then
    if ! id postgres >/dev/null 2>&1; then
      useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
    fi
    PG_TEMP_RUN_AS=(runuser -u postgres --)
  fi

  PG_TEMP_WORKDIR="$(mktemp -d "${TMPDIR:-/tmp}/api-pg.XXXXXX")"
  PG_TEMP_DATA="$PG_TEMP_WORKDIR/data"
  if [[ ${#PG_TEMP_RUN_AS[@]} -gt 0 ]]; then chown postgres: "$PG_TEMP_WORKDIR"; fi
  trap pg_temp_cleanup EXIT INT TERM

  PG_TEMP_PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

  log "initdb in $PG_TEMP_DATA"
  "${PG_TEMP_RUN_AS[@]}" "$PG_TEMP_BINDIR/initdb" -D "$PG_TEMP_DATA" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null 2>&1 ||
    "${PG_TEMP_RUN_AS[@]}" "$PG_TEMP_BINDIR/initdb" -D "$PG_TEMP_DATA" -U postgres --auth=trust --encoding=UTF8 --no-locale >/dev/null

  log "starting PostgreSQL on 127.0.0.1:$PG_TEMP_PORT"
  # Socket in the work dir (not /var/run/postgresql, which may not exist or be writable); fsync off:
  # a throw-away cluster trades durability for speed. Extra arguments are more server options.
  "${PG_TEMP_RUN_AS[@]}" "$PG_TEMP_BINDIR/pg_ctl" -D "$PG_TEMP_DATA" -l "$PG_TEMP_WORKDIR/server.log" -w -t 60 \
    -o "-h 127.0.0.1 -p $PG_TEMP_PORT -k $PG_TEMP_WORKDIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100 $*" \
    start >/dev/null || { cat "$PG_TEMP_WORKDIR/server.log" >&2; exit 1; }

  export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_TEMP_PORT/postgres"
}
