#!/usr/bin/env bash
# The task part of `verify` (docs/adr/0073-ci-runs-the-longest-suites-first.md): the builds first,
# then the browser suites (the longest) beside every other check.
set -euo pipefail

logs=(--output-logs=new-only)

turbo run build generate --concurrency=2 "${logs[@]}"

# --only: what these tasks depend on was built just above, and is not restored from the cache
# again while the other run reads it.
turbo run test:storybook test:e2e --only --concurrency=2 "${logs[@]}" &
browser_suites=$!

if ! turbo run generate:check typecheck lint test test:static test:pack test:budgets \
  --only --concurrency=2 "${logs[@]}"; then
  kill "$browser_suites" 2>/dev/null || true
  wait "$browser_suites" 2>/dev/null || true
  exit 1
fi
wait "$browser_suites"
