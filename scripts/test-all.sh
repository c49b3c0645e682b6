#!/usr/bin/env bash
# `npm run test:all`: every check, in the order CI runs them. Fails on the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "lint";       npm run --silent lint
step "typecheck";  npm run --silent typecheck
step "unit + API tests on PGlite (Node $(node --version))"
npx vitest run

# The same suite on the machine's own Node when CI runs the checks on another one (.ci/run, decision 020).
if [ -n "${MACHINE_NODE:-}" ] && [ "$("$MACHINE_NODE" --version)" != "$(node --version)" ]; then
  step "unit + API tests on PGlite (machine's Node $("$MACHINE_NODE" --version))"
  "$MACHINE_NODE" node_modules/vitest/vitest.mjs run
fi

PG_URL="${PG_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if pg_isready -q -d "$PG_URL" 2>/dev/null; then
  db="ci_$(date +%s)_$$"
  psql -q "$PG_URL" -c "create database $db" >/dev/null
  trap 'psql -q "$PG_URL" -c "drop database if exists $db with (force)" >/dev/null 2>&1 || true' EXIT
  test_url="${PG_URL%/*}/$db"
  step "unit + API tests on PostgreSQL ($db)"
  TEST_DATABASE_URL="$test_url" npx vitest run
else
  if [ -n "${CI:-}" ]; then echo "PostgreSQL is not reachable at $PG_URL" >&2; exit 1; fi
  echo "PostgreSQL not reachable at $PG_URL: skipping the PostgreSQL run (CI requires it)"
fi

step "build";       npm run --silent build
step "size budget"; node scripts/check-size.mjs
step "browser tests (system Chromium)"
npx playwright test
