#!/bin/sh
# The scheduled refresh: signs a new timestamp on what live serves (same release, same signatures,
# a later expiry), then on what staging holds, so a version awaiting approvers does not expire
# there. Needs only the timestamp key.
set -eu
. "$(dirname "$0")/lib.sh"
store_locations
need MERIDIAN_RULES_TIMESTAMP_KEY 'the timestamp key: secret MERIDIAN_RULES_TIMESTAMP_KEY'

# Each location has its own --out: publish --to reads the store's manifest into an empty one.
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
meridian_s3 publish --refresh --to "$live" --out "$out/live"
meridian_s3 publish --refresh --to "$staging" --out "$out/staging"
summary "Refreshed the expiry of \`$live\` and \`$staging\`."
