import { Composer, CST, Lexer, Parser, YAMLParseError, type Document, type LineCounter } from 'yaml';
import type { PathSegment } from './config-error';
import { count, type InputLimits } from './limits';

/** Where parsing stopped because a limit was passed, and why. */
export interface ParseStop {
  offset: number;
  path: PathSegment[];
  message: string;
}

type Collection = CST.BlockMap | CST.BlockSequence | CST.FlowCollection;
const isMapToken = (t: Collection) => t.type === 'block-map' || (t.type === 'flow-collection' && t.start.source === '{');

/** The key a CST map item will hold its value under: enough to name a place in a message. */
function keyOf(item: Collection['items'][number] | undefined): PathSegment {
  const key = item?.key;
  if (!key || !('source' in key) || typeof key.source !== 'string') return '?';
  const src = key.source.slice(0, 60);
  return key.type === 'single-quoted-scalar' || key.type === 'double-quoted-scalar' ? src.slice(1, -1) : src;
}

/** The path of stack[at]: each collection above it is about to hold it as its last item. */
function pathOf(stack: readonly CST.Token[], at: number): PathSegment[] {
  const path: PathSegment[] = [];
  for (let j = 2; j <= at; j++) {
    const parent = stack[j - 1];
    if (!parent || !CST.isCollection(parent)) break;
    path.push(isMapToken(parent) ? keyOf(parent.items.at(-1)) : Math.max(0, parent.items.length - 1));
  }
  return path;
}

/**
 * yaml's parseDocument() with limits checked while it parses, so a hostile file is refused after
 * the part that passes a limit, not after all of it. yaml's CST parser does work proportional to its
 * stack for each token (400,000 nested brackets, 800 KB: minutes, or out of memory) and 40,000 keys
 * cost seconds before any check could run. After each token:
 *   - the stack holds the document, each open collection and at most one scalar: more than
 *     depth + 2 entries is more than `depth` levels;
 *   - the collections being filled (the top of the stack) are counted (a flow collection's
 *     trailing comma makes one extra item, hence + 1; the exact count is checkDocument's);
 *   - scalars and flow collections seen so far are a lower bound of the nodes (aliases unexpanded).
 * Duplicate keys are left to checkDocument: yaml's check compares each key with every earlier one.
 */
export function parseBounded(text: string, lines: LineCounter, limits: InputLimits): { doc: Document.Parsed; stop?: ParseStop } {
  const parser = new Parser(lines.addNewLine);
  let stop: ParseStop | undefined;
  let nodes = 0;
  function* tokens() {
    lines.addNewLine(0); // Parser.parse() does this; next() does not
    for (const lexeme of new Lexer().lex(text)) {
      const at = parser.offset;
      const first = lexeme[0];
      if (first === CST.SCALAR || first === '"' || first === "'" || lexeme === '[' || lexeme === '{') nodes++;
      yield* parser.next(lexeme);
      const { stack } = parser;
      if (stack.length > limits.depth + 2)
        stop = { offset: at, path: pathOf(stack, stack.length - 1), message: `nesting deeper than ${limits.depth} levels` };
      else if (nodes > limits.nodes)
        stop = {
          offset: at,
          path: [],
          message: `the file has more than ${count(limits.nodes)} nodes; the limit is ${count(limits.nodes)}`,
        };
      else {
        for (let i = stack.length - 1; i >= Math.max(0, stack.length - 3); i--) {
          const t = stack[i]!;
          if (CST.isCollection(t) && t.items.length > limits.entries + 1) {
            const what = isMapToken(t) ? 'keys' : 'items';
            stop = {
              offset: t.offset,
              path: pathOf(stack, i),
              message: `${isMapToken(t) ? 'map' : 'sequence'} has more than ${count(limits.entries)} ${what}; the limit is ${count(limits.entries)}`,
            };
            break;
          }
        }
      }
      if (stop) return;
    }
    yield* parser.end();
  }
  const composer = new Composer({ uniqueKeys: false });
  let doc: Document.Parsed | undefined;
  // As parseDocument(): one document, and an error at the start of a second one.
  for (const next of composer.compose(tokens(), true, text.length)) {
    if (!doc) doc = next;
    else {
      doc.errors.push(
        new YAMLParseError(
          [next.range[0], next.range[1]],
          'MULTIPLE_DOCS',
          'Source contains multiple documents; please use YAML.parseAllDocuments()',
        ),
      );
      break;
    }
  }
  return { doc: doc!, stop };
}
