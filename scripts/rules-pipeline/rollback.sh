#!/bin/sh
# The manual rollback: `rollback.sh 7` (or v7) publishes published version 7's sources again as a new
# version and withdraws the versions after it; `rollback.sh <git revision>` publishes that revision's
# sources. Either goes to staging and, as after a publish, live at once when one signature suffices.
set -eu
. "$(dirname "$0")/lib.sh"
target=${1:-}
if [ -z "$target" ]; then
  echo "usage: $0 <published version, 7 or v7 | git revision>" >&2
  exit 2
fi
publish_setup

# A version is at most six digits; an abbreviated revision has seven or more characters.
if printf '%s\n' "$target" | grep -Eq '^v?[0-9]{1,6}$'; then
  meridian_s3 rollback "$target" --to "$staging" --out "$out"
else
  meridian_s3 publish --from "$target" --to "$staging" --out "$out"
fi
promote_or_wait "the rollback to $target is"
