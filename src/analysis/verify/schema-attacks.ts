/**
 * Planted-change attacks on the facts sanitiser (sanitiser-attack.test.ts): for a fact path the
 * facts schema names (and the clock, which it computes), a rule condition reading it that a value
 * the sanitiser drops would once have stood in for, and visitors whose value there the sanitiser
 * keeps. Test support: drawn with fast-check, never part of verify.
 */
import fc from 'fast-check';
import { schemas } from '../../config/schemas';

interface Node {
  type?: string | string[];
  enum?: string[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Node>;
  additionalProperties?: unknown;
  items?: Node;
  $ref?: string;
}

/** One attack: a condition (YAML flow) on a fact, the value the sanitiser drops it was weak to, and a visitor's facts there. */
export interface Attack {
  path: string;
  when: string;
  /** A value at `path` the sanitiser drops (the kind of stand-in the attack aims at). */
  dropped: unknown;
  /** The visitor's facts (beside site main), with a value the sanitiser keeps. */
  visitor: Record<string, unknown>;
}

const root = schemas.facts as unknown as Node & { $defs: Record<string, Node> };
const deref = (n: Node): Node => (n.$ref ? root.$defs[n.$ref.slice('#/$defs/'.length)]! : n);
/** What the chat policy's scope reads, the site and the maps: not attacked here. */
const SKIP = new Set(['site', 'path', 'query', 'cookies', 'storage', 'experiments', 'now', 'device', 'compliance.menu', 'user.verified']);

/** `{ a: { b: v } }` for `a.b`. */
export function factsAt(path: string, value: unknown): Record<string, unknown> {
  return path
    .split('.')
    .reverse()
    .reduce<unknown>((v, seg) => (/^\d+$/.test(seg) ? [v] : { [seg]: v }), value) as Record<string, unknown>;
}

const yaml = (v: unknown) => JSON.stringify(v);
const word = fc.stringMatching(/^[a-z][a-z0-9_]{0,7}$/);

function scalarAttack(path: string, n: Node): fc.Arbitrary<Attack> | null {
  const at = (when: string, dropped: unknown) => (value: unknown) => ({ path, when, dropped, visitor: factsAt(path, value) });
  if (n.enum)
    return fc
      .subarray(n.enum, { minLength: 1 })
      .chain((c) => fc.constantFrom(...n.enum!).map(at(`{ fact: ${path}, operator: notIn, value: ${yaml(c)} }`, 'verify-other')));
  if (n.type === 'boolean') return fc.boolean().map((b) => at(`{ fact: ${path}, operator: equal, value: ${b} }`, 'x')(b));
  if (n.type === 'integer' || n.type === 'number') {
    const min = n.minimum ?? -1000;
    const max = n.maximum ?? 100_000;
    return fc
      .tuple(fc.integer({ min: min - 2, max: max + 2 }), fc.integer({ min, max }))
      .map(([c, v]) => at(`{ fact: ${path}, operator: greaterThan, value: ${c} }`, n.minimum === undefined ? 'x' : min - 1)(v));
  }
  if (n.type !== 'string') return null;
  const text = n.pattern ? fc.stringMatching(new RegExp(n.pattern)) : word;
  return fc
    .tuple(fc.array(text, { minLength: 1, maxLength: 3 }), text)
    .map(([cs, v]) => at(`{ fact: ${path}, operator: notIn, value: ${yaml(cs)} }`, n.pattern ? 'verify-other!' : 1)(v));
}

/** Every attack the facts schema offers, by path. */
function attacksOf(n: Node, path: string, out: fc.Arbitrary<Attack>[]): fc.Arbitrary<Attack>[] {
  n = deref(n);
  if (SKIP.has(path)) return out;
  if (n.properties) {
    const [first, node] = Object.entries(n.properties).find(([, p]) => deref(p).type === 'boolean') ?? [];
    if (path && first && n.additionalProperties === false)
      out.push(
        fc.boolean().map((b) => ({
          path,
          when: `{ fact: ${path}, operator: isEmpty, value: false }`,
          dropped: { verify: 'x' },
          visitor: factsAt(`${path}.${first}`, deref(node!).type === 'boolean' ? b : 'x'),
        })),
      );
    for (const [k, p] of Object.entries(n.properties)) attacksOf(p, path ? `${path}.${k}` : k, out);
  } else if (n.type === 'array' && n.items && deref(n.items).type === 'string')
    out.push(
      fc.tuple(word, word).map(([c, v]) => ({
        path: `${path}.0`,
        when: `{ fact: ${path}.0, operator: equal, value: ${c} }`,
        dropped: { 0: c },
        visitor: factsAt(path, [v === c ? v : c, v]),
      })),
    );
  else {
    const a = scalarAttack(path, n);
    if (a) out.push(a);
  }
  return out;
}

/** An instant of the clock near another: the same millisecond, or up to a year either side. */
const instants = fc.integer({ min: Date.parse('2025-01-01T00:00:00Z'), max: Date.parse('2028-01-01T00:00:00Z') });

/** The clock: `nowMs` compared with an instant, `now` with a date-time's text. */
const clockAttacks: fc.Arbitrary<Attack>[] = [
  fc.tuple(instants, instants).map(([c, v]) => ({
    path: 'nowMs',
    when: `{ fact: nowMs, operator: greaterThanInclusive, value: ${c} }`,
    dropped: c,
    visitor: { now: new Date(v).toISOString() },
  })),
  fc.tuple(instants, instants, fc.constantFrom('equal', 'notEqual')).map(([c, v, op]) => ({
    path: 'now',
    when: `{ fact: now, operator: ${op}, value: "${new Date(c).toISOString()}" }`,
    dropped: 'verify-other',
    visitor: { now: new Date(v).toISOString() },
  })),
];

/** A drawn attack on any fact path the facts schema names, or on the clock. */
export const schemaAttack: fc.Arbitrary<Attack> = fc.oneof(...attacksOf(root, '', []), ...clockAttacks);
