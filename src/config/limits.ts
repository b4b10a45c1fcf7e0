import { count, FACT_ENTRIES, FACT_STRING_CHARS } from '../rules-model/facts-limits';
import type { ConfigError } from './config-error';

/**
 * Limits on configuration files and facts (issue 21, item 4: configuration is untrusted input).
 * A pull request, a preview link or a visitor's URL can carry a file built to make parsing slow
 * (40,000 keys took 93 s to lint through yaml's quadratic duplicate-key check), memory-hungry (an
 * alias bomb expands a few lines into a billion nodes) or deep enough to exhaust a stack. Each
 * limit is checked before the work it protects, and exceeding it is a located error: lint exits
 * 1, decide/test/explain/diff exit 2, the preview lists it in the problems of the edited file.
 * Where: the size before decoding or parsing (decode-text.ts, yaml-source.ts); nesting, entries
 * and nodes while parsing (parse-bounded.ts: a 40,000-key map is refused at key 5,002, so the
 * message says "more than 5,000"); aliases and exact counts before the value is built
 * (the check-document module); at most 100 errors per file wherever errors are gathered (compile.ts).
 *
 * Configuration files (sites/, rules/, rules/tests/), margins over the largest real file today:
 *   - 1 MiB of text per file            (largest: sites/links/navigation.yaml, 37 KB: 28×)
 *   - 5,000 entries per map or sequence (largest: 27 keys in a site, 84 items in a rule test list)
 *   - 64 levels of nesting              (deepest: 16, rules/bars.yaml)
 *   - 50,000 nodes per file, each alias counted as the nodes it stands for (largest: 3,038, 16×;
 *     parsing 50,000 nodes costs about half a second of CPU)
 *   - 100 aliases per file              (today: none)
 *   - at most 100 errors listed per file, then one line saying how many more
 * Facts (`meridian decide|explain --facts`, facts typed in the preview or carried by a preview
 * link; rule-test scenarios are configuration):
 *   - 64 KiB of text, 1,000 entries per map or list, 4,096 characters per string, 16 levels,
 *     20,000 nodes, 100 aliases.
 * Facts handed to decide() by code (the browser's facts builder) are not refused but read in part:
 * the first 1,000 entries of a map or list, and strings up to 4,096 characters; the rest is treated
 * as absent and the trace says so (src/engine/sanitize-facts.ts), as for any malformed value.
 */
export interface InputLimits {
  /** Characters of text (bytes, where the bytes are read). */
  chars: number;
  /** How `chars` is said in messages. */
  charsLabel: string;
  /** Entries of one map or items of one sequence. */
  entries: number;
  /** Levels of nested maps and sequences. */
  depth: number;
  /** Nodes of the file, each alias counted as the nodes of what it names. */
  nodes: number;
  /** Alias nodes (`*name`). */
  aliases: number;
  /** Characters of one string value; no limit when absent. */
  stringChars?: number;
}

export const CONFIG_LIMITS: InputLimits = {
  chars: 1024 * 1024,
  charsLabel: '1 MiB',
  entries: 5_000,
  depth: 64,
  nodes: 50_000,
  aliases: 100,
};

export const FACTS_LIMITS: InputLimits = {
  chars: 64 * 1024,
  charsLabel: '64 KiB',
  entries: FACT_ENTRIES,
  depth: 16,
  nodes: 20_000,
  aliases: 100,
  stringChars: FACT_STRING_CHARS,
};

/** Errors listed per file: a hostile file can have as many as it has lines, and each costs a line of a CI log. */
export const MAX_ERRORS_PER_FILE = 100;

export { count };

/** Line and column (1-based) of an offset, by counting line breaks: for texts that are not parsed. */
export function positionOf(text: string | Uint8Array, offset: number): { line: number; col: number } {
  let line = 1;
  let start = 0;
  const nl = typeof text === 'string' ? '\n' : 0x0a;
  for (let i = 0; i < offset; i++) {
    if (text[i] === nl) {
      line++;
      start = i + 1;
    }
  }
  return { line, col: offset - start + 1 };
}

/** The error of a file longer than the limit, at the place where the limit is passed (`total`: the length when only a part was read). */
export function sizeError(file: string, text: string | Uint8Array, limits: InputLimits, total = text.length): ConfigError {
  const unit = typeof text === 'string' ? 'characters' : 'bytes';
  const { line, col } = positionOf(text, Math.min(limits.chars, text.length));
  return {
    file,
    line,
    col,
    path: '',
    message: `file has ${count(total)} ${unit}; the limit is ${count(limits.chars)} (${limits.charsLabel})`,
    severity: 'error',
    check: 'yaml',
  };
}

/** Notes written by capErrorsPerFile, with how many errors each stands for: capping again counts them, never lists them. */
const omitted = new WeakMap<ConfigError, number>();

/**
 * The first `max` errors of each file, in the given order, and for a file with more one error at
 * the first left-out one's place saying how many were left out. Capping capped errors again (a
 * parse's, then a compile's) keeps the count right.
 */
export function capErrorsPerFile(errors: readonly ConfigError[], max = MAX_ERRORS_PER_FILE): ConfigError[] {
  const listed = new Map<string, number>();
  const more = new Map<string, { at: ConfigError; n: number }>();
  const out: ConfigError[] = [];
  for (const e of errors) {
    const earlier = omitted.get(e);
    const n = earlier === undefined ? (listed.get(e.file) ?? 0) + 1 : Infinity;
    if (earlier === undefined) listed.set(e.file, n);
    if (n <= max) {
      out.push(e);
      continue;
    }
    const m = more.get(e.file);
    if (m) m.n += earlier ?? 1;
    else more.set(e.file, { at: e, n: earlier ?? 1 });
  }
  for (const [file, { at, n }] of more) {
    const note: ConfigError = { ...at, path: '', message: `… and ${count(n)} more errors in this file` };
    omitted.set(note, n);
    let last = -1;
    out.forEach((e, i) => {
      if (e.file === file) last = i;
    });
    out.splice(last + 1, 0, note);
  }
  return out;
}
