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
  pageFound: 'Whether facts.path is a page (a spec page or a menu or footer link); false on a 404.',
} as const;

function resolveRef(root: Schema, node: Schema): Schema {
  const ref = node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/$defs/')) {
    const defs = root.$defs as Record<string, Schema>;
    return resolveRef(root, defs[ref.slice('#/$defs/'.length)]!);
  }
  return node;
}

/**
 * A name every JavaScript object inherits (`constructor`, `__proto__`, `toString`…). Schema
 * properties are looked up as own keys, and a map's keys (query, cookies) may not be one either:
 * no rule needs them, and on a plain object they read the inherited member unless every reader
 * is careful (issue 21: `user.constructor isEmpty false` fired for every visitor).
 */
const inherited = (seg: string) => seg in Object.prototype;

type Walked = { node: Schema } | { bad: string; hint: string; inherited?: true };

/** Walks `segments` through a schema (own properties only); the node reached, or the first bad segment and a suggestion. */
function walk(root: Schema, segments: string[]): Walked {
  let node = root;
  for (const seg of segments) {
    node = resolveRef(root, node);
    const props = node.properties as Record<string, Schema> | undefined;
    if (props && Object.hasOwn(props, seg)) {
      node = props[seg]!;
      continue;
    }
    if (node.additionalProperties && typeof node.additionalProperties === 'object') {
      if (inherited(seg)) return { bad: seg, hint: '', inherited: true };
      node = node.additionalProperties as Schema;
      continue;
    }
    if (node.type === 'array' && /^\d+$/.test(seg) && node.items) {
      node = node.items as Schema;
      continue;
    }
    return { bad: seg, hint: didYouMean(seg, Object.keys(props ?? {})) };
  }
  return { node: resolveRef(root, node) };
}

/** JSON types as a rule sees them (`integer` is a number). */
export type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

/** What a fact (or a value) can be: its JSON types (null: anything), its only values, the shape of its items. */
export interface Shape {
  types: ReadonlySet<JsonType> | null;
  values?: readonly unknown[];
  items?: Shape;
}

const ANY: Shape = { types: null };
const typeName = (t: unknown): JsonType | null =>
  t === 'integer' ? 'number' : ['string', 'number', 'boolean', 'null', 'array', 'object'].includes(t as string) ? (t as JsonType) : null;

/** The JSON type of a literal value. */
export function jsonType(v: unknown): JsonType {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v === 'number' ? 'number' : typeof v === 'string' ? 'string' : typeof v === 'boolean' ? 'boolean' : 'object';
}

/** The shape a schema node allows; permissive (anything) where the schema does not say. */
function shapeOf(root: Schema, raw: Schema): Shape {
  const node = resolveRef(root, raw);
  const union = (node.oneOf ?? node.anyOf) as Schema[] | undefined;
  if (union) {
    const parts = union.map((n) => shapeOf(root, n));
    if (parts.some((p) => p.types === null)) return ANY;
    return { types: new Set(parts.flatMap((p) => [...p.types!])) };
  }
  const values = Array.isArray(node.enum) ? (node.enum as unknown[]) : 'const' in node ? [node.const] : undefined;
  const declared = Array.isArray(node.type) ? node.type : node.type !== undefined ? [node.type] : null;
  const types = declared ? declared.map(typeName) : values ? values.map(jsonType) : null;
  if (!types || types.includes(null)) return values ? { types: null, values } : ANY;
  const shape: Shape = { types: new Set(types as JsonType[]) };
  if (values) shape.values = values;
  if (types.includes('array') && node.items && typeof node.items === 'object') shape.items = shapeOf(root, node.items as Schema);
  return shape;
}

const nullable = (t: JsonType): Shape => ({ types: new Set<JsonType>([t, 'null']) });

/** Shapes of the computed facts (COMPUTED_FACTS); stored values are parsed JSON of any shape. */
const COMPUTED_SHAPES: Record<keyof typeof COMPUTED_FACTS, Shape> = {
  stored: ANY,
  elapsedMs: nullable('number'),
  sameDay: nullable('boolean'),
  pathProduct: nullable('string'),
  nowMs: { types: new Set<JsonType>(['number']) },
  pageFound: { types: new Set<JsonType>(['boolean']) },
};

