import { compile } from '../../src/config/compile';
import { formatError } from '../../src/config/config-error';
import type { ConfigSide } from '../../src/analysis/diff-config';
import { diffConfigurations } from '../../src/analysis/diff';
import type { SiteFile } from '../../src/generated/schema-types';
import { readRevision, RevisionError, type Revision } from '../../src/config/node/config-revision';
import { formatDiffMarkdown, formatDiffText } from '../format-diff';
import { CliExit, type CliIO } from '../io';
import { readConfigSources } from '../../src/config/node/read-sources';
import { text } from '../escape-output';
import { siteList } from '../site-list';
import { loadPersonasOrExit } from '../load-personas';

export interface DiffOptions {
  format: 'text' | 'markdown' | 'json';
  failOnChange: boolean;
  sites?: string;
}

function side(io: CliIO, name: 'base' | 'head', spec: string | undefined): { rev: Revision; side: ConfigSide } {
  let rev: Revision;
  try {
    rev = spec === undefined ? { label: 'working tree', ...readConfigSources(io.cwd) } : readRevision(io.cwd, spec);
  } catch (e) {
    if (!(e instanceof RevisionError)) throw e;
    io.err(text(`${name}: ${e.message}`));
    throw new CliExit(2);
  }
  const result = compile(rev.sources);
  if (!result.ok || rev.errors.length) {
    io.err(text(`${name} ${rev.label}: the configuration is invalid:`));
    for (const e of [...rev.errors, ...(result.ok ? [] : result.errors)]) io.err(formatError(e));
    throw new CliExit(2);
  }
  return { rev, side: { config: result.config, siteFiles: result.files.site.map((f) => f.value as SiteFile) } };
}

/**
 * `meridian diff <base> [head]`: what an edit changes, per site and for visitors. Exit 0 with or
 * without changes (1 with --fail-on-change when there are), 2 on unreadable or invalid input.
 */
export async function diffCommand(io: CliIO, baseSpec: string, headSpec: string | undefined, opts: DiffOptions): Promise<void> {
  const base = side(io, 'base', baseSpec);
  const head = side(io, 'head', headSpec);
  const sites = siteList(io, opts.sites, (s) => !!(base.side.config.sites[s] ?? head.side.config.sites[s]));
  // Both sides are decided for the working tree's personas: the matrix is the same on both sides.
  const report = await diffConfigurations(base.side, head.side, { sites, personas: loadPersonasOrExit(io, io.cwd) });
  const labels = { base: base.rev.label, head: head.rev.label };
  if (opts.format === 'json') io.out(JSON.stringify({ ...labels, ...report }, null, 2));
  else io.out(opts.format === 'markdown' ? formatDiffMarkdown(report, labels) : formatDiffText(report, labels));
  if (opts.failOnChange && report.changed) throw new CliExit(1);
}
