#!/usr/bin/env bash
# `npm run bench:search`: starts a throw-away PostgreSQL (scripts/postgres-temp.sh, like
# scripts/test-api-postgres.sh), runs the search benchmark bench/search.ts against it and against
# PGlite, then stops the server and removes everything. Results: bench/results/search.{json,md}.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PG_TEMP_LOG_PREFIX=bench:search
# shellcheck source=scripts/postgres-temp.sh
source "$ROOT/scripts/postgres-temp.sh"

# A small production-like memory setting: the default 128 MB of shared buffers holds the 100,000 profiles anyway.
pg_temp_start -c shared_buffers=256MB

cd "$ROOT"
npx tsx bench/search.ts
