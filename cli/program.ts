import { Command, Option } from 'commander';
import type { CiOptions } from './commands/ci';
import type { CoverageOptions } from './commands/coverage';
import type { DecideCliOptions } from './commands/decide';
import type { DiffOptions } from './commands/diff';
import type { ExplainOptions } from './commands/explain';
import type { HistoryOptions } from './commands/history';
import type { LintOptions } from './commands/lint';
import type { PromoteOptions } from './commands/promote';
import type { PublishOptions } from './commands/publish';
import type { RollbackOptions } from './commands/rollback';
import type { StatusOptions } from './commands/status';
import type { SignOptions } from './commands/sign';
import type { VerifyOptions } from './commands/verify';
import type { CliIO } from './io';
import { cliVersion } from './version';

/**
 * A fresh `meridian` program per call, so tests can run commands in-process. Each action imports
 * its command when it runs: the prebuilt CLI has one chunk per command, and a start loads only
 * commander and the command called (docs/adr/0202-the-meridian-cli-is-prebuilt-and-split-by-command.md).
 */
export function createProgram(io: CliIO): Command {
  const program = new Command('meridian')
    .description('Lint, test and simulate the Meridian site and compliance configuration')
    .version(cliVersion, '-V, --version', 'print the package version')
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err });

  program
    .command('lint')
    .description('Check sites/ and rules/ against the schemas and for unknown or duplicate names')
    .argument('[paths...]', 'only report errors in these files or folders')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json', 'sarif', 'junit', 'github']).default('text'))
    .addOption(new Option('--fail-severity <severity>', 'lowest severity that exits 1').choices(['error', 'warn']).default('error'))
    .action(async (paths: string[], opts: LintOptions) => {
      (await import('./commands/lint')).lint(io, paths, opts);
    });

  program
    .command('decide')
    .description('Print the Decision for one scenario')
    .option('--site <site>', 'site key or id (overrides facts.site)')
    .option('--facts <file>', 'facts as JSON or YAML; - reads stdin')
    .addOption(new Option('--format <format>', 'output format').choices(['json', 'text']).default('json'))
    .addOption(new Option('--trace <mode>', 'which rules the trace keeps').choices(['fired', 'all', 'none']).default('fired'))
    .action(async (opts: DecideCliOptions) => (await import('./commands/decide')).decideCommand(io, opts));

  program
    .command('test')
    .description('Run the rule tests (rules/tests/*.yaml)')
    .argument('[files...]', 'only these test files')
    .option('-v, --verbose', 'list passing tests too', false)
    .action(async (files: string[], opts: { verbose: boolean }) => (await import('./commands/test')).testCommand(io, files, opts));

  program
    .command('diff')
    .description('What a configuration change does: per-site configuration, and decisions over the scenario matrix')
    .argument(
      '<base>',
      'git revision, folder holding sites/ and rules/, published manifest.json (path or URL), or v<N>: a published version',
    )
    .argument('[head]', 'git revision, folder, published manifest or v<N> (default: the working tree)')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'markdown', 'json']).default('text'))
    .option('--fail-on-change', 'exit 1 when anything changed', false)
    .option('--sites <keys>', 'only these sites (comma-separated)')
    .option('--published <manifest>', 'where v<N> sides are published (default $MERIDIAN_RULES_PUBLISHED, else dist-rules/manifest.json)')
    .action(async (base: string, head: string | undefined, opts: DiffOptions) =>
      (await import('./commands/diff')).diffCommand(io, base, head, opts),
    );

  program
    .command('explain')
    .description('Why an item, feature, dialog, bar or widget is shown or not in one scenario; `redirect`: where it is sent, and why')
    .argument('<id>', 'item, feature, product code, dialog, bar or widget id, or redirect')
    .option('--site <site>', 'site key or id (overrides facts.site)')
    .option('--facts <file>', 'facts as JSON or YAML; - reads stdin')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action(async (id: string, opts: ExplainOptions) => (await import('./commands/explain')).explainCommand(io, id, opts));

  program
    .command('coverage')
    .description('How often each rule fires and each condition holds over the scenario matrix, and what is never reached')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--min <percent>', 'exit 1 when rule or condition coverage is below this percentage')
    .option('--sites <keys>', 'only these sites (comma-separated)')
    .action(async (opts: CoverageOptions) => (await import('./commands/coverage')).coverageCommand(io, opts));

  program
    .command('publish')
    .description(
      'Publish a new signed version of the rule bundle (refused when lint, the rule tests or verify fail, or the working tree has changes)',
    )
    .option('--out <dir>', 'output folder', 'dist-rules')
    .option('--key-file <file>', `Ed25519 private key (PKCS#8 PEM); default $MERIDIAN_RULES_SIGNING_KEY, else the development key`)
    .option('--timestamp-key-file <file>', 'the key that signs freshness; default $MERIDIAN_RULES_TIMESTAMP_KEY, else the signing key')
    .option('--dry-run', 'write nothing: say which sites change and what changes for visitors', false)
    .option('--from <revision>', 'publish the sources of an earlier git revision as a new version (a rollback)')
    .option(
      '--withdraw <versions>',
      'versions the new one withdraws (comma-separated); a rollback withdraws those after its revision by default',
    )
    .option('--expires-in <duration>', 'how long the manifest is fresh (90m, 24h, 7d); default $MERIDIAN_RULES_EXPIRES_IN, else 24h')
    .option('--refresh', 'sign the published version fresh again: same release and approvals, a new expiry', false)
    .option(
      '--allow-dirty',
      'publish from a working tree with changes, for a demo: the bundle is marked and production builds refuse it',
      false,
    )
    .option('--to <s3-url>', 'then upload it to s3://bucket/prefix: site files first, the manifest last')
    .option('--endpoint <url>', 'an S3-compatible endpoint for --to (R2, MinIO)')
    .option('--reviewed <ref>', 'publish only a revision on this branch (origin/main); default $MERIDIAN_REVIEWED_BRANCH')
    .action(async (opts: PublishOptions) => (await import('./commands/publish')).publishCommand(io, opts));

  program
    .command('promote')
    .description('Copy the version staged at --from to --to once enough trusted keys signed it (the site files first, the manifest last)')
    .requiredOption('--from <s3-url>', 'the staging location, s3://bucket/prefix')
    .requiredOption('--to <s3-url>', 'the live location, s3://bucket/prefix')
    .option('--endpoint <url>', 'an S3-compatible endpoint (R2, MinIO)')
    .option('--key <key...>', 'trusted public keys (base64 raw Ed25519 or a PEM file); default the development key')
    .option('--threshold <n>', 'how many distinct trusted keys must have signed (the build threshold)', '1')
    .option('--timestamp-key <key...>', 'keys trusted for the timestamp; default the --key ones')
    .option('--allow-dirty', 'promote a bundle published with --allow-dirty (a demo)', false)
    .action(async (opts: PromoteOptions) => (await import('./commands/promote')).promoteCommand(io, opts));

  program
    .command('rollback')
    .description("Publish a version's sources again as a new version, withdrawing the versions after it (publish --from its revision)")
    .argument('<version>', 'the published version to go back to (7 or v7)')
    .option('--out <dir>', 'the published folder', 'dist-rules')
    .option('--key-file <file>', `Ed25519 private key (PKCS#8 PEM); default $MERIDIAN_RULES_SIGNING_KEY, else the development key`)
    .option('--timestamp-key-file <file>', 'the key that signs freshness; default $MERIDIAN_RULES_TIMESTAMP_KEY, else the signing key')
    .option('--expires-in <duration>', 'how long the manifest is fresh (90m, 24h, 7d); default $MERIDIAN_RULES_EXPIRES_IN, else 24h')
    .option('--dry-run', 'write nothing: say what the rollback would publish and withdraw', false)
    .option('--to <s3-url>', 'then upload it to s3://bucket/prefix (its published versions are the history read)')
    .option('--endpoint <url>', 'an S3-compatible endpoint for --to (R2, MinIO)')
    .option('--reviewed <ref>', 'roll back only to a revision on this branch (origin/main); default $MERIDIAN_REVIEWED_BRANCH')
    .action(async (version: string, opts: RollbackOptions) => (await import('./commands/rollback')).rollbackCommand(io, version, opts));

  program
    .command('sign')
    .description("Add a further approver's signature to a published manifest (four eyes); nothing signed changes")
    .argument('<manifest>', 'path of a manifest.json (or versions/<n>.json), or s3://bucket/prefix[/manifest.json]')
    .option('--key-file <file>', `Ed25519 private key (PKCS#8 PEM); default $MERIDIAN_RULES_SIGNING_KEY, else the development key`)
    .option('--endpoint <url>', 'an S3-compatible endpoint for an s3:// manifest (R2, MinIO)')
    .option('--reviewed <ref>', 'approve only a release whose revision is on this branch (origin/main); default $MERIDIAN_REVIEWED_BRANCH')
    .action(async (manifest: string, opts: SignOptions) => (await import('./commands/sign')).signCommand(io, manifest, opts));

  program
    .command('status')
    .description("A published bundle: version, revision, age, signature and every site file's hash checked")
    .argument('<manifest>', 'path or http(s) URL of a manifest.json')
    .option('--key <key...>', 'trusted public keys (base64 raw Ed25519 or a PEM file); default the development key')
    .option('--threshold <n>', 'how many distinct trusted keys must have signed (the build threshold)', '1')
    .option('--timestamp-key <key...>', 'keys trusted for the timestamp; default the --key ones')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action(async (manifest: string, opts: StatusOptions) => (await import('./commands/status')).statusCommand(io, manifest, opts));

  program
    .command('history')
    .description('Every published version beside a manifest: time, revision, signers, expiry, and whether it was withdrawn')
    .argument('<manifest>', 'path of a manifest.json (or its folder), or its http(s) URL')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action(async (manifest: string, opts: HistoryOptions) => (await import('./commands/history')).historyCommand(io, manifest, opts));

  program
    .command('verify')
    .description(
      'Prove the policies (rules/policies/*.yaml) over every class of visitor the rules can tell apart; exit 1 when one is violated, or unproven without an acceptance',
    )
    .option('--policy <id>', 'only this policy')
    .addOption(
      new Option('--format <format>', 'output format (--mutate: text or json)')
        .choices(['text', 'json', 'sarif', 'junit', 'markdown'])
        .default('text'),
    )
    .option('--shard <i/n>', 'only the i-th of n equal parts of the policies, or of the mutants (a CI job matrix)')
    .option('--mutate', 'mutation score: change each rule one way at a time; report the mutants no rule test and no policy detects')
    .option('--min-score <pct>', 'with --mutate: exit 1 below this score (default 90)')
    .action(async (opts: VerifyOptions) => (await import('./commands/verify')).verifyCommand(io, opts));

  program
    .command('ci')
    .description(
      'Compile once and run lint, the rule tests, verify, the decision diff against a base and a dry-run publish; exit 1 naming the steps that failed',
    )
    .option('--base <base>', 'git revision, folder or published manifest to diff against (default origin/main when it exists)')
    .option('--report <file>', 'the markdown report, when $GITHUB_STEP_SUMMARY is not set', 'meridian-ci.md')
    .option('--annotations', 'GitHub annotations (::error file=…) even outside GitHub Actions', false)
    .option('--junit <file>', 'also write JUnit XML')
    .option('--sarif <file>', 'also write SARIF 2.1.0')
    .option('--out <dir>', 'the published folder the dry-run publish compares with', 'dist-rules')
    .option('--fail-on-change', 'the diff step fails when anything changed', false)
    .option('--sites <keys>', 'diff only these sites (comma-separated)')
    .action(async (opts: CiOptions) => (await import('./commands/ci')).ciCommand(io, opts));

  return program;
}
