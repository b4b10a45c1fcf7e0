import { isNode, isPair, visit, type LineCounter, type Node } from 'yaml';
import type { ConfigError } from '../src/config/config-error';
import { parseYamlDocument } from '../src/config/yaml-source';
import { readInside } from '../src/config/node/safe-read';

/** A place in a file, 1-based, end exclusive (as SARIF and GitHub annotations count). */
export interface Region {
  startLine: number;
  startColumn: number;
  endLine?: number;
  endColumn?: number;
}

type Parsed = { lines: LineCounter; starts: Map<number, number> } | null;

/** For each offset where a YAML node starts, where the innermost such node ends. */
function nodeEnds(text: string): Parsed {
  // Bounded as lint's own parse is: yaml's defaults are quadratic in keys per map and in nesting.
  const { doc, lines } = parseYamlDocument(text);
  const starts = new Map<number, number>();
  const add = (n: Node) => {
    const [from, to] = n.range ?? [];
    if (from === undefined || to === undefined) return;
    const prev = starts.get(from);
    if (prev === undefined || to < prev) starts.set(from, to);
  };
  visit(doc, {
    Node: (_k, n) => add(n),
    Pair: (_k, p) => {
      if (isPair(p) && isNode(p.key)) add(p.key);
    },
  });
  return { lines, starts };
}

/**
 * Regions of configuration errors: from the error's line and column to the end of the YAML node
 * that starts there (a scalar, a key, a flow collection). Files are read and parsed once.
 */
export function regionFinder(root: string): (e: ConfigError) => Region {
  const cache = new Map<string, Parsed>();
  return (e) => {
    const start: Region = { startLine: e.line, startColumn: e.col };
    if (!/\.ya?ml$/.test(e.file)) return start;
    let parsed = cache.get(e.file);
    if (parsed === undefined) {
      // Read as the readers read (src/config/node/safe-read.ts): the file in error may be a link to outside or a named pipe.
      const read = readInside(root, e.file);
      try {
        parsed = 'bytes' in read ? nodeEnds(read.bytes.toString('utf8')) : null;
      } catch {
        parsed = null;
      }
      cache.set(e.file, parsed);
    }
    const lineStart = parsed?.lines.lineStarts[e.line - 1];
    if (!parsed || lineStart === undefined) return start;
    const end = parsed.starts.get(lineStart + e.col - 1);
    if (end === undefined) return start;
    const pos = parsed.lines.linePos(end);
    return { ...start, endLine: pos.line, endColumn: pos.col };
  };
}
