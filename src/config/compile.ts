import { fnv1a, fnv1aHex } from './fnv1a';
import { isDecidingSource } from './deciding-sources';
import type { BarDecl, DialogDecl, DialogsFile, LinkItem, LinksFile, SiteFile, VarDecl, VocabularyFile } from '../generated/schema-types';
import { productOf, splitHref } from '../rules-model/product-codes';
import { ConfigInvalidError, type ConfigError } from './config-error';
import type { CompiledConfig, CompiledItem, CompiledSite } from '../rules-model/compiled-types';
import { checkLinks, linkItems } from './check-links';
import { checkRules, type Vocabulary } from './check-rules';
import { siteRules } from './fold-site';
import { capErrorsPerFile } from './limits';
import { resolveSites } from './resolve-sites';
import { kindOfFile, type SchemaKind } from './schemas';
import { validateFile } from './validate';
import { didYouMean } from './suggest';
import { errorAt, locate, parseYaml, type ParsedFile } from './yaml-source';

/** One configuration file: its path relative to the repo root and its text. */
export interface ConfigSource {
  file: string;
  text: string;
}

export type CompileResult =
  | { ok: true; config: CompiledConfig; warnings: ConfigError[]; files: Record<SchemaKind, ParsedFile[]> }
  | { ok: false; errors: ConfigError[]; warnings: ConfigError[]; files: Record<SchemaKind, ParsedFile[]> };

const emptyFiles = (): Record<SchemaKind, ParsedFile[]> => ({
  site: [],
  links: [],
  rules: [],
  dialogs: [],
  vocabulary: [],
  'rule-tests': [],
  facts: [],
  decision: [],
  personas: [],
  policies: [],
});

/** Parses and schema-validates every source; files with errors are left out of the result. */
export function loadSources(sources: readonly ConfigSource[]): { files: Record<SchemaKind, ParsedFile[]>; errors: ConfigError[] } {
  const files = emptyFiles();
  const errors: ConfigError[] = [];
  for (const src of [...sources].sort((a, b) => a.file.localeCompare(b.file))) {
    const kind = kindOfFile(src.file);
    if (!kind) continue;
    const { parsed, errors: yamlErrors } = parseYaml(src.file, src.text);
    if (yamlErrors.length) {
      errors.push(...yamlErrors);
      continue;
    }
    const schemaErrors = validateFile(kind, parsed);
    errors.push(...schemaErrors);
    if (!schemaErrors.length) files[kind].push(parsed);
  }
  return { files, errors };
}

/** Errors by place, at most MAX_ERRORS_PER_FILE per file (src/config/limits.ts): a hostile file can have one per line. */
const sortErrors = (errors: ConfigError[]) =>
  capErrorsPerFile(errors.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col));

/** The hash of the files that decide (not the rule tests or policies): the same configuration has the same hash whoever compiled it. */
function hashText(sources: readonly ConfigSource[]): string {
  let h: number | undefined;
  for (const s of [...sources].filter((x) => isDecidingSource(x.file)).sort((a, b) => a.file.localeCompare(b.file)))
    h = fnv1a(`${s.file}\0${s.text}\0`, h);
  return fnv1aHex(h ?? fnv1a(''));
}

function compileItem(item: LinkItem, products: CompiledConfig['products']): CompiledItem {
  const { flags, children, ...rest } = item;
  const hiddenBy = new Set([item.id, ...(flags ?? [])]);
  let hrefHiddenBy: string[] | undefined;
  if (item.href && !item.external) {
    const { path, query } = splitHref(item.href);
    const code = productOf(path, query, products);
    if (code && children?.length) hrefHiddenBy = [code];
    else if (code) hiddenBy.add(code);
  }
  const out: CompiledItem = { ...rest, hiddenBy: [...hiddenBy] };
  if (hrefHiddenBy) out.hrefHiddenBy = hrefHiddenBy;
  if (children) out.children = children.map((c) => compileItem(c, products));
  return out;
}

