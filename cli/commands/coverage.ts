import { coverage, type CoverageReport } from '../../src/analysis/coverage';
import { standardMatrix } from '../../src/analysis/scenario-matrix';
import { CliExit, type CliIO } from '../io';
import { textLines } from '../escape-output';
import { loadConfigOrExit } from '../load-config';
import { loadPersonasOrExit } from '../load-personas';
import { siteList } from '../site-list';

export interface CoverageOptions {
  format: 'text' | 'json';
  min?: string;
  sites?: string;
}

function formatText(r: CoverageReport): string {
  const fired = r.rules.length - r.neverFired.length;
  const outcomes = r.rules.reduce((n, x) => n + x.conditions.length * 2, 0);
  const lines = [
    `Coverage over ${r.scenarios} scenarios (standard matrix): rules ${r.percent.rules}% (${fired} of ${r.rules.length} fired), conditions ${r.percent.conditions}% (true and false seen for ${Math.round((r.percent.conditions / 100) * outcomes)} of ${outcomes} outcomes)`,
    '',
    'Rules: fired / scenarios where the site runs it; each test: true / false / not evaluated',
  ];
  for (const x of r.rules) {
    lines.push(`  ${x.id}  ${x.fired} / ${x.runs}  (${x.file}:${x.line})`);
    for (const c of x.conditions) lines.push(`      ${c.path}: ${c.text}  ${c.true} / ${c.false} / ${c.notEvaluated}`);
  }
  const list = (title: string, items: string[]) =>
    lines.push('', `${title} (${items.length})${items.length ? ':' : ''}`, ...items.map((i) => `  ${i}`));
  list('Rules that never fire', r.neverFired);
  list(
    'Conditions never false',
    r.conditionsNeverFalse.map((c) => `${c.rule} ${c.path}: ${c.text}`),
  );
  list(
    'Conditions never true',
    r.conditionsNeverTrue.map((c) => `${c.rule} ${c.path}: ${c.text}`),
  );
  list('Feature and product ids never hidden', r.neverHidden);
  lines.push('', 'Dialogs: raised / opened', ...r.dialogs.map((d) => `  ${d.id}  ${d.raised} / ${d.opened}`));
  list('Dialogs never opened', r.neverOpened);
  list(
    'Modal dialogs competing (only the first opens)',
    r.competing.map((c) => `${c.dialogs.join(' + ')}: ${c.scenarios} scenarios, ${c.dialogs[0]} opens; e.g. ${c.examples.join(', ')}`),
  );
  return textLines(lines); // ids, descriptions and condition values come from the configuration
}

/** `meridian coverage`: how the rules behave over the standard matrix; with --min, exit 1 when rule or condition coverage is below it. */
export async function coverageCommand(io: CliIO, opts: CoverageOptions): Promise<void> {
  const min = opts.min === undefined ? undefined : Number(opts.min);
  if (min !== undefined && !(min >= 0 && min <= 100)) {
    io.err(`--min needs a percentage between 0 and 100 (got "${opts.min}")`);
    throw new CliExit(2);
  }
  const { config } = await loadConfigOrExit(io, io.cwd);
  const sites = siteList(io, opts.sites, Object.keys(config.sites));
  const report = await coverage(config, standardMatrix([config], { sites, personas: loadPersonasOrExit(io, io.cwd) }));
  io.out(opts.format === 'json' ? JSON.stringify(report, null, 2) : formatText(report));
  if (min !== undefined && (report.percent.rules < min || report.percent.conditions < min)) {
    io.err(`coverage below ${min}%: rules ${report.percent.rules}%, conditions ${report.percent.conditions}%`);
    throw new CliExit(1);
  }
}
