import type { ProductDecl } from '../generated/schema-types';

function under(path: string, pattern: string): boolean {
  return path === pattern || path.startsWith(pattern.endsWith('/') ? pattern : `${pattern}/`);
}

/**
 * The compliance product code of a path (compliance spec §2.3): the longest matching pattern
 * wins, and a pattern with a matching query variant beats the same pattern without one.
 */
export function productOf(path: string, query: Readonly<Record<string, string>>, products: readonly ProductDecl[]): string | null {
  let best: ProductDecl | null = null;
  let bestScore = -1;
  for (const p of products) {
    if (!under(path, p.pattern)) continue;
    if (p.query && !Object.entries(p.query).every(([k, values]) => query[k] !== undefined && values.includes(query[k]!))) continue;
    const score = p.pattern.length * 10 + (p.query ? Object.keys(p.query).length : 0);
    if (score > bestScore) {
      best = p;
      bestScore = score;
    }
  }
  return best?.code ?? null;
}

/** Splits an href into path and query (templates and all). */
export function splitHref(href: string): { path: string; query: Record<string, string> } {
  const q = href.indexOf('?');
  if (q === -1) return { path: href, query: {} };
  const query: Record<string, string> = {};
  for (const part of href.slice(q + 1).split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    query[eq === -1 ? part : part.slice(0, eq)] = eq === -1 ? '' : part.slice(eq + 1);
  }
  return { path: href.slice(0, q), query };
}
