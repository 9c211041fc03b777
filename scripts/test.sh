#!/usr/bin/env bash
# `npm test`: what the system must have, then every check, in the order a failure is cheapest to find. Checks that
# leave a core idle run two at a time (the linter beside the type checker, the build beside the integration tests,
# which mostly wait on the cores and exchanges they start); each one's output is printed whole when it ends.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup-system.sh

# Runs two npm scripts side by side; fails (after both end) when either did, naming it.
side_by_side() {
  local dir status=0
  dir="$(mktemp -d)"
  npm run -s "$1" >"$dir/1" 2>&1 &
  local first=$!
  npm run -s "$2" >"$dir/2" 2>&1 &
  local second=$!
  wait "$first" || status=1
  echo "── npm run $1"
  cat "$dir/1"
  wait "$second" || status=$((status + 2))
  echo "── npm run $2"
  cat "$dir/2"
  rm -rf "$dir"
  [ $((status & 1)) -eq 0 ] || echo "npm test: npm run $1 failed" >&2
  [ $((status & 2)) -eq 0 ] || echo "npm test: npm run $2 failed" >&2
  return "$status"
}

side_by_side lint typecheck
npm run -s test:unit
side_by_side test:integration build
npm run -s test:e2e
