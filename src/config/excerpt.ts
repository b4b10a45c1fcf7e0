// Configuration is untrusted input, and its values reach error messages, terminals and CI logs.
// What a message echoes of a value is short (a rejected value can be megabytes, or the contents of
// a file a symlink pointed at) and shows control characters as escapes (a value can hold line
// breaks that forge CI workflow commands, or terminal sequences that rewrite the screen).

/**
 * Characters a terminal, a CI log or a text viewer acts on instead of showing: C0 and C1 controls,
 * DEL, line and paragraph separators, zero-width and direction marks (which make a text read
 * differently from what it holds), and the byte-order mark.
 */
const ACTIVE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const escapeOne = (c: string) => SHORT[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** `text` with every control, separator and direction character written as a visible escape (`\n`, `\u001b`). */
export function escapeControls(text: string): string {
  return text.replace(ACTIVE, escapeOne);
}

/** The value's JSON, cut once it is longer than `room` characters (never reads more of the value than that). */
function render(value: unknown, room: number): string {
  const left = Math.max(0, room);
  if (typeof value === 'string') {
    const json = JSON.stringify(value.slice(0, left + 1));
    return escapeControls(value.length > left + 1 ? json.slice(0, -1) : json);
  }
  if (value === undefined) return 'undefined';
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return JSON.stringify(value);
  // A bigint, symbol or function has no JSON (JSON.stringify throws on a bigint): its type says enough.
  if (typeof value !== 'object') return typeof value;
  const array = Array.isArray(value);
  let out = array ? '[' : '{';
  const keys = array ? null : Object.keys(value);
  const count = array ? (value as unknown[]).length : keys!.length;
  for (let i = 0; i < count && out.length <= left; i++) {
    if (i) out += ',';
    if (array) out += render((value as unknown[])[i], left - out.length);
    else {
      out += `${render(keys![i], left - out.length)}:`;
      if (out.length <= left) out += render((value as Record<string, unknown>)[keys![i]!], left - out.length);
    }
  }
  return out.length <= left ? `${out}${array ? ']' : '}'}` : out;
}

/** One shown unit: an escape sequence, a surrogate pair, or a character (cutting inside one would garble it). */
const UNIT = /\\u[0-9a-fA-F]{4}|\\.|[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g;

/**
 * A value as error messages show it: JSON (`"2013"`, `[1,2]`), control characters escaped, at most
 * `max` characters (40 by default) with `…` closing a cut. The one helper every message that
 * echoes a configuration value uses.
 */
export function excerpt(value: unknown, max = 40): string {
  const full = render(value, max + 8);
  // Counted by code point, as the cut below counts a surrogate pair as one.
  if (Array.from(full).length <= max) return full;
  let out = '';
  let shown = 0;
  for (const [unit] of full.matchAll(UNIT)) {
    const width = unit.length === 2 && unit.charCodeAt(0) >= 0xd800 && unit.charCodeAt(0) < 0xdc00 ? 1 : unit.length;
    if (shown + width > max - 1) break;
    out += unit;
    shown += width;
  }
  return `${out}…`;
}
