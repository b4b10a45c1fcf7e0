import { readdirSync, readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { hostileFacts, schemaFields, validFacts } from '../src/test-support/arbitraries';
import { compiledRepoConfig } from '../src/config/node/repo-config';
import { withoutAnnotations } from './vite-schema-plugin';

const root = new URL('..', import.meta.url).pathname;
const read = (file: string) => JSON.parse(readFileSync(`${root}schemas/${file}`, 'utf8')) as Record<string, unknown>;

describe('schemas without annotations (browser build)', () => {
  it('drops description, title, examples and $comment, and keeps property names that look like them', () => {
    const schema = {
      $id: 'x',
      title: 'T',
      description: 'D',
      type: 'object',
      properties: { title: { type: 'string', description: 'a property named title' }, description: { enum: ['description'] } },
      $defs: { examples: { type: 'array', items: { type: 'integer', $comment: 'c', examples: [1] } } },
    };
    expect(withoutAnnotations(schema)).toEqual({
      $id: 'x',
      type: 'object',
      properties: { title: { type: 'string' }, description: { enum: ['description'] } },
      $defs: { examples: { type: 'array', items: { type: 'integer' } } },
    });
  });

  it('leaves every schema of schemas/ valid and makes it smaller', () => {
    const files = readdirSync(`${root}schemas`).filter((f) => f.endsWith('.schema.json'));
    expect(files.length).toBeGreaterThan(5);
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    for (const file of files) {
      const stripped = withoutAnnotations(read(file)) as Record<string, unknown>;
      expect(JSON.stringify(stripped).length, file).toBeLessThan(JSON.stringify(read(file)).length);
      ajv.addSchema(stripped);
    }
    for (const file of files) expect(() => ajv.getSchema(read(file).$id as string), file).not.toThrow();
  });

  it('sanitizes hostile facts exactly as the written schema does (the walker reads no annotation)', async () => {
    const written = await import('../src/engine/sanitize-facts');
    vi.resetModules();
    vi.doMock('../schemas/facts.schema.json', () => ({ default: withoutAnnotations(read('facts.schema.json')) }));
    const stripped = await import('../src/engine/sanitize-facts');
    vi.doUnmock('../schemas/facts.schema.json');
    expect(stripped.sanitizeFacts).not.toBe(written.sanitizeFacts);
    const config = compiledRepoConfig(root);
    const arb = hostileFacts(config, schemaFields(read('facts.schema.json')), validFacts(config));
    for (const facts of fc.sample(arb, 300)) expect(stripped.sanitizeFacts(facts)).toEqual(written.sanitizeFacts(facts));
  });
});
