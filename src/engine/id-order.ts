// Rule, dialog and bar ids are sorted on every decider (rule order breaks priority ties, so it can
// change a Decision). String#localeCompare sorts by the runtime's default locale: a browser set to
// Lithuanian puts `y` after `i`, so the same rules could apply in another order there than in the
// CLI. And its first call in a page builds a collator (about 10 ms of a cold start here).

/** `_` and `-` before digits and letters, as the root collation orders them; other characters by code. */
const rank = (c: number): number => (c === 95 ? 1 : c === 45 ? 2 : c);

/**
 * A locale-independent order for ids (`^[a-z][a-z0-9_-]*$`): the same as `localeCompare` in an
 * English locale, which the CLI and the tests have always used, whatever the browser's language.
 */
export function compareIds(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = rank(a.charCodeAt(i)) - rank(b.charCodeAt(i));
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}
