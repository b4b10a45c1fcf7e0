import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findPersonaIn } from '../rules-model/persona';
import { parsePersonas, PERSONAS_FILE, personasOrThrow } from './personas';
import { loadPersonas, readPersonas } from './node/read-personas';

const text = readFileSync(new URL('../../scenarios/personas.yaml', import.meta.url), 'utf8');

describe('the personas file', () => {
  it('is valid, with unique ids, the visitor first', () => {
    const { personas, errors } = parsePersonas(PERSONAS_FILE, text);
    expect(errors).toEqual([]);
    expect(personas.length).toBeGreaterThanOrEqual(20);
    expect(new Set(personas.map((p) => p.id)).size).toBe(personas.length);
    expect(personas[0]).toEqual({ id: 'visitor', label: 'Visitor (logged out)', facts: {} });
    expect(findPersonaIn(personas, 'trader')!.facts.cookies).toEqual({ uid: '1001', nickname: 'ann' });
  });

  it('reads the same from disk (src/config/node) as from text', () => {
    expect(readPersonas(process.cwd())).toEqual(parsePersonas(PERSONAS_FILE, text));
    expect(loadPersonas(process.cwd())).toBe(loadPersonas(process.cwd())); // read once per root
  });
});

describe('parsePersonas', () => {
  const one = (facts: string, id = 'a') => `personas:\n  - id: ${id}\n    label: A\n    facts: ${facts}\n`;

  it('checks facts against the facts schema, at their line', () => {
    const { personas, errors } = parsePersonas('p.yaml', one('{ device: { isPhone: 1 } }'));
    expect(personas).toEqual([]);
    expect(errors).toMatchObject([
      { file: 'p.yaml', line: 4, path: 'personas[0].facts.device.isPhone', message: 'must be boolean (got 1)' },
    ]);
  });

  it('names the duplicate id and where the first one is', () => {
    const { errors } = parsePersonas(
      'p.yaml',
      one('{}') + one('{}').replace('personas:\n', '') + one('{}', 'b').replace('personas:\n', ''),
    );
    expect(errors).toMatchObject([
      { file: 'p.yaml', line: 5, col: 9, path: 'personas[1].id', message: 'duplicate persona id "a" (first at personas[0])' },
    ]);
  });

  it('reports broken YAML as YAML errors, and throws them located when asked to', () => {
    expect(parsePersonas('p.yaml', 'personas: [').errors[0]).toMatchObject({ file: 'p.yaml', check: 'yaml' });
    expect(() => personasOrThrow('p.yaml', one('{ user: { uid: "x" } }'))).toThrow(
      /p\.yaml:4:\d+ personas\[0\]\.facts\.user\.uid: must be/,
    );
  });
});
