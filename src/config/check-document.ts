import { isAlias, isMap, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import { formatPath, type ConfigError, type PathSegment } from './config-error';
import { count, type InputLimits } from './limits';

/** A key as a message shows it: quoted, and short (a key can be as long as the file). */
const showKey = (v: unknown) =>
  typeof v === 'string' && v.length > 40 ? `${JSON.stringify(v.slice(0, 40)).slice(0, -1)}…"` : (JSON.stringify(v) ?? String(v));
const segmentOf = (key: unknown): PathSegment => (isScalar(key) ? String(key.value).slice(0, 60) : '?');

/**
 * One pass over a parsed document: the limits of `limits` (entries per collection, nesting,
 * nodes with aliases expanded, aliases, string length) and duplicate keys. yaml's own duplicate
 * check compares each key with every key before it (40,000 keys: 20 s); a Set per map is linear.
 * The walk stops at the first limit passed: the file is refused, and what follows may be huge.
 * Aliases are not walked again: an anchored node's size and height are kept, so a billion laughs
 * costs its lines, not its expansion.
 */
export function checkDocument(file: string, doc: Document.Parsed, lines: LineCounter, limits: InputLimits): ConfigError[] {
  const errors: ConfigError[] = [];
  const path: PathSegment[] = [];
  const anchors = new Map<string, Node>();
  const sizes = new Map<Node, { nodes: number; height: number }>();
  const open = new Set<Node>();
  let nodes = 0;
  let aliases = 0;
  let stopped = false;
  const fail = (node: Node | null | undefined, message: string) => {
    const { line, col } = lines.linePos(node?.range?.[0] ?? 0);
    errors.push({ file, line, col, path: formatPath(path), message, severity: 'error', check: 'yaml' });
  };
  const stop = (node: Node, message: string) => {
    fail(node, message);
    stopped = true;
    return 0;
  };

  /** Walks a node at `depth` (the root collection is level 1) and returns its height in collections. */
  const walk = (node: unknown, depth: number): number => {
    if (stopped || !node || typeof node !== 'object') return 0;
    if (isAlias(node)) {
      if (++aliases > limits.aliases)
        return stop(node, `the file has more than ${count(limits.aliases)} aliases; the limit is ${count(limits.aliases)}`);
      const target = anchors.get(node.source);
      if (!target) {
        fail(node, `alias *${node.source} names no anchor before it`);
        return 0;
      }
      if (open.has(target)) return stop(node, `alias *${node.source} is inside the node it names`);
      const size = sizes.get(target)!;
      nodes += size.nodes;
      if (nodes > limits.nodes)
        return stop(node, `alias *${node.source} makes the file ${count(nodes)} nodes; the limit is ${count(limits.nodes)}`);
      if (depth + size.height - 1 > limits.depth)
        return stop(node, `alias *${node.source} makes the nesting deeper than ${limits.depth} levels`);
      return size.height;
    }
    const n = node as Node;
    const before = nodes;
    if (++nodes > limits.nodes) return stop(n, `the file has more than ${count(limits.nodes)} nodes; the limit is ${count(limits.nodes)}`);
    if (n.anchor) {
      anchors.set(n.anchor, n);
      open.add(n);
    }
    let height = 0;
    if (isMap(n) || isSeq(n)) {
      if (depth > limits.depth) return stop(n, `nesting deeper than ${limits.depth} levels`);
      const entries = n.items.length;
      if (entries > limits.entries) {
        return stop(
          n,
          isMap(n)
            ? `map has ${count(entries)} keys; the limit is ${count(limits.entries)}`
            : `sequence has ${count(entries)} items; the limit is ${count(limits.entries)}`,
        );
      }
      if (isMap(n)) {
        const first = new Map<unknown, Node | null>();
        for (const pair of n.items) {
          // yaml's rule: scalar keys are equal when their values are; other keys only to themselves.
          const key = isScalar(pair.key) ? pair.key.value : pair.key;
          const seen = first.get(key);
          if (seen !== undefined) {
            const also = seen?.range ? ` is also at line ${lines.linePos(seen.range[0]).line}` : ' appears twice';
            fail((pair.key as Node | null) ?? (pair.value as Node | null), `Map keys must be unique: ${showKey(key)}${also}`);
          } else first.set(key, pair.key as Node | null);
          height = Math.max(height, walk(pair.key, depth + 1));
          path.push(segmentOf(pair.key));
          height = Math.max(height, walk(pair.value, depth + 1));
          path.pop();
          if (stopped) return 0;
        }
      } else {
        for (const [i, item] of n.items.entries()) {
          path.push(i);
          height = Math.max(height, walk(item, depth + 1));
          path.pop();
          if (stopped) return 0;
        }
      }
      height += 1;
    } else if (limits.stringChars !== undefined && isScalar(n) && typeof n.value === 'string' && n.value.length > limits.stringChars) {
      fail(n, `string has ${count(n.value.length)} characters; the limit is ${count(limits.stringChars)}`);
    }
    if (n.anchor) {
      open.delete(n);
      sizes.set(n, { nodes: nodes - before, height });
    }
    return height;
  };
  walk(doc.contents, 1);
  return errors;
}
