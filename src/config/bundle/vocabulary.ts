import type { CompiledConfig, EngineCondition } from '../../rules-model/compiled-types';
import { dialogViewName, idsItemsRender } from '../../rules-model/view-registry';

/**
 * Every name a configuration asks the code to understand: the views of the features, dialogs and
 * bars it declares, and the fact paths and operators its rules test. A build can apply a bundle
 * only when each list is inside the build's own (unknownVocabulary; a build's features, dialogs and
 * bars are its view registry, src/rules-model/view-registry.ts); the manifest carries the lists and
 * their hash (docs/adr/0214-signed-rule-bundles.md, docs/adr/0223).
 */
export interface Vocabulary {
  features: string[];
  dialogs: string[];
  bars: string[];
  factPaths: string[];
  operators: string[];
}

export const VOCABULARY_KINDS = ['features', 'dialogs', 'bars', 'factPaths', 'operators'] as const;

/** `user` + `$.kyc.level` → `user.kyc.level` (the dotted path rules are written with). */
function factPath(fact: string, path: string | undefined): string {
  if (!path) return fact;
  return `${fact}.${path.replace(/^\$\.?/, '')}`.replace(/\.$/, '');
}

function walk(condition: EngineCondition, paths: Set<string>, operators: Set<string>): void {
  if ('all' in condition) condition.all.forEach((c) => walk(c, paths, operators));
  else if ('any' in condition) condition.any.forEach((c) => walk(c, paths, operators));
  else if ('not' in condition) walk(condition.not, paths, operators);
  else {
    paths.add(factPath(condition.fact, condition.path));
    operators.add(condition.operator);
    const ref = condition.value as { fact?: unknown; path?: unknown } | null;
    if (ref && typeof ref === 'object' && typeof ref.fact === 'string')
      paths.add(factPath(ref.fact, typeof ref.path === 'string' ? ref.path : undefined));
  }
}

const sorted = (values: Iterable<string>): string[] => [...new Set(values)].sort();

/**
 * The vocabulary of a compiled configuration (every site's rules), each list sorted. What the
 * configuration renders by itself asks nothing of the code: a feature its own link items name (the
 * header and footer show or hide the item) is left out, and a plain notice declared with its text
 * is named by the generic view it needs (DECLARED_NOTICE_VIEW) instead of its id.
 */
export function vocabularyOf(config: CompiledConfig): Vocabulary {
  const paths = new Set<string>();
  const operators = new Set<string>();
  for (const site of Object.values(config.sites)) for (const rule of site.rules) walk(rule.conditions, paths, operators);
  const items = idsItemsRender(config);
  return {
    features: sorted(Object.keys(config.features).filter((id) => !items.has(id))),
    dialogs: sorted(Object.values(config.dialogs).map(dialogViewName)),
    bars: sorted(Object.keys(config.bars)),
    factPaths: sorted(paths),
    operators: sorted(operators),
  };
}

/** Whether a dotted path fits a pattern: `*` is one segment, a final `**` anything below. */
export function pathMatches(pattern: string, path: string): boolean {
  return segmentsMatch(pattern.split('.'), path.split('.'));
}

function segmentsMatch(p: readonly string[], s: readonly string[]): boolean {
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '**' && i === p.length - 1) return s.length > i;
    if (i >= s.length || (p[i] !== '*' && p[i] !== s[i])) return false;
  }
  return p.length === s.length;
}

/** A build's vocabulary made ready for lookups: a set per kind, the fact path patterns split once. */
interface KnownIndex {
  names: Record<(typeof VOCABULARY_KINDS)[number], ReadonlySet<string>>;
  patterns: readonly (readonly string[])[];
}

// A build's own vocabulary is one object for the page's life: indexed once, not on every check (a
// check at 4× CPU slow-down spent about a millisecond building these sets and splitting patterns).
const indexes = new WeakMap<Vocabulary, KnownIndex>();

function indexOf(known: Vocabulary): KnownIndex {
  let index = indexes.get(known);
  if (!index) {
    const names = {
      features: new Set(known.features),
      dialogs: new Set(known.dialogs),
      bars: new Set(known.bars),
      factPaths: new Set(known.factPaths),
      operators: new Set(known.operators),
    };
    const patterns = known.factPaths.filter((p) => p.includes('*')).map((p) => p.split('.'));
    indexes.set(known, (index = { names, patterns }));
  }
  return index;
}

/**
 * The names of `wanted` that `known` lacks, as `kind:name`; empty when a build knowing `known` can
 * apply it. A build's fact paths may be patterns (`cookies.*`, `stored.**`: factPathPatterns).
 */
export function unknownVocabulary(wanted: Vocabulary, known: Vocabulary): string[] {
  const { names, patterns } = indexOf(known);
  const lacks = (kind: (typeof VOCABULARY_KINDS)[number], name: string): boolean => {
    if (names[kind].has(name)) return false;
    if (kind !== 'factPaths') return true;
    const segments = name.split('.');
    return !patterns.some((p) => segmentsMatch(p, segments));
  };
  return VOCABULARY_KINDS.flatMap((kind) => wanted[kind].filter((name) => lacks(kind, name)).map((name) => `${kind}:${name}`));
}
