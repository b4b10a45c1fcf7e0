# Sourced by the rules-pipeline scripts: the meridian command, the store's two locations, and the
# trust promote checks against. Everything comes from the environment the workflows set.

# The prebuilt CLI that `npm ci` builds (its `prepare`); the tests point this at the repository's.
MERIDIAN=${MERIDIAN:-npx --no-install meridian}

meridian() {
  # Word splitting of $MERIDIAN is wanted: it is a command with its arguments.
  # shellcheck disable=SC2086
  $MERIDIAN "$@"
}

# Runs meridian with --endpoint when the store is not AWS S3 itself (R2, MinIO).
meridian_s3() {
  if [ -n "${MERIDIAN_S3_ENDPOINT:-}" ]; then
    meridian "$@" --endpoint "$MERIDIAN_S3_ENDPOINT"
  else
    meridian "$@"
  fi
}

# Fails loudly, naming the variable, when a setting the job needs is missing.
need() {
  eval "value=\${$1:-}"
  if [ -z "$value" ]; then
    echo "::error::$0: \$$1 is not set ($2)" >&2
    exit 2
  fi
}

# Appends a line to the job summary when there is one.
summary() {
  if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then printf '%s\n' "$*" >>"$GITHUB_STEP_SUMMARY"; fi
}

store_locations() {
  need MERIDIAN_BUCKET 'the bucket: repository variable MERIDIAN_RULES_BUCKET'
  staging="s3://$MERIDIAN_BUCKET/${MERIDIAN_STAGING_PREFIX:-staging}"
  live="s3://$MERIDIAN_BUCKET/${MERIDIAN_LIVE_PREFIX:-live}"
  approvals=${MERIDIAN_APPROVALS:-1}
  case $approvals in
    '' | *[!0-9]* | 0*)
      echo "::error::$0: \$MERIDIAN_APPROVALS must be a whole number from 1 (it is \"$approvals\")" >&2
      exit 2
      ;;
  esac
}

# For a job that publishes a version: the locations, the CI key, and a fresh folder for what the
# store serves ($out; publish --to reads the store's manifest into it and numbers after it).
publish_setup() {
  store_locations
  need MERIDIAN_RULES_SIGNING_KEY 'the CI signing key: secret MERIDIAN_RULES_SIGNING_KEY'
  # meridian publish and rollback read it: only a commit on the reviewed branch is published.
  need MERIDIAN_REVIEWED_BRANCH 'the reviewed branch, origin/<default branch>: only commits on it are published'
  export MERIDIAN_REVIEWED_BRANCH
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
}

# After a version is staged: live at once when one signature suffices, else what the approvers do.
promote_or_wait() {
  if [ "$approvals" = 1 ]; then
    "$(dirname "$0")/promote.sh"
    return
  fi
  echo "$1 staged at $staging; live is unchanged until $approvals distinct trusted keys have signed."
  echo "each further approver runs:  npx meridian sign $staging --key-file <their key>.pem --reviewed $MERIDIAN_REVIEWED_BRANCH${MERIDIAN_S3_ENDPOINT:+ --endpoint $MERIDIAN_S3_ENDPOINT}"
  echo "then run the rules-publish workflow with \"promote\" (or scripts/rules-pipeline/promote.sh)."
  summary "$1 staged at \`$staging\`: live is unchanged until $approvals distinct trusted keys have signed (\`meridian sign $staging\`), then run *rules-publish* with **promote**."
}
