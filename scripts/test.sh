#!/usr/bin/env bash
# The whole test suite (the README's `npm test`): types, API unit/integration/end-to-end suites on the
# real PostgreSQL server, PGlite and Redis, front-end unit tests, the production build, then browser
# journeys in Debian's Chromium against the built product on the embedded stack.
set -euo pipefail
cd "$(dirname "$0")/.."
export PUPPETEER_SKIP_DOWNLOAD=1
# The tests run on the Node.js production runs (fetched into .tools/ where the machine's is older).
source scripts/use-node.sh

# Each step's duration, printed as it ends and again together at the end (also when a step fails).
STEP_NAME="" STEP_STARTED=$SECONDS STEP_TIMES=""
end_step() {
  [ -n "$STEP_NAME" ] || return 0
  STEP_TIMES+="$(printf '%6d s  %s' $((SECONDS - STEP_STARTED)) "$STEP_NAME")"$'\n'
  printf '=== %s: %d s ===\n' "$STEP_NAME" $((SECONDS - STEP_STARTED))
  STEP_NAME=""
}
trap 'end_step; printf "\n=== Step durations ===\n%s%6d s  in all\n" "$STEP_TIMES" $SECONDS' EXIT
step() {
  end_step
  STEP_NAME="$*" STEP_STARTED=$SECONDS
  printf '\n=== %s ===\n' "$*"
}

# What a fresh machine lacks: Debian packages (PostgreSQL included; installed only as root), then the
# PostgreSQL and Redis servers the suites use, started when they are installed but not running.
step "System packages and services"
bash scripts/install-system-packages.sh --with-postgresql || echo "Continuing without them: the suites that need them will say so."
bash scripts/ensure-services.sh

step "Translation parity"
node scripts/check-i18n-parity.mjs

# Built first: the process-level API tests (replicas, SIGKILL recovery) and the browser journeys run the build.
step "Build"
npm run build

# The front ends' API contract (contracts/api.ts) is generated from the built API's OpenAPI document: stale fails.
step "API contract up to date"
node contracts/generate.mjs --check

step "API tests (jest); beside them lint, type checks, the front ends' unit tests and the benchmarks"
# The API files run one at a time and leave the second core mostly idle: lint and format (ESLint, Prettier,
# dependency-cruiser), the type checks, the front ends' unit tests (vitest), then every benchmark once in a smoke
# size (so one that no longer runs fails here; its figures mean nothing at that size) use it meanwhile, about
# nine minutes of the CI's 45. Their output is kept, and printed and checked in the next step.
frontend_logs="$(mktemp -d)"
(
  if npm run lint >"$frontend_logs/lint.log" 2>&1; then echo 0; else echo 1; fi >"$frontend_logs/lint.rc"
  if npm run typecheck --workspaces --if-present >"$frontend_logs/types.log" 2>&1; then echo 0; else echo 1; fi >"$frontend_logs/types.rc"
  if npm test -w storefront >"$frontend_logs/storefront.log" 2>&1; then echo 0; else echo 1; fi >"$frontend_logs/storefront.rc"
  if npm test -w backoffice >"$frontend_logs/backoffice.log" 2>&1; then echo 0; else echo 1; fi >"$frontend_logs/backoffice.rc"
  if node bench/run.mjs --smoke --no-build >"$frontend_logs/bench.log" 2>&1; then echo 0; else echo 1; fi >"$frontend_logs/bench.rc"
) &
frontend_pid=$!
# Suites that need servers we cannot run here say so before they are skipped.
[ -n "${EVENTSTORE_URL:-}" ] || echo "Skipped: the EventStoreDB contract suite, because EVENTSTORE_URL is not set (no EventStoreDB on this machine; run npm run test:adapters against docker-compose)."
[ -n "${MONGO_URL:-}" ] || echo "Skipped: the MongoDB contract suite, because MONGO_URL is not set (no MongoDB on this machine; run npm run test:adapters against docker-compose)."
npm test -w api

step "Lint, type checks, unit tests (vitest) and benchmarks (smoke size), run beside the API tests"
wait "$frontend_pid" || true
cat "$frontend_logs"/{lint,types,storefront,backoffice,bench}.log
[ "$(cat "$frontend_logs/lint.rc")" = 0 ] || { echo "Lint or format failed"; exit 1; }
[ "$(cat "$frontend_logs/types.rc")" = 0 ] || { echo "Type check failed"; exit 1; }
[ "$(cat "$frontend_logs/storefront.rc")" = 0 ] || { echo "Storefront unit tests failed"; exit 1; }
[ "$(cat "$frontend_logs/backoffice.rc")" = 0 ] || { echo "Back-office unit tests failed"; exit 1; }
[ "$(cat "$frontend_logs/bench.rc")" = 0 ] || { echo "A benchmark failed at smoke size"; exit 1; }

step "Browser journeys (Chromium)"
node scripts/run-browser-tests.mjs
