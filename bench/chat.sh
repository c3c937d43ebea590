#!/usr/bin/env bash
# `npm run bench:chat`: the chat delivery benchmark bench/chat.mjs on PGlite (embedded), then on PostgreSQL with
# one api process and with two (members split across them). PostgreSQL: the server of DATABASE_URL when it is
# given (the bench makes and drops its own database `bench_chat` there), otherwise a throw-away cluster from
# scripts/postgres-temp.sh (like bench/load.sh), stopped and removed on every exit by its trap. bench/chat.mjs
# stops its api processes and removes its temp folders itself, also on failure.
# Between them bench/chat-notify.ts measures the NOTIFY ceiling on a throw-away cluster with durable commits.
# Results: bench/results/chat.{json,md} and chat-notify.json. BENCH_SKIP_PGLITE=1 / BENCH_SKIP_POSTGRES=1 /
# BENCH_SKIP_NOTIFY=1 leave a part out.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export BENCH_COMMAND="npm run bench:chat"

if [[ "${BENCH_SKIP_PGLITE:-}" != 1 ]]; then
  DATABASE_URL= BENCH_PROCESSES=1 node bench/chat.mjs
fi

if [[ "${BENCH_SKIP_POSTGRES:-}" != 1 && "${BENCH_SKIP_NOTIFY:-}" != 1 ]]; then
  # The NOTIFY ceiling on a cluster of its own with durable commits (fsync on: the throw-away default of off
  # hides the commit wait that NOTIFY's lock serialises). A subshell: its trap removes that cluster on its exit.
  (
    PG_TEMP_LOG_PREFIX=bench:chat:notify
    # shellcheck source=scripts/postgres-temp.sh
    source "$ROOT/scripts/postgres-temp.sh"
    pg_temp_start -c fsync=on -c synchronous_commit=on
    node --import tsx bench/chat-notify.ts bench/results/chat-notify.json
  )
fi

if [[ "${BENCH_SKIP_POSTGRES:-}" != 1 ]]; then
  if [[ -z "${DATABASE_URL:-}" ]]; then
    PG_TEMP_LOG_PREFIX=bench:chat
    # shellcheck source=scripts/postgres-temp.sh
    source "$ROOT/scripts/postgres-temp.sh"
    # Two api processes hold 10 pool connections and a listener each: the default 100 is plenty.
    pg_temp_start
  fi
  BENCH_PROCESSES=1 node bench/chat.mjs
  BENCH_PROCESSES=2 node bench/chat.mjs
fi
