#!/bin/sh
# The scheduled refresh: signs a new timestamp on what live serves (same release, same signatures,
# a later expiry), then on what staging holds, so a version awaiting approvers does not expire
# there. Needs only the timestamp key, and the public keys the site build trusts: a release is
# renewed only when they signed it (live: $MERIDIAN_APPROVALS of them; staging: one, as it awaits
# its approvers), no version file withdraws it and none is newer (docs/rules-bundles.md).
set -eu
. "$(dirname "$0")/lib.sh"
store_locations
need MERIDIAN_RULES_TIMESTAMP_KEY 'the timestamp key: secret MERIDIAN_RULES_TIMESTAMP_KEY'
need MERIDIAN_RULES_PUBLIC_KEYS 'the public keys the site build trusts: repository variable MERIDIAN_RULES_PUBLIC_KEYS'

# Each location has its own --out: publish --to reads the store's manifest into an empty one.
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
(
  export MERIDIAN_RULES_THRESHOLD="$approvals"
  meridian_s3 publish --refresh --to "$live" --out "$out/live"
)
(
  export MERIDIAN_RULES_THRESHOLD=1
  meridian_s3 publish --refresh --to "$staging" --out "$out/staging"
)
summary "Refreshed the expiry of \`$live\` and \`$staging\`."