/** Checks the vocabulary and dialog declarations, and returns the name sets rules are checked against. */
function buildVocabulary(
  files: Record<SchemaKind, ParsedFile[]>,
  errors: ConfigError[],
): { vocab: Vocabulary; voc: Required<VocabularyFile>; dialogs: DialogDecl[]; bars: BarDecl[] } {
  const voc: Required<VocabularyFile> = { features: [], vars: [], stored: [], products: [] };
  for (const f of files.vocabulary) {
    const v = f.value as VocabularyFile;
    for (const key of ['features', 'vars', 'stored'] as const) {
      const seen = new Set(voc[key].map((x) => ('id' in x ? x.id : x.name)));
      (v[key] ?? []).forEach((x: { id?: string; name?: string }, i: number) => {
        const name = (x.id ?? x.name)!;
        if (seen.has(name)) errors.push(errorAt(f, [key, i], `duplicate ${key} entry "${name}"`));
        seen.add(name);
      });
      (voc[key] as unknown[]).push(...(v[key] ?? []));
    }
    voc.products.push(...(v.products ?? []));
  }
  const dialogs: DialogDecl[] = [];
  const bars: BarDecl[] = [];
  if (files.dialogs.length !== 1) {
    errors.push({
      file: 'rules/dialogs.yaml',
      line: 1,
      col: 1,
      path: '',
      message: `expected exactly one dialogs file, found ${files.dialogs.length}`,
      severity: 'error',
      check: 'semantic',
    });
  }
  const storedNames = new Set(voc.stored.map((s) => s.name));
  for (const f of files.dialogs) {
    const d = f.value as DialogsFile;
    const byPriority = new Map<number, string>();
    d.dialogs.forEach((dialog, i) => {
      if (dialogs.some((x) => x.id === dialog.id)) errors.push(errorAt(f, ['dialogs', i, 'id'], `duplicate dialog "${dialog.id}"`));
      if (dialog.modal !== false) {
        const other = byPriority.get(dialog.priority);
        if (other)
          errors.push(
            errorAt(
              f,
              ['dialogs', i, 'priority'],
              `modal dialogs "${other}" and "${dialog.id}" share priority ${dialog.priority}: their order would be a guess`,
            ),
          );
        byPriority.set(dialog.priority, dialog.id);
      }
      if (dialog.remember && !storedNames.has(dialog.remember))
        errors.push(errorAt(f, ['dialogs', i, 'remember'], `unknown stored value "${dialog.remember}"`));
      dialogs.push(dialog);
    });
    d.bars.forEach((bar, i) => {
      if (bars.some((x) => x.id === bar.id)) errors.push(errorAt(f, ['bars', i, 'id'], `duplicate bar "${bar.id}"`));
      bars.push(bar);
    });
  }
  const ids = new Set<string>([...voc.features.map((f) => f.id), ...voc.products.map((p) => p.code)]);
  for (const f of files.links) for (const { item } of linkItems(f)) ids.add(item.id);
  const vocab: Vocabulary = {
    ids,
    hiddenByDefault: new Set(voc.features.filter((f) => f.hiddenByDefault).map((f) => f.id)),
    dialogs: new Set(dialogs.map((d) => d.id)),
    bars: new Set(bars.map((b) => b.id)),
    stored: storedNames,
    vars: new Set(voc.vars.map((v) => v.name)),
  };
  return { vocab, voc, dialogs, bars };
}

/**
 * Fills the default of each `siteHome` variable with that site's home page, https:// and its first
 * host: a link to another site (the test network's demo trading) comes from that site's own file.
 */
function siteHomeVars(
  vars: VarDecl[],
  sites: Readonly<Record<string, { hosts: string[] }>>,
  siteKeys: ReadonlySet<string>,
  files: ParsedFile[],
  errors: ConfigError[],
): VarDecl[] {
  return vars.map((v) => {
    if (v.siteHome === undefined) return v;
    const host = sites[v.siteHome]?.hosts[0];
    if (host !== undefined) return { ...v, default: `https://${host}/` };
    // A site whose file is there but did not resolve has its own error already.
    if (siteKeys.has(v.siteHome)) return v;
    for (const f of files) {
      const i = ((f.value as VocabularyFile).vars ?? []).findIndex((x) => x.name === v.name);
      if (i !== -1) errors.push(errorAt(f, ['vars', i, 'siteHome'], `unknown site "${v.siteHome}"${didYouMean(v.siteHome, siteKeys)}`));
    }
    return v;
  });
}

/** Checks each site's hidden and upcoming ids, footer set and default language. */
function checkSites(files: ParsedFile[], vocab: Vocabulary, footers: ReadonlySet<string>, errors: ConfigError[]): void {
  for (const f of files) {
    const site = f.value as SiteFile;
    site.hidden?.forEach((id, i) => {
      if (!vocab.ids.has(id)) errors.push(errorAt(f, ['hidden', i], `unknown id "${id}"${didYouMean(id, vocab.ids)}`));
    });
    site.upcoming?.forEach((id, i) => {
      if (!vocab.ids.has(id)) errors.push(errorAt(f, ['upcoming', i], `unknown id "${id}"${didYouMean(id, vocab.ids)}`));
    });
    if (site.footer && !footers.has(site.footer)) errors.push(errorAt(f, ['footer'], `unknown footer set "${site.footer}" (sites/links/)`));
    if (site.defaultLang && site.languages && !site.languages.includes(site.defaultLang)) {
      errors.push(errorAt(f, ['defaultLang'], `default language "${site.defaultLang}" is not in languages`));
    }
  }
}

