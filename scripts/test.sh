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
# How busy the machine's cores were over the run (from /proc/stat): a slow run on an idle machine is the suites'
# own doing; a slow run with little idle time or much stolen by the host is a busy machine.
CPU_AT_START="$(head -1 /proc/stat 2>/dev/null || true)"
cpu_report() {
  [ -n "$CPU_AT_START" ] || return 0
  # Fields after "cpu": user nice system idle iowait irq softirq steal.
  read -r _ u1 n1 s1 i1 w1 q1 sq1 st1 _ <<<"$CPU_AT_START"
  read -r _ u2 n2 s2 i2 w2 q2 sq2 st2 _ < /proc/stat
  local busy=$(((u2 + n2 + s2 + q2 + sq2) - (u1 + n1 + s1 + q1 + sq1))) idle=$((i2 - i1)) wait=$((w2 - w1))
  local steal=$((st2 - st1))
  local all=$((busy + idle + wait + steal))
  [ "$all" -gt 0 ] || return 0
  printf 'CPU over the run (%d cores): busy %d %%, idle %d %%, waiting on disk %d %%, stolen by the host %d %%\n' \
    "$(nproc)" $((100 * busy / all)) $((100 * idle / all)) $((100 * wait / all)) $((100 * steal / all))
}
end_step() {
  [ -n "$STEP_NAME" ] || return 0
  STEP_TIMES+="$(printf '%6d s  %s' $((SECONDS - STEP_STARTED)) "$STEP_NAME")"$'\n'
  printf '=== %s: %d s ===\n' "$STEP_NAME" $((SECONDS - STEP_STARTED))
  STEP_NAME=""
}
trap 'end_step; printf "\n=== Step durations ===\n%s%6d s  in all\n" "$STEP_TIMES" $SECONDS; cpu_report' EXIT
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

step "API tests (jest) and, beside them, the browser journeys; then unit tests, lint, type checks, benchmarks"
# Two lanes, one per core. The API files run one at a time (jest, the longest part); the browser journeys run the
# built product on the embedded stack (its own data folder and Redis prefix), so neither sees the other's data.
# The quicker parts (the front ends' unit tests, lint and format with ESLint, Prettier and dependency-cruiser, the
# type checks, every benchmark once in a smoke size so that one which no longer runs fails here) are taken in turn
# by whichever lane is free first: on a quiet hour the journeys' lane takes them all while jest runs, while on a
# slow one the journeys slow down more than jest (Chromium is most of their time) and jest's lane takes the last of
# them. A part is claimed by creating its folder (atomic), so each runs once.
# The output of the parts is kept and printed, with each part's duration, when both lanes are done.
# Every part has a time limit, well above its time on a slow hour of this shared machine: a part that hangs (a
# render loop spinning a test worker, where the runner's own test timeout never fires) fails with its name and log
# instead of holding the whole run.
lane_logs="$(mktemp -d)"
run_logged() {
  local name=$1 limit=$2 lane=$3 started=$SECONDS rc=0
  shift 3
  timeout --kill-after=30 "$limit" "$@" >"$lane_logs/$name.log" 2>&1 || rc=$?
  [ "$rc" != 124 ] || echo "Timed out: $name ran past its limit of $limit s" >>"$lane_logs/$name.log"
  echo "$rc" >"$lane_logs/$name.rc"
  printf '%6d s  %s (%s)\n' $((SECONDS - started)) "$name" "$lane" >>"$lane_logs/durations"
}
# The parts either lane takes, longest first, each with its time limit in seconds.
take_quick_parts() {
  local lane=$1
  claim() { mkdir "$lane_logs/claimed-$1" 2>/dev/null; }
  ! claim storefront || run_logged storefront 1500 "$lane" npm test -w storefront
  ! claim bench || run_logged bench 900 "$lane" node bench/run.mjs --smoke --no-build
  ! claim lint || run_logged lint 600 "$lane" npm run lint
  ! claim types || run_logged types 600 "$lane" npm run typecheck --workspaces --if-present
  ! claim backoffice || run_logged backoffice 600 "$lane" npm test -w backoffice
}
(
  run_logged journeys 3300 "second lane" node scripts/run-browser-tests.mjs
  take_quick_parts "second lane"
) &
lane_pid=$!
trap 'kill "$lane_pid" 2>/dev/null || true; end_step; printf "\n=== Step durations ===\n%s%6d s  in all\n" "$STEP_TIMES" $SECONDS; cpu_report' EXIT
# Suites that need servers we cannot run here say so before they are skipped.
[ -n "${EVENTSTORE_URL:-}" ] || echo "Skipped: the EventStoreDB contract suite, because EVENTSTORE_URL is not set (no EventStoreDB on this machine; run npm run test:adapters against docker-compose)."
[ -n "${MONGO_URL:-}" ] || echo "Skipped: the MongoDB contract suite, because MONGO_URL is not set (no MongoDB on this machine; run npm run test:adapters against docker-compose)."
api_started=$SECONDS api_rc=0
timeout --kill-after=30 3600 npm test -w api || api_rc=$?
[ "$api_rc" != 124 ] || echo "Timed out: the API tests ran past their limit of 3600 s"
printf '%6d s  %s\n' $((SECONDS - api_started)) "API tests (jest, first lane)" >>"$lane_logs/durations"
take_quick_parts "first lane"

step "Browser journeys, unit tests (vitest), lint, type checks and benchmarks (smoke size): their output"
wait "$lane_pid" || true
failed=""
[ "$api_rc" = 0 ] || failed+=" API-tests"
# The parts that passed first, the failed ones last: what a CI report shows of a long output is its end.
for name in lint types bench journeys storefront backoffice; do
  [ "$(cat "$lane_logs/$name.rc" 2>/dev/null)" = 0 ] || { failed+=" $name"; continue; }
  printf '\n--- %s ---\n' "$name"
  cat "$lane_logs/$name.log"
done
for name in $failed; do
  [ -f "$lane_logs/$name.log" ] || continue # the API tests printed as they ran
  printf '\n--- %s (failed) ---\n' "$name"
  cat "$lane_logs/$name.log"
done
printf '\n--- durations in the two lanes ---\n'
cat "$lane_logs/durations"
[ -z "$failed" ] || { echo "Failed:$failed"; exit 1; }
