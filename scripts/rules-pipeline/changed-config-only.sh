#!/bin/sh
# Does the change from <base> to <head> touch only configuration (sites/, rules/, locales/,
# scenarios/)? Prints config-only=true|false, and writes it to $GITHUB_OUTPUT for the next jobs.
# A rename counts on both sides; no change at all, or an unreadable base, is not config-only.
set -eu
base=${1:?usage: $0 <base> [head]}
head=${2:-HEAD}

files=$(git diff --name-only --no-renames "$base...$head")
if [ -z "$files" ]; then
  only=false
elif printf '%s\n' "$files" | grep -Evq '^(sites|rules|locales|scenarios)/'; then
  only=false
else
  only=true
fi
echo "config-only=$only"
if [ -n "${GITHUB_OUTPUT:-}" ]; then echo "config-only=$only" >>"$GITHUB_OUTPUT"; fi