/**
 * compile(sources) → CompiledConfig: parse with positions, validate, resolve `extends`, check
 * every name, and precompute each site's rules. Any error means no config at all.
 */
export function compile(sources: readonly ConfigSource[]): CompileResult {
  const { files, errors } = loadSources(sources);
  const warnings: ConfigError[] = [];
  // Names come from these files: when one of them is broken, every name check would fail with it.
  const foundation = errors.filter((e) => ['vocabulary', 'dialogs', 'links'].includes(kindOfFile(e.file) ?? ''));
  if (foundation.length) {
    const note = {
      file: foundation[0]!.file,
      line: foundation[0]!.line,
      col: foundation[0]!.col,
      path: '',
      message: 'name checks skipped until this file is valid',
      severity: 'warn' as const,
      check: 'semantic' as const,
    };
    return { ok: false, errors: sortErrors(errors), warnings: [note], files };
  }
  const { vocab, voc, dialogs, bars } = buildVocabulary(files, errors);
  const footers: CompiledConfig['footers'] = {};
  const navigation: CompiledItem[] = [];
  for (const f of files.links) {
    const doc = f.value as LinksFile;
    navigation.push(...(doc.navigation ?? []).map((i) => compileItem(i, voc.products)));
    for (const [id, set] of Object.entries(doc.footers ?? {})) {
      if (footers[id]) errors.push(errorAt(f, ['footers', id], `duplicate footer set "${id}"`));
      footers[id] = {
        columns: set.columns.map((c) => ({ id: c.id, title: c.title, links: c.links.map((l) => compileItem(l, voc.products)) })),
      };
    }
  }
  if (!files.site.length)
    errors.push({ file: 'sites/', line: 1, col: 1, path: '', message: 'no site files', severity: 'error', check: 'semantic' });
  errors.push(...checkLinks(files.links, vocab.ids, vocab.vars));
  checkSites(files.site, vocab, new Set(Object.keys(footers)), errors);
  const { sites: resolved, errors: siteErrors } = resolveSites(files.site);
  errors.push(...siteErrors);
  const siteKeys = new Set(files.site.map((f) => (f.value as SiteFile).key));
  const vars = siteHomeVars(voc.vars, resolved, siteKeys, files.vocabulary, errors);
  const { errors: ruleErrors, rules } = checkRules(files.rules, vocab);
  errors.push(...ruleErrors);
  if (errors.length) return { ok: false, errors: sortErrors(errors), warnings, files };

  const compiledRules: CompiledConfig['rules'] = {};
  for (const { rule, file, index } of rules) {
    const line = locate(file, ['rules', index]).line;
    compiledRules[rule.id] = { ...rule, priority: rule.priority ?? 1, file: file.file, line };
  }
  const sites: Record<string, CompiledSite> = {};
  const siteIdToKey: Record<string, string> = {};
  for (const [key, site] of Object.entries(resolved)) {
    const compiled: CompiledSite = { ...site, ...siteRules(Object.values(compiledRules), site) };
    sites[key] = compiled;
    siteIdToKey[String(site.id)] = key;
  }
  const config: CompiledConfig = {
    version: 1,
    hash: hashText(sources),
    sites,
    siteIdToKey,
    rules: compiledRules,
    dialogs: Object.fromEntries(dialogs.map((d) => [d.id, { ...d, modal: d.modal !== false, closable: d.closable !== false }])),
    bars: Object.fromEntries(bars.map((b) => [b.id, b])),
    features: Object.fromEntries(voc.features.map((f) => [f.id, f])),
    defaultHidden: [...vocab.hiddenByDefault].sort(),
    vars,
    stored: voc.stored,
    products: voc.products,
    navigation,
    footers,
  };
  return { ok: true, config, warnings, files };
}

/** compile() that throws ConfigInvalidError instead of returning errors. */
export function compileOrThrow(sources: readonly ConfigSource[]): CompiledConfig {
  const result = compile(sources);
  if (!result.ok) throw new ConfigInvalidError(result.errors);
  return result.config;
}
