import { describe, expect, it } from 'vitest';
import { FAULTS } from '../mocks/faults';
import { useTestBackend } from '../mocks/test-server';
import { clientCases } from './fallbacks.cases';

const backend = useTestBackend();
/** Short enough for the suite, long enough that a healthy mocked answer always beats it. */
const SHORT_TIMEOUT_MS = 150;

describe.each(clientCases)('$name', (c) => {
  it('answers from the embedded backend', async () => {
    backend.setCookies({ meridian_persona: c.persona });
    c.happy(await c.run({}));
    expect(backend.logger.errors).toEqual([]);
  });

  const faults = FAULTS.filter((f) => !(c.bodyIgnored && (f === 'malformed' || f === 'shape' || f === 'empty')));
  it.each(faults)('falls back on the %s fault, logs, never throws', async (fault) => {
    backend.setCookies({ meridian_persona: c.persona });
    backend.setFaults({ [c.path]: fault });
    const value = await c.run({ timeoutMs: SHORT_TIMEOUT_MS });
    expect(value).toEqual(c.fallback);
    expect(backend.logger.errors.length).toBeGreaterThan(0);
  });
});

describe('wildcard fault', () => {
  it('"*" faults every backend path', async () => {
    backend.setFaults({ '*': '500' });
    for (const c of clientCases.filter((x) => !x.bodyIgnored)) expect(await c.run({})).toEqual(c.fallback);
  });
});
