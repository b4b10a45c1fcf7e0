/** Link helpers of server notices (dialogs, footer tips): the check itself lives in src/lib/safe-link.ts. */

export { checkTarget, type SafeTarget } from '../../lib/safe-link';
import { checkTarget, type SafeTarget } from '../../lib/safe-link';

/** The href to render for a checked target: internal paths carry the language prefix. */
export function targetHref(target: SafeTarget, prefix: string): string {
  if (target.kind === 'url') return target.href;
  return `${prefix}${target.path === '/' && prefix ? '' : target.path}` || '/';
}

const warned = new Set<string>();

/** Logs a dropped server target once per target and place (a re-render does not repeat it). */
export function warnDropped(target: unknown, where: string): void {
  const key = `${where}\u0000${String(target)}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`dropped server link ${JSON.stringify(String(target).slice(0, 200))} in ${where}: not a site path or an allowed https host`);
}

/** `checkTarget`, logging what it drops. Absent targets (undefined, '') are not logged. */
export function checkedTarget(target: string | undefined | null, allowedHosts: readonly string[], where: string): SafeTarget | null {
  if (target === undefined || target === null || target.trim() === '') return null;
  const checked = checkTarget(target, allowedHosts);
  if (!checked) warnDropped(target, where);
  return checked;
}

/** Test-only: forget which targets were logged. */
export function resetDroppedWarnings(): void {
  warned.clear();
}

export type TextPiece = string | { key: string };

/**
 * Splits text at the configured link keys (compliance §5: only configured keys become links).
 * A key is matched as `{key}`; a key that never appears braced in `text` is matched as plain text.
 * Longer keys win over keys they contain.
 */
export function splitByKeys(text: string, keys: readonly string[], braced: ReadonlySet<string> = bracedKeys(text, keys)): TextPiece[] {
  const usable = [...new Set(keys.filter((k) => k !== ''))].sort((a, b) => b.length - a.length);
  if (!usable.length) return [text];
  const pattern = new RegExp(usable.map((k) => escapeRegExp(braced.has(k) ? `{${k}}` : k)).join('|'), 'g');
  const out: TextPiece[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const at = m.index;
    if (at > last) out.push(text.slice(last, at));
    const word = m[0].startsWith('{') && m[0].endsWith('}') && braced.has(m[0].slice(1, -1)) ? m[0].slice(1, -1) : m[0];
    out.push({ key: word });
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** The keys that appear as `{key}` somewhere in `text` (the whole content, not one text node). */
export function bracedKeys(text: string, keys: readonly string[]): Set<string> {
  return new Set(keys.filter((k) => k !== '' && text.includes(`{${k}}`)));
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
