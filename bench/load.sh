#!/usr/bin/env bash
# `npm run bench:load`: the load benchmark bench/load.mjs on PGlite (embedded), then on a throw-away
# PostgreSQL (scripts/postgres-temp.sh, like bench/search.sh). Results: bench/results/load.{json,md}.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
DATABASE_URL= node bench/load.mjs

PG_TEMP_LOG_PREFIX=bench:load
# shellcheck source=scripts/postgres-temp.sh
source "$ROOT/scripts/postgres-temp.sh"
pg_temp_start
node bench/load.mjs
