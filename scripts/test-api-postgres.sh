#!/usr/bin/env bash
# Runs the api's Vitest suite against a real PostgreSQL server ("both engines"): the same code and
# migrations as the embedded PGlite default. Installs PostgreSQL from Debian when it is missing,
# starts a throw-away cluster on a free loopback port, runs the suite with DATABASE_URL (each test
# file creates and drops its own database), then stops the server and removes everything
# (scripts/postgres-temp.sh does the server part).
#
#   bash scripts/test-api-postgres.sh [extra vitest args]
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PG_TEMP_LOG_PREFIX=test-api-postgres
# shellcheck source=scripts/postgres-temp.sh
source "$ROOT/scripts/postgres-temp.sh"

pg_temp_start

log "running the api suite with DATABASE_URL=$DATABASE_URL"
cd "$ROOT"
npx vitest run --root api --maxWorkers=1 "$@"
