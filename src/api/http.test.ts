import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAULTS } from '../mocks/faults';
import { TEST_ORIGIN, setupTestBackend } from '../mocks/test-server';
import {
  browserHttp,
  buildUrl,
  csrfClient,
  csrfToken,
  FORM_CONTENT_TYPE,
  getJson,
  headerClient,
  HttpError,
  postForm,
  readCookie,
  REQUEST_ERROR_MESSAGE,
} from './http';

const backend = setupTestBackend();

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string>;
  credentials: RequestCredentials;
  body: string;
}

/** Captures what the client sent to /echo. */
function echo(): Seen[] {
  const seen: Seen[] = [];
  backend.server.use(
    http.all(`${TEST_ORIGIN}/echo`, async ({ request }) => {
      seen.push({
        method: request.method,
        url: request.url,
        headers: Object.fromEntries(request.headers),
        credentials: request.credentials,
        body: await request.text(),
      });
      return HttpResponse.json({ code: 0, data: { fine: true } });
    }),
  );
  return seen;
}

afterEach(() => vi.restoreAllMocks());

describe('cookies', () => {
  it('reads one cookie through the injected source, decoded', () => {
    const http = { ...backend.http, cookies: () => 'a=1; csrftoken=abc%20def; b=2' };
    expect(readCookie('csrftoken', http)).toBe('abc def');
    expect(readCookie('missing', http)).toBeUndefined();
    expect(csrfToken(http)).toBe('abc def');
  });

  it('csrf header defaults to 1 without a cookie', () => {
    expect(csrfToken({ ...backend.http, cookies: () => '' })).toBe('1');
  });
});

describe('headerClient', () => {
  it('sends the CSRF header from the cookie and includes credentials', async () => {
    const seen = echo();
    backend.setCookies({ csrftoken: 'tok123' });
    expect(await headerClient.get('/echo', { query: { a: 1, skip: undefined }, http: backend.http })).toEqual({
      code: 0,
      data: { fine: true },
    });
    expect(seen[0]?.headers.csrftoken).toBe('tok123');
    expect(seen[0]?.credentials).toBe('include');
    expect(seen[0]?.url).toBe(`${TEST_ORIGIN}/echo?a=1`);
  });

  it('posts form-encoded bodies', async () => {
    const seen = echo();
    await headerClient.post('/echo', { x: 'a b', n: 2 }, { http: backend.http });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers['content-type']).toBe(FORM_CONTENT_TYPE);
    expect(seen[0]?.body).toBe('x=a+b&n=2');
    expect(seen[0]?.headers.csrftoken).toBe('1');
  });

  it('times out after 4000 ms by default; csrfClient after 5000 ms', async () => {
    echo();
    const spy = vi.spyOn(AbortSignal, 'timeout');
    await headerClient.get('/echo', { http: backend.http });
    await csrfClient.get('/echo', { http: backend.http });
    expect(spy.mock.calls.map(([ms]) => ms)).toEqual([4000, 5000]);
  });

  it('classifies failures', async () => {
    backend.server.use(
      http.get(`${TEST_ORIGIN}/bad`, () => new HttpResponse('nope', { status: 503 })),
      http.get(`${TEST_ORIGIN}/slow`, async () => {
        await new Promise((r) => setTimeout(r, 300));
        return HttpResponse.json({});
      }),
    );
    await expect(headerClient.get('/bad', { http: backend.http })).rejects.toMatchObject({ kind: 'status', status: 503 });
    await expect(headerClient.get('/slow', { timeoutMs: 20, http: backend.http })).rejects.toMatchObject({ kind: 'timeout' });
    const controller = new AbortController();
    const pending = headerClient.get('/slow', { signal: controller.signal, http: backend.http });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(HttpError);
  });
});

describe('getJson', () => {
  it('uses a 20 s time-out and returns the parsed answer', async () => {
    echo();
    const spy = vi.spyOn(AbortSignal, 'timeout');
    expect(await getJson('/echo', { http: backend.http })).toEqual({ code: 0, data: { fine: true } });
    expect(spy).toHaveBeenCalledWith(20_000);
  });

  it.each(FAULTS.filter((f) => f !== 'shape'))('throws "request data error, try later" and logs on the %s fault', async (fault) => {
    backend.setFaults({ '/api/web/v1/site/settings': fault });
    await expect(getJson('/api/web/v1/site/settings', { timeoutMs: 100, http: backend.http })).rejects.toThrow(REQUEST_ERROR_MESSAGE);
    expect(backend.logger.errors[0]).toContain('GET /api/web/v1/site/settings failed');
  });

  it('leaves the shape to the client: valid JSON of any shape resolves', async () => {
    backend.setFaults({ '/api/web/v1/site/settings': 'shape' });
    await expect(getJson('/api/web/v1/site/settings', { http: backend.http })).resolves.toMatchObject({ data: 42 });
  });
});

describe('postForm', () => {
  it('posts form-encoded and throws the helper message on failure', async () => {
    const seen = echo();
    await postForm('/echo', { a: 1 }, { http: backend.http });
    expect(seen[0]?.headers['content-type']).toBe(FORM_CONTENT_TYPE);
    backend.setFaults({ '/json_svr/query_safe': '500' });
    await expect(postForm('/json_svr/query_safe', { a: 1 }, { http: backend.http })).rejects.toThrow(REQUEST_ERROR_MESSAGE);
  });
});

describe('buildUrl', () => {
  it('keeps absolute URLs and appends to an existing query', () => {
    expect(buildUrl('https://x.example/a?b=1', { c: 2 }, backend.http)).toBe('https://x.example/a?b=1&c=2');
    expect(buildUrl('/p', undefined, backend.http)).toBe(`${TEST_ORIGIN}/p`);
  });

  it("is the page's same-origin path without a config: the test backend set nothing globally", () => {
    expect(buildUrl('/p', { q: 1 }, browserHttp)).toBe('/p?q=1');
    expect(browserHttp).toMatchObject({ baseUrl: '', forwardCookies: false, logger: console });
    expect(Object.isFrozen(browserHttp)).toBe(true);
  });
});
