import type { FacetChange } from './diff-facets';
import type { ScenarioDims } from './scenario-matrix';

export type Dimension = keyof ScenarioDims;
export const DIMENSIONS: readonly Dimension[] = ['site', 'persona', 'device', 'locale', 'path', 'moment'];

/** Which values of each dimension a set of scenarios covers and which it leaves out; `complete` when it is their full product. */
export interface Scope {
  dims: Record<Dimension, { values: string[]; others: string[] }>;
  complete: boolean;
}

/** The scope of some scenarios within a matrix whose dimensions take `all` values. */
export function scopeOf(dims: readonly ScenarioDims[], all: Record<Dimension, readonly string[]>): Scope {
  const seen = Object.fromEntries(DIMENSIONS.map((d) => [d, new Set<string>()])) as Record<Dimension, Set<string>>;
  for (const s of dims) for (const d of DIMENSIONS) seen[d].add(s[d]);
  const product = DIMENSIONS.reduce((n, d) => n * seen[d].size, 1);
  return {
    dims: Object.fromEntries(
      DIMENSIONS.map((d) => [d, { values: all[d].filter((v) => seen[d].has(v)), others: all[d].filter((v) => !seen[d].has(v)) }]),
    ) as Scope['dims'],
    complete: product === dims.length,
  };
}

const show = (v: unknown) =>
  v === null || v === undefined
    ? 'none'
    : Array.isArray(v)
      ? v.join(', ') || 'none'
      : v === ''
        ? '""'
        : typeof v === 'string'
          ? v
          : JSON.stringify(v);

const DIALOG_MOVES: Record<string, string> = {
  'absent>opens': 'now opens (was not raised)',
  'absent>waits': 'is now raised, waiting behind another dialog',
  'opens>absent': 'no longer opens (not raised)',
  'waits>absent': 'is no longer raised (was waiting behind another dialog)',
  'opens>waits': 'no longer opens first: it now waits behind another dialog',
  'waits>opens': 'now opens first (was waiting behind another dialog)',
};

/** The change in plain words; `subjects` lists every id that changed alike (same scenarios, same rules). */
export function summarize(c: FacetChange, subjects: readonly string[] = [c.subject]): string {
  const [id, field] = c.subject.split(/\.(.*)/s);
  const many = subjects.length > 1;
  const list = subjects.join(', ');
  switch (c.kind) {
    case 'redirect':
      return `redirect changes from ${show(c.before)} to ${show(c.after)}`;
    case 'dialog':
      return `dialog${many ? 's' : ''} ${list} ${DIALOG_MOVES[`${show(c.before)}>${show(c.after)}`]}`;
    case 'dialog-detail':
      return `dialog ${id} ${field}: ${show(c.before)} → ${show(c.after)}`;
    case 'dialog-order':
      return `dialog queue reordered: ${show(c.before)} → ${show(c.after)}`;
    case 'bar':
      return `bar${many ? 's' : ''} ${list} ${c.after ? (many ? 'show' : 'shows') : many ? 'no longer show' : 'no longer shows'}`;
    case 'bar-order':
      return `bars reordered: ${show(c.before)} → ${show(c.after)}`;
    case 'hidden':
      return `${list} ${many ? 'are' : 'is'} ${c.after ? 'hidden' : 'shown (no longer hidden)'}`;
    case 'widget':
      return `widget${many ? 's' : ''} ${list} turn${many ? '' : 's'} ${c.after ? 'on' : 'off'}`;
    case 'header':
    case 'footer': {
      const what = `${c.kind === 'header' ? 'header item' : 'footer link'}${many ? 's' : ''}`;
      if (field) return `${what} ${id} ${field}: ${show(c.before)} → ${show(c.after)}`;
      return `${what} ${list} ${c.after ? (many ? 'appear' : 'appears') : many ? 'are gone' : 'is gone'}`;
    }
    case 'locale':
      return `language ${c.subject}: ${show(c.before)} → ${show(c.after)}`;
    case 'footer-meta':
      return `footer ${c.subject}: ${show(c.before)} → ${show(c.after)}`;
    case 'login-methods':
      return `login methods: ${show(c.before)} → ${show(c.after)}`;
    case 'var':
      return `variable ${c.subject}: ${show(c.before)} → ${show(c.after)}`;
  }
}
