import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { faultCookie } from './faults';
import { handlers } from './handlers';
import { createBackendMiddleware, toFetchRequest } from './node-adapter';
import { resetMockState } from './state';

// A plain Node server with the same middleware the Vite plugin installs; no msw interception here,
// so these are real HTTP round trips through the adapter.
let server: Server;
let origin = '';
const passedOn: string[] = [];

beforeAll(async () => {
  const middleware = createBackendMiddleware(async () => (request) => getResponse(handlers, request));
  server = createServer((req, res) =>
    middleware(req, res, () => {
      passedOn.push(req.url ?? '');
      res.statusCode = 200;
      res.end('vite');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => resetMockState());

describe('embedded backend middleware', () => {
  it('answers a backend GET with the persona from the cookie', async () => {
    const res = await fetch(`${origin}/api/web/v1/usercenter/get_info`, { headers: { cookie: 'meridian_persona=trader' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ code: 0, data: { isLogin: true, uid: 1001 } });
  });

  it('forwards a form body and headers on POST', async () => {
    const res = await fetch(`${origin}/json_svr/query_safe`, {
      method: 'POST',
      headers: { cookie: 'meridian_persona=trader', csrftoken: '1', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=tradepassfrequency&frequency=0&fundpass=pw&totp=123456',
    });
    expect(await res.json()).toEqual({ result: true, msg: 'Saved' });
  });

  it('keeps each Set-Cookie apart and does not follow the /logout redirect', async () => {
    const res = await fetch(`${origin}/logout`, { redirect: 'manual', headers: { cookie: 'meridian_persona=trader' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
    expect(res.headers.getSetCookie()).toContain('meridian_persona=visitor; Path=/; SameSite=Lax');
    expect(res.headers.getSetCookie().length).toBe(5);
  });

  it('unhandled backend paths get a 404 JSON answer', async () => {
    const res = await fetch(`${origin}/api/web/v1/nothing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 404 });
  });

  it('other paths go to the next middleware', async () => {
    const res = await fetch(`${origin}/trade/BTC_USDT`);
    expect(await res.text()).toBe('vite');
    expect(passedOn).toContain('/trade/BTC_USDT');
  });

  it('a dropped answer is a network error', async () => {
    await expect(fetch(`${origin}/api/web/v1/site/settings`, { headers: { cookie: faultCookie({ '*': 'drop' }) } })).rejects.toThrow();
  });

  it('passes malformed bodies through untouched', async () => {
    const res = await fetch(`${origin}/api/web/v1/site/settings`, { headers: { cookie: faultCookie({ '*': 'malformed' }) } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"code":0,"data":{"broken":');
  });

  it('an endless body goes as fast as the client reads it, and stops when the client goes', async () => {
    const cookie = faultCookie({ '/rules-bundle/manifest.json': 'endless' });
    const heap0 = process.memoryUsage().heapUsed;
    const res = await fetch(`${origin}/rules-bundle/manifest.json`, { headers: { cookie } });
    const reader = res.body!.getReader();
    let read = 0;
    while (read < 1_000_000) read += (await reader.read()).value!.byteLength;
    // A slow client: the server waits on the socket instead of piling chunks up.
    await new Promise((r) => setTimeout(r, 300));
    const rss = process.memoryUsage().heapUsed - heap0;
    await reader.cancel();
    expect(rss).toBeLessThan(64 * 1024 * 1024);
    // The client gone, the server's loop ends: the server answers the next request at once.
    const next = await fetch(`${origin}/api/web/v1/usercenter/get_info`);
    expect(next.status).toBe(200);
  });

  it('stores analytics sent through it', async () => {
    await fetch(`${origin}/api/web/v1/collect`, { method: 'POST', body: JSON.stringify({ events: [{ name: 'click' }] }) });
    expect(await (await fetch(`${origin}/__mock/events`)).json()).toEqual({ events: [{ name: 'click' }] });
  });
});

describe('toFetchRequest', () => {
  it('copies method, URL, headers and body of a Node request', async () => {
    const seen = new Promise<Request>((resolve) => {
      const probe = createServer((req, res) => {
        void toFetchRequest(req).then((r) => {
          resolve(r);
          res.end();
          probe.close();
        });
      });
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        const req = httpRequest({
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/apiw/x?a=1',
          headers: { cookie: 'a=1; b=2', 'x-app-lang': 'tr' },
        });
        req.end('k=v');
      });
    });
    const request = await seen;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname + new URL(request.url).search).toBe('/apiw/x?a=1');
    expect(request.headers.get('cookie')).toBe('a=1; b=2');
    expect(request.headers.get('x-app-lang')).toBe('tr');
    expect(await request.text()).toBe('k=v');
  });

  it('takes an HTTP/2 request: host from :authority, pseudo-headers left out', async () => {
    const req = Object.assign(Readable.from([]), {
      url: '/api/x?b=2',
      method: 'GET',
      headers: { ':method': 'GET', ':path': '/api/x?b=2', ':authority': '127.0.0.1:9', ':scheme': 'https', cookie: 'meridian_delay=3900' },
    }) as unknown as IncomingMessage;
    const request = await toFetchRequest(req);
    expect(request.url).toBe('http://127.0.0.1:9/api/x?b=2');
    expect(request.headers.get('cookie')).toBe('meridian_delay=3900');
    expect([...request.headers.keys()].some((k) => k.startsWith(':'))).toBe(false);
  });
});
