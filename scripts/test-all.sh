#!/usr/bin/env bash
# `npm run test:all`: every check, in the order CI runs them (decision 195). Fails on the first failing step; prints
# each step's time and, at the end, the wall time of the whole run.
set -euo pipefail
cd "$(dirname "$0")/.."

run_start=$SECONDS
step_name=""
step_start=$SECONDS
timings=()
finish_step() {
  if [ -n "$step_name" ]; then timings+=("$(printf '%5ss  %s' "$((SECONDS - step_start))" "$step_name")"); fi
}
step() {
  finish_step
  step_name="$*"
  step_start=$SECONDS
  printf '\n==> %s\n' "$*"
}
report() {
  local status=$?
  finish_step
  printf '\n==> step times\n'
  printf '%s\n' "${timings[@]}"
  local total=$((SECONDS - run_start))
  printf '==> test:all %s after %dm%02ds (%d s)\n' "$([ "$status" -eq 0 ] && echo passed || echo FAILED)" \
    "$((total / 60))" "$((total % 60))" "$total"
}
trap report EXIT

# The date-sensitive files run once more at a moved date (TEST_TODAY, tests/setup/clock.mjs): the next 15 July, the
# summer break between two seasons, when campuses run and the season's registrations are open. A failure prints
# the date; `TEST_TODAY=YYYY-MM-DD npx vitest run <file>` reproduces it.
moved_date="${CI_MOVED_DATE:-$(node -e '
  const t = new Date(); const y = t.getUTCFullYear();
  const july = new Date(Date.UTC(y, 6, 15));
  console.log((t < july ? july : new Date(Date.UTC(y + 1, 6, 15))).toISOString().slice(0, 10));')}"
date_sensitive=(
  tests/api/seasons.test.ts tests/api/seasons-edit.test.ts tests/api/matches-seasons.test.ts
  tests/api/public-content.test.ts tests/api/calendar-subscription.test.ts tests/api/albums.test.ts
  tests/api/campus-*.test.ts tests/api/family-page-*.test.ts tests/api/retention*.test.ts
  tests/api/registrations.test.ts tests/api/no-duplicate-children.test.ts tests/api/public-cache-lists.test.ts
  tests/api/healthz.test.ts tests/unit/*date*.test.ts
)

step "lint";       npm run --silent lint
# beside NAME COMMAND…: runs COMMAND in the background beside the next step; `await_beside` waits for it, prints its
# output and time, and fails the run if it failed. For a check that keeps one core busy beside a step that leaves
# part of the machine idle (one at a time).
beside() {
  beside_name=$1
  shift
  beside_log="$(mktemp)"
  printf '\n==> %s (beside the next step)\n' "$beside_name"
  ( start=$SECONDS; "$@" >"$beside_log" 2>&1; echo $? >"$beside_log.status"; echo $((SECONDS - start)) >"$beside_log.seconds" ) &
  beside_pid=$!
}
await_beside() {
  wait "$beside_pid" || true
  timings+=("$(printf '%5ss  %s' "$(cat "$beside_log.seconds")" "$beside_name (beside)")")
  printf '\n==> %s (beside): %s s\n' "$beside_name" "$(cat "$beside_log.seconds")"
  cat "$beside_log"
  if [ "$(cat "$beside_log.status")" != "0" ]; then echo "$beside_name FAILED" >&2; exit 1; fi
}

# (The type check beside the first test pass was tried: tsc took 41 s instead of 19 and the pass 183 s instead of
# 128–159, so it runs alone.)
step "typecheck";  npm run --silent typecheck
PG_URL="${PG_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if pg_isready -q -d "$PG_URL" 2>/dev/null; then
  # PostgreSQL is the main pass (decision 204): every unit and API test once, on the database that runs the club's
  # site in production. PGlite, the embedded default, then runs what is its own: the servers and tools started on a
  # DATA_DIR (process), crash and backup on its files (per-database), the date-sensitive files below, and every
  # browser test (their servers run on PGlite).
  step "unit + API tests on PostgreSQL (Node $(node --version))"
  TEST_DATABASE_URL="$PG_URL" npx vitest run --project unit --project api --project per-database
  step "PGlite: servers and tools on a DATA_DIR, crash and backup"
  npx vitest run --project process --project per-database
else
  if [ -n "${CI:-}" ]; then echo "PostgreSQL is not reachable at $PG_URL" >&2; exit 1; fi
  echo "PostgreSQL not reachable at $PG_URL: every test runs on PGlite (CI requires PostgreSQL)"
  step "unit + API tests on PGlite (Node $(node --version))"
  npx vitest run
fi

step "date-sensitive tests with the clock moved to $moved_date (PGlite)"
TEST_TODAY="$moved_date" npx vitest run --project unit --project api "${date_sensitive[@]}"

step "build";       npm run --silent build
step "size budget"; node scripts/check-size.mjs
step "browser tests (system Chromium)"
npx playwright test

# The machine's own Node (decision 020): the package needs Node >= 22, but a newcomer's machine may have an older
# one; the README's `npm start` must still work there. Beside the benchmark's smoke run, whose parts wait on servers
# and sweeps for much of their minute.
machine_node_smoke=""
if [ -n "${MACHINE_NODE:-}" ] && [ "$("$MACHINE_NODE" --version)" != "$(node --version)" ]; then
  machine_node_smoke=1
  beside "npm start on the machine's Node ($("$MACHINE_NODE" --version))" "$MACHINE_NODE" scripts/smoke-start.mjs
fi
step "benchmark smoke run"
npm run --silent bench:smoke
finish_step
step_name=""
if [ -n "$machine_node_smoke" ]; then await_beside; fi
