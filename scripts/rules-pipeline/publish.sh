#!/bin/sh
# The publish on merge: publishes the checked-out configuration as a new version signed with the CI
# key, uploads it to the store's staging location, and promotes it to live at once when the
# deployment asks one signature ($MERIDIAN_APPROVALS=1). With more, the version stays staged until
# the approvers have run `meridian sign` on it and someone runs promote.sh (the workflow's promote).
set -eu
. "$(dirname "$0")/lib.sh"
publish_setup

meridian_s3 publish --to "$staging" --out "$out"
promote_or_wait 'the new version is'
