import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { schemas, type SchemaKind } from './schemas';
import { validateValue } from './validate';

/**
 * Every schema has fixture files that must pass and fixture files that must fail.
 * schemas/fixtures/<kind>/positive/*.yaml must validate; schemas/fixtures/<kind>/negative/*.yaml
 * must not, and their first line `# expect: <text>` names the ajv keyword or message text that
 * one of the errors must contain.
 */
const root = new URL('../../schemas/fixtures/', import.meta.url);
const kinds = Object.keys(schemas) as SchemaKind[];
const MIN_POSITIVE = 3;
const MIN_NEGATIVE = 5;
const EXPECT_LINE = /^#\s*expect:\s*(\S.*?)\s*$/;

type Polarity = 'positive' | 'negative';
/** [name, text]: a row of it.each, named by the fixture's path under schemas/fixtures/. */
type Fixture = [name: string, text: string];

function fixtures(kind: SchemaKind, polarity: Polarity): Fixture[] {
  const dir = new URL(`${kind}/${polarity}/`, root);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f): Fixture => [`${kind}/${polarity}/${f}`, readFileSync(new URL(f, dir), 'utf8')]);
}

function expectation(text: string): string | undefined {
  return EXPECT_LINE.exec(text.split(/\r?\n/, 1)[0] ?? '')?.[1];
}

describe('schema fixtures', () => {
  it('has a fixture folder for every schema kind and none for unknown kinds', () => {
    const dirs = readdirSync(root, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(dirs.sort()).toEqual([...kinds].sort());
  });
});

describe.each(kinds)('%s schema', (kind) => {
  const positive = fixtures(kind, 'positive');
  const negative = fixtures(kind, 'negative');

  it(`has at least ${MIN_POSITIVE} positive and ${MIN_NEGATIVE} negative fixtures`, () => {
    expect(positive.length).toBeGreaterThanOrEqual(MIN_POSITIVE);
    expect(negative.length).toBeGreaterThanOrEqual(MIN_NEGATIVE);
  });

  // An empty or missing folder makes no it.each cases; the count check above is what reports it.
  if (positive.length) {
    it.each(positive)('%s passes', (_name, text) => {
      expect(expectation(text), 'a positive fixture must not carry an `# expect:` line').toBeUndefined();
      expect(validateValue(kind, parse(text))).toEqual([]);
    });
  }

  if (negative.length) {
    it.each(negative)('%s fails', (_name, text) => {
      const want = expectation(text);
      expect(want, 'a negative fixture must start with `# expect: <keyword or message text>`').toBeTruthy();
      const errors = validateValue(kind, parse(text));
      expect(errors.length, 'the fixture validated but must not').toBeGreaterThan(0);
      const summary = errors.map((e) => `${e.instancePath || '/'} ${e.keyword}: ${e.message ?? ''}`).join('\n');
      const matched = errors.some((e) => e.keyword.includes(want!) || (e.message ?? '').includes(want!));
      expect(matched, `no error mentions "${want}"; got:\n${summary}`).toBe(true);
    });
  }
});
