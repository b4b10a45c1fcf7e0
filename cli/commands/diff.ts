import type { ConfigSide } from '../../src/analysis/diff-config';
import { diffConfigurations, type DiffReport } from '../../src/analysis/diff';
import type { SiteFile } from '../../src/generated/schema-types';
import { formatDiffMarkdown, formatDiffText } from '../format-diff';
import { CliExit, type CliIO } from '../io';
import { compileRevisionOrExit } from '../compile-or-exit';
import { text } from '../escape-output';
import { siteList } from '../site-list';
import { loadPersonasOrExit } from '../load-personas';
import { browserConfig } from '../../src/config/bundle/browser-config';
import { canonicalJson } from '../../src/config/bundle/canonical-json';
import type { CompiledConfig } from '../../src/rules-model/compiled-types';
import { isManifestSpec, readPublishedConfig } from '../../src/config/node/read-published';
import { publishedVersion } from './published-version';

export interface DiffOptions {
  format: 'text' | 'markdown' | 'json';
  failOnChange: boolean;
  sites?: string;
  /** Where `vN` sides are published: a manifest path or URL (default $MERIDIAN_RULES_PUBLISHED, else dist-rules/manifest.json). */
  published?: string;
}

export interface Side {
  label: string;
  side: ConfigSide;
  /** A published bundle (a manifest): only what the browser gets, so the other side is compared as that too. */
  published: boolean;
}

/** A side of the diff: a published manifest or version, a git revision or a folder, or the working tree (`spec` undefined); exits 2 on what cannot be read. */
export async function side(io: CliIO, name: 'base' | 'head', spec: string | undefined, published?: string): Promise<Side> {
  const version = spec === undefined ? null : publishedVersion(io, name, spec, published);
  if (version || (spec !== undefined && isManifestSpec(spec))) {
    try {
      const { label, config } = await readPublishedConfig(version?.file ?? spec!, io.cwd);
      return { label, side: { config }, published: true };
    } catch (e) {
      io.err(text(`${name}: ${(e as Error).message}`));
      throw new CliExit(2);
    }
  }
  const { label, result } = compileRevisionOrExit(io, name, spec, 2);
  return {
    label,
    side: { config: result.config, siteFiles: result.files.site.map((f) => f.value as SiteFile) },
    published: false,
  };
}

/** The report with the rules' spec sources of either side's full configuration, where the compared sides had them dropped. */
function withSources(report: DiffReport, ...configs: CompiledConfig[]): DiffReport {
  const sourceOf = (id: string) => configs.map((c) => c.rules[id]?.source).find((x) => x !== undefined) ?? '';
  const changes = report.decisions.changes.map((c) => ({
    ...c,
    rules: c.rules.map((r) => (r.source ? r : { ...r, source: sourceOf(r.id) })),
  }));
  return { ...report, decisions: { ...report.decisions, changes } };
}

/**
 * `meridian diff <base> [head]`: what an edit changes, per site and for visitors. Either side may be
 * a published manifest (a path ending in .json or a URL; docs/rules-bundles.md), or `vN`, version N
 * published beside `--published`. Exit 0 with or
 * without changes (1 with --fail-on-change when there are), 2 on unreadable or invalid input.
 */
export async function diffCommand(io: CliIO, baseSpec: string, headSpec: string | undefined, opts: DiffOptions): Promise<void> {
  const base = await side(io, 'base', baseSpec, opts.published);
  const head = await side(io, 'head', headSpec, opts.published);
  const { report, labels } = await diffStep(io, base, head, opts.sites);
  if (opts.format === 'json') io.out(JSON.stringify({ ...labels, ...report }, null, 2));
  else io.out(opts.format === 'markdown' ? formatDiffMarkdown(report, labels) : formatDiffText(report, labels));
  if (opts.failOnChange && report.changed) throw new CliExit(1);
}

/** The diff step: what changes from `base` to `head`, per site and over the scenario matrix (`sites`: comma-separated keys, all when undefined). */
export async function diffStep(
  io: CliIO,
  base: Side,
  head: Side,
  sitesOpt?: string,
): Promise<{ report: DiffReport; labels: { base: string; head: string } }> {
  // Against a published bundle, both sides are what the browser gets (no descriptions, no YAML
  // positions), with keys in canonical order as the bundle has them (the diff compares objects as written).
  // The rules' spec sources, which the browser's configuration leaves out (docs/contract.md, trace), come back in the report.
  const full = [head.side.config, base.side.config];
  const sides = [base, head].map((s) =>
    base.published || head.published
      ? { ...s, side: { ...s.side, config: JSON.parse(canonicalJson(browserConfig(s.side.config))) as CompiledConfig } }
      : s,
  );
  const [b, h] = sides as [Side, Side];
  const sites = siteList(io, sitesOpt, (s) => !!(b.side.config.sites[s] ?? h.side.config.sites[s]));
  // Both sides are decided for the working tree's personas: the matrix is the same on both sides.
  const report = withSources(await diffConfigurations(b.side, h.side, { sites, personas: loadPersonasOrExit(io, io.cwd) }), ...full);
  return { report, labels: { base: b.label, head: h.label } };
}
