#!/bin/sh
# Copies the version staged in the store to live once $MERIDIAN_APPROVALS distinct trusted keys
# ($MERIDIAN_RULES_PUBLIC_KEYS, comma-separated, as the site build trusts them) have signed it.
# Exits as `meridian promote` does: 1 when refused (too few signatures, stale, older than live).
set -eu
. "$(dirname "$0")/lib.sh"
store_locations
need MERIDIAN_RULES_PUBLIC_KEYS 'the public keys the site build trusts: repository variable MERIDIAN_RULES_PUBLIC_KEYS'

set -f
IFS=,
# shellcheck disable=SC2086
set -- promote --from "$staging" --to "$live" --threshold "$approvals" --key $MERIDIAN_RULES_PUBLIC_KEYS
if [ -n "${MERIDIAN_RULES_TIMESTAMP_KEYS:-}" ]; then
  # shellcheck disable=SC2086
  set -- "$@" --timestamp-key $MERIDIAN_RULES_TIMESTAMP_KEYS
fi
unset IFS
set +f

meridian_s3 "$@"
summary "Promoted from \`$staging\` to \`$live\` (or nothing new to copy): $approvals approval(s) required."
