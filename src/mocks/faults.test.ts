import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { faultCookie, faultFor, faultResponse, isBackendPath, parseFaults } from './faults';
import { handlers } from './handlers';

function get(path: string, cookie = ''): Promise<Response | undefined> {
  return getResponse(handlers, new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }));
}

describe('fault cookie', () => {
  it('parses URI-encoded or plain JSON and ignores unknown faults', () => {
    expect(parseFaults(encodeURIComponent('{"/a":"500","/b":"explode"}'))).toEqual({ '/a': '500' });
    expect(parseFaults('{"*":"drop"}')).toEqual({ '*': 'drop' });
    expect(parseFaults('not json')).toEqual({});
    expect(parseFaults(undefined)).toEqual({});
  });

  it('exact path beats prefix* beats *', () => {
    const faults = parseFaults('{"/apiw/v2/market/spots":"404","/apiw/v2/*":"500","*":"empty"}');
    expect(faultFor(faults, '/apiw/v2/market/spots')).toBe('404');
    expect(faultFor(faults, '/apiw/v2/common/tabs')).toBe('500');
    expect(faultFor(faults, '/api/web/v1/site/settings')).toBe('empty');
  });

  it('knows the backend paths', () => {
    expect(
      [
        '/api/x',
        '/apiw/v2/x',
        '/apiweb/v1/x',
        '/json_svr/q',
        '/logout',
        '/js/tool/a.json',
        '/__mock/events',
        '/rules-bundle/manifest.json',
      ].every(isBackendPath),
    ).toBe(true);
    expect(['/', '/trade/BTC_USDT', '/src/main.tsx', '/logouts', '/apix'].some(isBackendPath)).toBe(false);
  });
});

describe('fault wrapper around the handlers', () => {
  const path = '/api/web/v1/compliance/check';

  it('answers normally without a fault', async () => {
    const res = await get(path);
    expect(res?.status).toBe(200);
    expect(await res?.json()).toMatchObject({ code: 0, data: { menu: [] } });
  });

  it.each([
    ['500', 500],
    ['404', 404],
  ] as const)('%s gives that status', async (fault, status) => {
    expect((await get(path, faultCookie({ [path]: fault })))?.status).toBe(status);
  });

  it('drop is a network error', async () => {
    expect((await get(path, faultCookie({ [path]: 'drop' })))?.type).toBe('error');
  });

  it('malformed is invalid JSON with a JSON content type; empty has no body', async () => {
    const malformed = await get(path, faultCookie({ [path]: 'malformed' }));
    expect(malformed?.headers.get('content-type')).toContain('application/json');
    await expect(malformed?.json()).rejects.toThrow();
    expect(await (await get(path, faultCookie({ [path]: 'empty' })))?.text()).toBe('');
  });

  it('shape is valid JSON of the wrong shape', async () => {
    expect(await (await get(path, faultCookie({ [path]: 'shape' })))?.json()).toEqual({ code: 0, data: 42, unexpected: ['shape'] });
  });

  it('timeout waits until the client gives up', async () => {
    const controller = new AbortController();
    const pending = faultResponse('timeout', new Request('http://localhost/x', { signal: controller.signal }));
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(settled).toBe(false);
    controller.abort();
    expect((await pending).status).toBe(504);
  });

  it('never faults /__mock/ and leaves other paths alone', async () => {
    const all = faultCookie({ '*': '500' });
    expect((await get('/__mock/events', all))?.status).toBe(200);
    expect((await get('/api/web/v1/site/settings', faultCookie({ [path]: '500' })))?.status).toBe(200);
  });

  it('meridian_delay slows the answer', async () => {
    const started = Date.now();
    await get(path, 'meridian_delay=120');
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('unknown backend paths are not handled', async () => {
    expect(await get('/api/web/v1/nothing-here')).toBeUndefined();
  });
});