/** A known fact: its shape; an unknown one: the error message. */
export type FactCheck = { shape: Shape } | { error: string };

/**
 * Resolves a rule's fact reference against the facts schema, the site schema and the computed
 * facts (own names only): the shape it can have, or why it is not a fact.
 */
export function resolveFact(dotted: string, storedNames: ReadonlySet<string>, params?: Record<string, unknown>): FactCheck {
  const [head, ...rest] = dotted.split('.');
  if (!head) return { error: 'empty fact' };
  if (head === 'elapsedMs' || head === 'sameDay') {
    const of = params?.of;
    if (typeof of !== 'string' || !storedNames.has(of))
      return { error: `${head} needs params.of naming a stored value (got ${JSON.stringify(of)})` };
    return rest.length ? { error: `${head} has no fields` } : { shape: COMPUTED_SHAPES[head] };
  }
  if (head === 'stored') {
    if (!rest[0] || storedNames.has(rest[0])) return { shape: ANY };
    return { error: `unknown stored value "${rest[0]}"` };
  }
  if (head === 'pathProduct' || head === 'nowMs' || head === 'pageFound')
    return rest.length ? { error: `${head} has no fields` } : { shape: COMPUTED_SHAPES[head] };
  const site = head === 'site';
  const root = (site ? schemas.site : schemas.facts) as unknown as Schema;
  const factsProps = (schemas.facts as unknown as Schema).properties as Schema;
  if (!site && !Object.hasOwn(factsProps, head)) {
    return { error: `unknown fact "${head}"${didYouMean(head, [...Object.keys(factsProps), ...Object.keys(COMPUTED_FACTS), 'site'])}` };
  }
  const walked = walk(root, site ? rest : [head, ...rest]);
  if ('node' in walked) return { shape: shapeOf(root, walked.node) };
  if (walked.inherited)
    return { error: `"${walked.bad}" in fact "${dotted}" is a name every JavaScript object inherits; a fact path may not use it` };
  return { error: `unknown ${site ? 'site field' : 'field'} "${walked.bad}" in ${site ? '' : 'fact '}"${dotted}"${walked.hint}` };
}

/**
 * Checks that a rule's fact reference names something a decision can have. Returns an error
 * message, or null when the fact is known.
 */
export function checkFactPath(dotted: string, storedNames: ReadonlySet<string>, params?: Record<string, unknown>): string | null {
  const r = resolveFact(dotted, storedNames, params);
  return 'error' in r ? r.error : null;
}

/**
 * Every fact path the facts schema, the site schema and the computed facts allow, as patterns: a
 * map's key is `*` (one segment), a stored value's inside is `**` (anything below). What a build
 * can evaluate: a published bundle testing a path outside these is refused (src/config/bundle/vocabulary.ts).
 */
export function factPathPatterns(): string[] {
  const out = new Set<string>();
  const visit = (root: Schema, raw: Schema, prefix: string, depth: number): void => {
    const node = resolveRef(root, raw);
    if (prefix) out.add(prefix);
    if (depth > 8) return;
    for (const part of [...((node.oneOf ?? node.anyOf ?? []) as Schema[])]) visit(root, part, prefix, depth + 1);
    const props = node.properties as Record<string, Schema> | undefined;
    for (const [name, child] of Object.entries(props ?? {})) visit(root, child, prefix ? `${prefix}.${name}` : name, depth + 1);
    if (node.additionalProperties && typeof node.additionalProperties === 'object')
      visit(root, node.additionalProperties as Schema, `${prefix}.*`, depth + 1);
  };
  const facts = schemas.facts as unknown as Schema;
  visit(facts, facts, '', 0);
  const site = schemas.site as unknown as Schema;
  visit(site, site, 'site', 0);
  for (const name of Object.keys(COMPUTED_FACTS)) out.add(name);
  out.add('stored.**');
  return [...out].sort();
}
