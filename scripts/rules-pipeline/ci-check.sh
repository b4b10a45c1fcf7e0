#!/bin/sh
# The pull-request check of a configuration change: `meridian ci` against the pull request's base
# branch, with GitHub annotations. The markdown report goes to a file ($MERIDIAN_CI_REPORT, default
# meridian-ci.md) for post-report.mjs, and is then added to the job summary; exits as meridian ci.
set -eu
. "$(dirname "$0")/lib.sh"
need BASE_REF 'the pull request base branch: github.base_ref'
report=${MERIDIAN_CI_REPORT:-meridian-ci.md}

set +e
(
  # meridian ci writes to $GITHUB_STEP_SUMMARY instead of --report when it is set.
  unset GITHUB_STEP_SUMMARY
  meridian ci --base "refs/remotes/origin/$BASE_REF" --report "$report"
)
code=$?
set -e
if [ -n "${GITHUB_STEP_SUMMARY:-}" ] && [ -f "$report" ]; then cat "$report" >>"$GITHUB_STEP_SUMMARY"; fi
exit "$code"
