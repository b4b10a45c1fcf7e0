import { describe, expect, it } from 'vitest';
import { parseStored, readStored } from './stored-values';

describe('parseStored', () => {
  it('reads count/timestamp and rejects anything else', () => {
    expect(parseStored('count-timestamp', '2/1700000000000').value).toEqual({
      format: 'count-timestamp',
      count: 2,
      timestamp: 1700000000000,
    });
    for (const bad of ['abc', '1/x', '1/', '/5', '1/2/3', '']) {
      const r = parseStored('count-timestamp', bad);
      expect(r.value, bad).toBeNull();
      expect(r.problem).toMatch(/count\/timestamp/);
    }
  });

  it('reads the Turkey keep-alive JSON and rejects malformed JSON', () => {
    expect(parseStored('keepalive', '{"keepaliveDays":7,"timestamp":5}').value).toEqual({
      format: 'keepalive',
      keepaliveDays: 7,
      timestamp: 5,
    });
    expect(parseStored('keepalive', '{"keepaliveDays":"7"}').value).toBeNull();
    expect(parseStored('keepalive', '{oops').value).toBeNull();
  });

  it('reads a JSON list of ids', () => {
    expect(parseStored('json-list', '[1,"a"]').value).toEqual({ format: 'json-list', items: ['1', 'a'] });
    expect(parseStored('json-list', '{"a":1}').value).toBeNull();
  });
});

describe('readStored', () => {
  const decls = [
    { name: 'gift', in: 'storage' as const, key: 'g', format: 'count-timestamp' as const, description: '' },
    { name: 'risk', in: 'cookie' as const, keyFact: 'compliance.k', format: 'timestamp' as const, description: '' },
  ];

  it('computes ages and calendar days, and notes malformed values', () => {
    const now = Date.parse('2026-03-10T00:10:00Z');
    const ts = Date.parse('2026-03-09T23:50:00Z');
    const r = readStored(decls, { cookies: { rk: 'nope' }, storage: { g: `1/${ts}` }, compliance: { k: 'rk' } } as never, now, 0);
    expect(r.ages.gift).toBe(20 * 60_000);
    expect(r.sameDay.gift).toBe(false);
    expect(r.values.risk).toBeNull();
    expect(r.notes).toEqual([expect.stringContaining('cookie rk="nope" is not a timestamp')]);
  });

  it('counts a timestamp a few minutes ahead as just now, and one far ahead as absent', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    const near = readStored([decls[0]!], { cookies: {}, storage: { g: `1/${now + 45_000}` } }, now, 0);
    expect(near.ages.gift).toBe(0);
    const far = readStored([decls[0]!], { cookies: {}, storage: { g: `1/${now + 86_400_000}` } }, now, 0);
    expect(far.values.gift).toBeNull();
    expect(far.notes[0]).toMatch(/dated after now/);
  });

  it('uses the visitor offset for the calendar day', () => {
    const now = Date.parse('2026-03-10T00:10:00Z');
    const ts = Date.parse('2026-03-09T23:50:00Z');
    const r = readStored(decls, { cookies: {}, storage: { g: `1/${ts}` } }, now, 60);
    expect(r.sameDay.gift).toBe(true);
  });
});
