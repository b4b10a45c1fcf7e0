import { schemas } from './schemas';
import { didYouMean } from './suggest';

type Schema = Record<string, unknown>;

/** Facts the engine computes from the scenario before rules run (src/engine/normalize-facts.ts). */
export const COMPUTED_FACTS = {
  stored: 'Parsed stored values by name (vocabulary `stored`); absent or malformed → null.',
  elapsedMs: 'Ms since the timestamp of a stored value (params.of); null when none.',
  sameDay: "Whether a stored value's timestamp is on the visitor's current calendar day (params.of).",
  pathProduct: 'Compliance product code of the current path (vocabulary `products`), or null.',
  nowMs: 'facts.now as ms since the epoch.',
} as const;

function resolveRef(root: Schema, node: Schema): Schema {
  const ref = node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/$defs/')) {
    const defs = root.$defs as Record<string, Schema>;
    return resolveRef(root, defs[ref.slice('#/$defs/'.length)]!);
  }
  return node;
}

/** Walks `segments` through a schema; null when the path exists, else the first bad segment and a suggestion. */
function walk(root: Schema, segments: string[]): { bad: string; hint: string } | null {
  let node = root;
  for (const seg of segments) {
    node = resolveRef(root, node);
    const props = node.properties as Record<string, Schema> | undefined;
    if (props?.[seg]) {
      node = props[seg];
      continue;
    }
    if (node.additionalProperties && typeof node.additionalProperties === 'object') {
      node = node.additionalProperties as Schema;
      continue;
    }
    if (node.type === 'array' && /^\d+$/.test(seg) && node.items) {
      node = node.items as Schema;
      continue;
    }
    return { bad: seg, hint: didYouMean(seg, Object.keys(props ?? {})) };
  }
  return null;
}

/**
 * Checks that a rule's fact reference names something a decision can have. Returns an error
 * message, or null when the fact is known.
 */
export function checkFactPath(dotted: string, storedNames: ReadonlySet<string>, params?: Record<string, unknown>): string | null {
  const [head, ...rest] = dotted.split('.');
  if (!head) return 'empty fact';
  if (head === 'elapsedMs' || head === 'sameDay') {
    const of = params?.of;
    if (typeof of !== 'string' || !storedNames.has(of)) return `${head} needs params.of naming a stored value (got ${JSON.stringify(of)})`;
    return rest.length ? `${head} has no fields` : null;
  }
  if (head === 'stored') {
    if (!rest[0]) return null;
    return storedNames.has(rest[0]) ? null : `unknown stored value "${rest[0]}"`;
  }
  if (head === 'pathProduct' || head === 'nowMs') return rest.length ? `${head} has no fields` : null;
  if (head === 'site') {
    const miss = walk(schemas.site as unknown as Schema, rest);
    return miss === null ? null : `unknown site field "${miss.bad}" in "${dotted}"${miss.hint}`;
  }
  const factsSchema = schemas.facts as unknown as Schema;
  const topLevel = [...Object.keys(factsSchema.properties as Schema), ...Object.keys(COMPUTED_FACTS), 'site'];
  if (!(factsSchema.properties as Schema)[head]) return `unknown fact "${head}"${didYouMean(head, topLevel)}`;
  const miss = walk(factsSchema, [head, ...rest]);
  return miss === null ? null : `unknown field "${miss.bad}" in fact "${dotted}"${miss.hint}`;
}
