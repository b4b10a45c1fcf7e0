import { describe, expect, it } from 'vitest';
import { repoConfig } from '../test-support/repo-config';
import { personas } from 'virtual:meridian/personas';
import { sanitizeFacts } from '../engine/sanitize-facts';
import {
  acknowledgements,
  MATRIX_DEVICES,
  scenarioMatrix,
  standardMatrix,
  STANDARD_LOCALES,
  STANDARD_MOMENTS,
  STANDARD_PATHS,
} from './scenario-matrix';

const config = repoConfig();
const sites = Object.keys(config.sites);

describe('the standard scenario matrix', () => {
  const matrix = standardMatrix([config], { personas });

  it('is every site × persona × device × locale × path × moment: at least 2,000 distinct scenarios, in a stable order', () => {
    expect(matrix).toHaveLength(
      sites.length * personas.length * MATRIX_DEVICES.length * STANDARD_LOCALES.length * STANDARD_PATHS.length * STANDARD_MOMENTS.length,
    );
    expect(matrix.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(matrix.map((s) => s.id)).size).toBe(matrix.length);
    expect(standardMatrix([config], { personas }).map((s) => s.id)).toEqual(matrix.map((s) => s.id));
    expect(matrix[0]).toMatchObject({
      id: 'ae/visitor/phone/en/@first-visit',
      dims: { site: 'ae', persona: 'visitor', device: 'phone', locale: 'en', path: '/', moment: 'first-visit' },
    });
  });

  it('writes every dialog acknowledgement, in its format and under its key, as long before the moment as it says', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    const at = (id: string) => matrix.find((s) => s.id === id)!.facts;
    const tenDays = at('main/risk_user/desktop/en/@acked-10d-ago');
    const ms = String(now - 10 * 86_400_000);
    expect(tenDays.storage).toMatchObject({
      meridian_nl_limit_ack: ms,
      GATE_TR_ENTRY_STORAGE: JSON.stringify({ keepaliveDays: 1, timestamp: Number(ms) }),
      openclaimGiftsApp: `1/${ms}`,
    });
    expect(tenDays.cookies).toMatchObject({ kyc_upgrade_notice: ms, risk_guide_ack: ms, uid: '1001' }); // the risk-user key comes from the compliance answer
    expect(at('main/visitor/desktop/en/@acked-18h-ago').storage!.meridian_uk_limit_ack).toBe(String(now - 18 * 3_600_000));
    expect(at('main/risk_user/desktop/en/@first-visit').storage).toBeUndefined();
    expect(acknowledgements(config).map((s) => s.name)).toContain('nl_limit_ack');
  });

  it('gives facts that fit the facts schema (the diff decides them with the sanitiser skipped: schemaClean)', () => {
    for (const s of matrix) {
      const { facts, notes } = sanitizeFacts(s.facts);
      expect(notes, s.id).toEqual([]);
      expect(facts, s.id).toEqual(s.facts);
    }
  });

  it('keeps the plain matrix of the benchmark as it was (ISO moments, nothing stored)', () => {
    const plain = scenarioMatrix({ sites: ['tr'], personas });
    expect(plain).toHaveLength(personas.length * 2 * 5 * 3 * 3);
    expect(plain[0]!.id).toBe('tr/visitor/phone/en/@2026-01-01T00:00:00Z');
    expect(plain.every((s) => s.facts.storage === undefined || Object.keys(s.facts.storage).every((k) => !k.endsWith('_ack')))).toBe(true);
  });
});

describe('the matrix and the personas', () => {
  it('has no personas of its own: without them it says where they come from', () => {
    // @ts-expect-error personas are required; a caller outside TypeScript still gets the message
    expect(() => scenarioMatrix({ sites: ['tr'] })).toThrow(/no personas given.*scenarios\/personas\.yaml/);
  });

  it('crosses the personas it is given, in their order', () => {
    const two = [personas[1]!, personas[0]!];
    const m = scenarioMatrix({
      sites: ['main'],
      personas: two,
      devices: [MATRIX_DEVICES[0]],
      locales: ['en'],
      paths: ['/'],
      moments: ['2026-01-01T00:00:00Z'],
    });
    expect(m.map((s) => s.dims.persona)).toEqual(['trader', 'visitor']);
  });
});
