import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { MAX_EVENTS, resetMockState } from '../state';

const base = 'http://localhost';
const post = (body: string): Promise<Response | undefined> =>
  getResponse(
    handlers,
    new Request(`${base}/api/web/v1/collect`, { method: 'POST', body, headers: { 'content-type': 'application/json' } }),
  );
const events = async (): Promise<unknown[]> => {
  const res = await getResponse(handlers, new Request(`${base}/__mock/events`));
  if (!res) throw new Error('no handler answered /__mock/events');
  return ((await res.json()) as { events: unknown[] }).events;
};

beforeEach(() => resetMockState());

describe('analytics collector', () => {
  it('stores batches and serves them on /__mock/events', async () => {
    const res = await post(JSON.stringify({ events: [{ name: 'a' }, { name: 'b' }] }));
    expect(await res?.json()).toEqual({ code: 0, message: 'success', data: { received: 2 } });
    await post(JSON.stringify([{ name: 'c' }]));
    expect(await events()).toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
  });

  it('keeps only the last 500 events', async () => {
    const batch = Array.from({ length: 300 }, (_, i) => ({ i }));
    await post(JSON.stringify({ events: batch }));
    await post(JSON.stringify({ events: batch.map(({ i }) => ({ i: i + 300 })) }));
    const stored = await events();
    expect(stored).toHaveLength(MAX_EVENTS);
    expect(stored[0]).toEqual({ i: 100 });
  });

  it('rejects a body that is not JSON, and DELETE clears', async () => {
    expect((await post('nope'))?.status).toBe(400);
    await post('{"name":"x"}');
    await getResponse(handlers, new Request(`${base}/__mock/events`, { method: 'DELETE' }));
    expect(await events()).toEqual([]);
  });

  it('whoami reports persona and site from the cookies', async () => {
    const res = await getResponse(
      handlers,
      new Request(`${base}/__mock/whoami`, { headers: { cookie: 'meridian_persona=trader; meridian_site=jp' } }),
    );
    expect(await res?.json()).toEqual({ persona: 'trader', site: 'jp' });
  });
});
