import { Command, Option } from 'commander';
import { decideCommand } from './commands/decide';
import { coverageCommand } from './commands/coverage';
import { diffCommand } from './commands/diff';
import { explainCommand } from './commands/explain';
import { lint, type LintOptions } from './commands/lint';
import { publishCommand } from './commands/publish';
import { statusCommand } from './commands/status';
import { testCommand } from './commands/test';
import type { CliIO } from './io';
import { cliVersion } from './version';

/** A fresh `meridian` program per call, so tests can run commands in-process. */
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
    .action((paths: string[], opts: LintOptions) => lint(io, paths, opts));

  program
    .command('decide')
    .description('Print the Decision for one scenario')
    .option('--site <site>', 'site key or id (overrides facts.site)')
    .option('--facts <file>', 'facts as JSON or YAML; - reads stdin')
    .addOption(new Option('--format <format>', 'output format').choices(['json', 'text']).default('json'))
    .addOption(new Option('--trace <mode>', 'which rules the trace keeps').choices(['fired', 'all', 'none']).default('fired'))
    .action((opts) => decideCommand(io, opts));

  program
    .command('test')
    .description('Run the rule tests (rules/tests/*.yaml)')
    .argument('[files...]', 'only these test files')
    .option('-v, --verbose', 'list passing tests too', false)
    .action((files: string[], opts: { verbose: boolean }) => testCommand(io, files, opts));

  program
    .command('diff')
    .description('What a configuration change does: per-site configuration, and decisions over the scenario matrix')
    .argument('<base>', 'git revision or folder holding sites/ and rules/')
    .argument('[head]', 'git revision or folder (default: the working tree)')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'markdown', 'json']).default('text'))
    .option('--fail-on-change', 'exit 1 when anything changed', false)
    .option('--sites <keys>', 'only these sites (comma-separated)')
    .action((base: string, head: string | undefined, opts) => diffCommand(io, base, head, opts));

  program
    .command('explain')
    .description('Why an item, feature, dialog, bar or widget is shown or not in one scenario; `redirect`: where it is sent, and why')
    .argument('<id>', 'item, feature, product code, dialog, bar or widget id, or redirect')
    .option('--site <site>', 'site key or id (overrides facts.site)')
    .option('--facts <file>', 'facts as JSON or YAML; - reads stdin')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action((id: string, opts) => explainCommand(io, id, opts));

  program
    .command('coverage')
    .description('How often each rule fires and each condition holds over the scenario matrix, and what is never reached')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--min <percent>', 'exit 1 when rule or condition coverage is below this percentage')
    .option('--sites <keys>', 'only these sites (comma-separated)')
    .action((opts) => coverageCommand(io, opts));

  program
    .command('publish')
    .description('Publish a new signed version of the rule bundle (refused when lint or the rule tests fail)')
    .option('--out <dir>', 'output folder', 'dist-rules')
    .option('--key-file <file>', `Ed25519 private key (PKCS#8 PEM); default $MERIDIAN_RULES_SIGNING_KEY, else the development key`)
    .option('--dry-run', 'write nothing: say which sites change and what changes for visitors', false)
    .option('--from <revision>', 'publish the sources of an earlier git revision as a new version (a rollback)')
    .action((opts) => publishCommand(io, opts));

  program
    .command('status')
    .description("A published bundle: version, revision, age, signature and every site file's hash checked")
    .argument('<manifest>', 'path of a manifest.json')
    .option('--key <key...>', 'trusted public keys (base64 raw Ed25519 or a PEM file); default the development key')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action((manifest: string, opts) => statusCommand(io, manifest, opts));

  return program;
}
