import { isAlias, isMap, isSeq, LineCounter, parseDocument, type Document, type Node, type Pair } from 'yaml';
import { checkDocument } from './check-document';
import { formatPath, type ConfigError, type PathSegment } from './config-error';
import { capErrorsPerFile, CONFIG_LIMITS, sizeError, type InputLimits } from './limits';
import { parseBounded } from './parse-bounded';

/** A configuration file as read: its text, its parsed value and what is needed to point at a line. */
export interface ParsedFile {
  file: string;
  value: unknown;
  doc: Document.Parsed;
  lines: LineCounter;
}

/** The document of a YAML text within the limits (empty when the text is too long): for tools that only need node positions. */
export function parseYamlDocument(text: string, limits: InputLimits = CONFIG_LIMITS): { doc: Document.Parsed; lines: LineCounter } {
  const lines = new LineCounter();
  if (text.length > limits.chars) return { doc: parseDocument(''), lines };
  return { doc: parseBounded(text, lines, limits).doc, lines };
}

const byPlace = (a: ConfigError, b: ConfigError) => a.line - b.line || a.col - b.col;

/**
 * Parses YAML keeping source positions; syntax errors and passed limits (src/config/limits.ts)
 * come back located, and the value is then unusable. Each limit is checked before the work it
 * bounds: the length before parsing, nesting, entries and nodes while parsing (parse-bounded.ts),
 * aliases' expansion and duplicate keys before the value is built (the check-document module).
 */
export function parseYaml(file: string, text: string, limits: InputLimits = CONFIG_LIMITS): { parsed: ParsedFile; errors: ConfigError[] } {
  const lines = new LineCounter();
  if (text.length > limits.chars)
    return { parsed: { file, value: undefined, doc: parseDocument(''), lines }, errors: [sizeError(file, text, limits)] };
  const { doc, stop } = parseBounded(text, lines, limits);
  const located = (offset: number, message: string, path: readonly PathSegment[] = []): ConfigError => {
    const pos = lines.linePos(offset);
    return { file, line: pos.line, col: pos.col, path: formatPath(path), message, severity: 'error', check: 'yaml' };
  };
  // Parsing stopped part-way: what yaml says about the unfinished rest would only be noise.
  if (stop) return { parsed: { file, value: undefined, doc, lines }, errors: [located(stop.offset, stop.message, stop.path)] };
  const errors: ConfigError[] = [...doc.errors, ...doc.warnings].map((e) => located(e.pos[0], e.message.split('\n')[0] ?? e.message));
  errors.push(...checkDocument(file, doc, lines, limits));
  let value: unknown;
  if (!errors.length) {
    try {
      // checkDocument counted every alias's expansion; yaml's own count stays as a second guard.
      value = doc.toJS({ maxAliasCount: limits.nodes });
    } catch (e) {
      errors.push(located(firstAlias(doc)?.range?.[0] ?? 0, (e as Error).message));
    }
  }
  return { parsed: { file, value, doc, lines }, errors: capErrorsPerFile(errors.sort(byPlace)) };
}

function firstAlias(doc: Document.Parsed): Node | undefined {
  let found: Node | undefined;
  const walk = (n: unknown): void => {
    if (found || !n) return;
    if (isAlias(n)) found = n;
    else if (isMap(n))
      for (const p of n.items) {
        walk(p.key);
        walk(p.value);
      }
    else if (isSeq(n)) for (const i of n.items) walk(i);
  };
  walk(doc.contents);
  return found;
}

/** Each map's pairs by key, built when a map is first searched: locating thousands of errors in a big map stays linear. */
const pairIndex = new WeakMap<object, Map<string, Pair>>();
function pairOf(map: { items: Pair[] }, seg: PathSegment): Pair | undefined {
  let index = pairIndex.get(map);
  if (!index) {
    index = new Map();
    for (const p of map.items) {
      const k = String((p.key as { value?: unknown } | null)?.value ?? p.key);
      if (!index.has(k)) index.set(k, p);
    }
    pairIndex.set(map, index);
  }
  return index.get(String(seg));
}

/** Line and column of the deepest node that exists along `path` (the key itself for a map entry). */
export function locate(parsed: ParsedFile, path: readonly PathSegment[], opts: { atKey?: boolean } = {}): { line: number; col: number } {
  let node: unknown = parsed.doc.contents;
  let offset = (node as Node | null)?.range?.[0] ?? 0;
  for (const [i, seg] of path.entries()) {
    if (isMap(node)) {
      const pair = pairOf(node, seg);
      if (!pair) break;
      offset = (pair.key as Node | null)?.range?.[0] ?? offset;
      node = pair.value;
      const last = i === path.length - 1;
      if (!(last && opts.atKey) && typeof seg === 'string' && pair.value && isSeq(pair.value) === false && isMap(pair.value) === false) {
        offset = (pair.value as Node).range?.[0] ?? offset;
      }
    } else if (isSeq(node) && typeof seg === 'number') {
      const item = node.items[seg] as Node | undefined;
      if (!item) break;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else {
      break;
    }
  }
  return parsed.lines.linePos(offset);
}

/** Builds a located error for a path inside a parsed file. */
export function errorAt(
  parsed: ParsedFile,
  path: readonly PathSegment[],
  message: string,
  check: ConfigError['check'] = 'semantic',
  severity: ConfigError['severity'] = 'error',
): ConfigError {
  const { line, col } = locate(parsed, path);
  return { file: parsed.file, line, col, path: formatPath(path), message, severity, check };
}
