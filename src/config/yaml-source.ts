import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { formatPath, type ConfigError, type PathSegment } from './config-error';

/** A configuration file as read: its text, its parsed value and what is needed to point at a line. */
export interface ParsedFile {
  file: string;
  value: unknown;
  doc: Document.Parsed;
  lines: LineCounter;
}

/** Parses YAML keeping source positions; syntax errors come back located, and the value is then unusable. */
export function parseYaml(file: string, text: string): { parsed: ParsedFile; errors: ConfigError[] } {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const errors: ConfigError[] = [...doc.errors, ...doc.warnings].map((e) => {
    const pos = lines.linePos(e.pos[0]);
    return {
      file, line: pos.line, col: pos.col, path: '',
      message: e.message.split('\n')[0] ?? e.message,
      severity: 'error', check: 'yaml',
    };
  });
  const value = errors.length ? undefined : doc.toJS({ maxAliasCount: 100 });
  return { parsed: { file, value, doc, lines }, errors };
}

/** Line and column of the deepest node that exists along `path` (the key itself for a map entry). */
export function locate(parsed: ParsedFile, path: readonly PathSegment[], opts: { atKey?: boolean } = {}): { line: number; col: number } {
  let node: unknown = parsed.doc.contents;
  let offset = (node as Node | null)?.range?.[0] ?? 0;
  for (const [i, seg] of path.entries()) {
    if (isMap(node)) {
      const pair = node.items.find((p) => String((p.key as { value?: unknown } | null)?.value ?? p.key) === String(seg));
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
  parsed: ParsedFile, path: readonly PathSegment[], message: string,
  check: ConfigError['check'] = 'semantic', severity: ConfigError['severity'] = 'error',
): ConfigError {
  const { line, col } = locate(parsed, path);
  return { file: parsed.file, line, col, path: formatPath(path), message, severity, check };
}
