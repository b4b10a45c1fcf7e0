// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyRequestsScript, EARLY_PATHS } from '../../tooling/early-requests-script';
import { EARLY_GLOBAL, EARLY_MAX_AGE_MS, takeEarlyResponse } from './early-responses';
import { getJson, headerClient, HttpError, send } from './http';

const w = window as unknown as Record<string, unknown>;
const json = (data: unknown) => new Response(JSON.stringify({ code: 0, data }), { headers: { 'content-type': 'application/json' } });
let fetched: [string, RequestInit | undefined][] = [];

beforeEach(() => {
  fetched = [];
  // Early answers are used only in a page's first EARLY_MAX_AGE_MS; a test worker's clock can be past that under load.
  vi.spyOn(performance, 'now').mockReturnValue(1_000);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      fetched.push([url, init]);
      return json('from fetch');
    }),
  );
});
afterEach(() => {
  delete w[EARLY_GLOBAL];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('takeEarlyResponse', () => {
  it('gives the answer index.html asked for once, and nothing past EARLY_MAX_AGE_MS', () => {
    const answer = Promise.resolve(json(1));
    w[EARLY_GLOBAL] = { '/a': answer, '/b': Promise.resolve(json(2)) };
    expect(takeEarlyResponse('/a', 100)).toBe(answer);
    expect(takeEarlyResponse('/a', 100)).toBeUndefined();
    expect(takeEarlyResponse('/b', EARLY_MAX_AGE_MS + 1)).toBeUndefined();
    expect(w[EARLY_GLOBAL]).toEqual({});
    expect(takeEarlyResponse('/c', 100)).toBeUndefined();
    delete w[EARLY_GLOBAL];
    expect(takeEarlyResponse('/a', 100)).toBeUndefined();
  });
});

describe('the GET helper takes an early answer', () => {
  it('a plain GET uses it instead of asking again; the next one asks', async () => {
    w[EARLY_GLOBAL] = { '/api/x': Promise.resolve(json('early')) };
    expect(await getJson('/api/x')).toEqual({ code: 0, data: 'early' });
    expect(fetched).toEqual([]);
    expect(await getJson('/api/x')).toEqual({ code: 0, data: 'from fetch' });
    expect(fetched.map(([u]) => u)).toEqual(['/api/x']);
  });

  it('a call with a CSRF header, another URL or a query asks for itself', async () => {
    w[EARLY_GLOBAL] = { '/api/x': Promise.resolve(json('early')) };
    await headerClient.get('/api/x');
    await getJson('/api/x', { query: { a: 1 } });
    expect(fetched.map(([u]) => u)).toEqual(['/api/x', '/api/x?a=1']);
  });

  it('an early answer that fails is a network error; one that hangs still times out or aborts', async () => {
    w[EARLY_GLOBAL] = { '/api/fail': Promise.reject(new TypeError('Failed to fetch')), '/api/hang': new Promise(() => undefined) };
    await expect(send('/api/fail', {}, 1000)).rejects.toMatchObject({ kind: 'network' });
    const abort = new AbortController();
    const sent = send('/api/hang', { signal: abort.signal }, 60_000);
    abort.abort();
    await expect(sent).rejects.toBeInstanceOf(HttpError);
    await expect(sent).rejects.toMatchObject({ kind: 'aborted' });
  });
});

describe('the inline script of index.html', () => {
  it('asks for the common data and the compliance check with the options the GET helper uses, and keeps the answers', async () => {
    // What the GET helper sends for each path, without an early answer.
    for (const path of EARLY_PATHS) await getJson(path);
    const helper = fetched.splice(0);
    // oxlint-disable-next-line no-eval -- runs the inline script exactly as the page does
    window.eval(earlyRequestsScript());
    const norm = ([url, init]: [string, RequestInit | undefined]) => ({
      url,
      method: init?.method ?? 'GET',
      headers: init?.headers,
      credentials: init?.credentials,
      redirect: init?.redirect ?? 'follow',
      body: init?.body ?? undefined,
    });
    expect(fetched.map(norm)).toEqual(helper.map(norm));
    expect(Object.keys(w[EARLY_GLOBAL] as object)).toEqual(EARLY_PATHS);
    // The app's first call takes the answer.
    expect(await getJson(EARLY_PATHS[0]!)).toEqual({ code: 0, data: 'from fetch' });
    expect(fetched).toHaveLength(EARLY_PATHS.length);
  });
});
