import { Command, Option } from 'commander';
import { decideCommand } from './commands/decide';
import { lint } from './commands/lint';
import { testCommand } from './commands/test';
import type { CliIO } from './io';

/** A fresh `meridian` program per call, so tests can run commands in-process. */
export function createProgram(io: CliIO): Command {
  const program = new Command('meridian')
    .description('Lint, test and simulate the Meridian site and compliance configuration')
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err });

  program.command('lint')
    .description('Check sites/ and rules/ against the schemas and for unknown or duplicate names')
    .argument('[paths...]', 'only report errors in these files or folders')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action((paths: string[], opts: { format: 'text' | 'json' }) => lint(io, paths, opts));

  program.command('decide')
    .description('Print the Decision for one scenario')
    .option('--site <site>', 'site key or id (overrides facts.site)')
    .option('--facts <file>', 'facts as JSON or YAML; - reads stdin')
    .addOption(new Option('--format <format>', 'output format').choices(['json', 'text']).default('json'))
    .addOption(new Option('--trace <mode>', 'which rules the trace keeps').choices(['fired', 'all', 'none']).default('fired'))
    .action((opts) => decideCommand(io, opts));

  program.command('test')
    .description('Run the rule tests (rules/tests/*.yaml)')
    .argument('[files...]', 'only these test files')
    .option('-v, --verbose', 'list passing tests too', false)
    .action((files: string[], opts: { verbose: boolean }) => testCommand(io, files, opts));

  return program;
}
