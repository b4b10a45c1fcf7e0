// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mayBeLoggedIn, siteSettingsQueryOptions } from '../api/site-settings-call';
import { setupTestBackend } from '../mocks/test-server';
import { HttpProvider } from '../api/http-context';
import { ANSWERS_KEY, lastKnownCompliance, readRemembered, rememberAnswers, type RememberedAnswers } from './remembered-answers';
import { useBackendAnswers } from './backend-answers';

const backend = setupTestBackend();
afterEach(() => {
  cleanup();
  backend.server.events.removeAllListeners();
});

let seen: ReturnType<typeof useBackendAnswers> | null = null;
const firsts: (ReturnType<typeof useBackendAnswers> | null)[] = [];
const reports: [string, string, string | undefined][] = [];
const report = async (used: string, site: string, uid: string | undefined) => void reports.push([used, site, uid]);
function Probe({
  path,
  notFound = false,
  remembered,
  cookies,
  site = 'main',
}: {
  path: string;
  notFound?: boolean;
  remembered?: RememberedAnswers;
  cookies?: Record<string, string>;
  site?: string;
}) {
  seen = useBackendAnswers(path, notFound, { site, lang: 'en', remembered, cookies, report });
  firsts.push(seen);
  return null;
}

/** Renders the answers for `path` and returns the backend paths that were asked, once settled. */
async function asked(path: string, notFound = false): Promise<string[]> {
  const paths: string[] = [];
  backend.server.events.on('request:start', ({ request }) => void paths.push(new URL(request.url).pathname));
  seen = null;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HttpProvider value={backend.http}>
        <Probe path={path} notFound={notFound} />
      </HttpProvider>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(client.isFetching()).toBe(0));
  await waitFor(() => expect(paths).toContain('/api/web/v1/site/settings'));
  await waitFor(() => expect(client.isFetching()).toBe(0));
  return paths;
}

const USER_INFO = '/api/web/v1/usercenter/get_info';

describe('user info is asked for only when the server says logged in or common data is missing (shell §4)', () => {
  it('the common data says logged in: user info is fetched and becomes the user facts', async () => {
    backend.setCookies({ meridian_persona: 'trader' });
    expect(await asked('/')).toContain(USER_INFO);
    await waitFor(() => expect(seen?.user?.isLogin).toBe(true));
  });

  it('the common data says logged out: no user-info call, the visitor default stands', async () => {
    backend.setCookies({ meridian_persona: 'visitor' });
    expect(await asked('/')).not.toContain(USER_INFO);
    expect(seen?.user).toBeNull();
  });

  it('the common data is missing (its call failed): user info is fetched, even for a visitor', async () => {
    backend.setCookies({ meridian_persona: 'visitor' });
    backend.setFaults({ '/api/web/v1/site/settings': '500' });
    expect(await asked('/')).toContain(USER_INFO);
  });

  it('never on 404, signup, auth, reset or bind paths', async () => {
    backend.setCookies({ meridian_persona: 'trader' });
    for (const path of ['/signup', '/auth/x', '/login/reset', '/bind']) {
      expect(await asked(path), path).not.toContain(USER_INFO);
      cleanup();
    }
    expect(await asked('/nowhere', true)).not.toContain(USER_INFO);
  });

  it('mayBeLoggedIn is false only for an explicit is_login false', () => {
    expect(mayBeLoggedIn({ is_login: false })).toBe(false);
    expect(mayBeLoggedIn({ is_login: true })).toBe(true);
    expect(mayBeLoggedIn({})).toBe(true);
    expect(mayBeLoggedIn(undefined)).toBe(true);
  });
});

describe('remembered answers paint first, fresh answers replace them and are remembered', () => {
  it('uses the remembered user until the answers settle, then the fresh ones, and stores those', async () => {
    backend.setCookies({ meridian_persona: 'visitor' });
    localStorage.removeItem(ANSWERS_KEY);
    firsts.length = 0;
    const remembered: RememberedAnswers = {
      user: { isLogin: true, uid: 1001, verified: '0' },
      compliance: { limit: { is_ip_limit: true } },
    };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <HttpProvider value={backend.http}>
          <Probe path="/" remembered={remembered} />
        </HttpProvider>
      </QueryClientProvider>,
    );
    expect(firsts[0]).toMatchObject({ user: remembered.user, compliance: remembered.compliance });
    await waitFor(() => expect(seen?.user).toBeNull());
    await waitFor(() => expect(localStorage.getItem(ANSWERS_KEY)).not.toBeNull());
    // the visitor's settled answers: no user; the compliance answer as the server gave it
    expect(readRemembered(localStorage, { site: 'main', cookies: { uid: '1001' } }).user).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(ANSWERS_KEY)!).compliance).toEqual(seen?.compliance);
  });
});

describe('where the user info is skipped, the session still shows (shell §4)', () => {
  const ann = { isLogin: true, uid: 1001, nickname: 'ann', verified: '2', tier_level: 3 };
  async function settledOn(path: string, notFound: boolean, props: { remembered?: RememberedAnswers; cookies?: Record<string, string> }) {
    seen = null;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <HttpProvider value={backend.http}>
          <Probe path={path} notFound={notFound} {...props} />
        </HttpProvider>
      </QueryClientProvider>,
    );
    // The common data decides; once it and every other call are in, the answers are final (a 404 never counts as settled).
    await waitFor(() => expect(client.getQueryData(siteSettingsQueryOptions().queryKey)).toBeDefined());
    await waitFor(() => expect(client.isFetching()).toBe(0));
    if (!notFound) await waitFor(() => expect(seen?.settled).toBe(true));
    return seen!;
  }

  it('on the sign-up page and a 404 the remembered user of this session stays logged in', async () => {
    backend.setCookies({ meridian_persona: 'trader' });
    for (const [path, notFound] of [
      ['/signup', false],
      ['/no-such-page', true],
    ] as const) {
      const got = await settledOn(path, notFound, { remembered: { user: ann }, cookies: { uid: '1001', nickname: 'ann' } });
      expect(got.user, path).toEqual(ann);
      cleanup();
    }
  });

  it('with nothing remembered, the session cookies say who is logged in', async () => {
    backend.setCookies({ meridian_persona: 'trader' });
    const got = await settledOn('/signup', false, { cookies: { uid: '1001', nickname: 'ann' } });
    expect(got.user).toEqual({ isLogin: true, uid: 1001, nickname: 'ann' });
  });

  it('a user known only from the cookies is not remembered for the next load', async () => {
    backend.setCookies({ meridian_persona: 'trader' });
    localStorage.removeItem(ANSWERS_KEY);
    await settledOn('/signup', false, { cookies: { uid: '1001', nickname: 'ann' } });
    await waitFor(() => expect(localStorage.getItem(ANSWERS_KEY)).not.toBeNull());
    expect(JSON.parse(localStorage.getItem(ANSWERS_KEY)!).user).toBeUndefined();
  });

  it('without session cookies, or when the common data says logged out, nobody is logged in', async () => {
    backend.setCookies({ meridian_persona: 'trader' });
    expect((await settledOn('/signup', false, {})).user).toBeNull();
    cleanup();
    backend.setCookies({ meridian_persona: 'visitor' });
    expect((await settledOn('/signup', false, { remembered: { user: ann }, cookies: { uid: '1001', nickname: 'ann' } })).user).toBeNull();
  });
});

describe('a failed compliance check (compliance §8): the last known answer, reported', () => {
  const ukAnswer = { menu: ['derivatives', 'margin_etf_trade'], business: [], limit: { is_uk_limit: true } };
  const HOUR = 3_600_000;
  const uk = { uid: '1001', nickname: 'ann' };

  async function settle(props: { cookies?: Record<string, string>; site?: string }) {
    seen = null;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <HttpProvider value={backend.http}>
          <Probe path="/" {...props} />
        </HttpProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(seen?.settled).toBe(true));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    return seen!;
  }
  const remember = (agoMs: number, site = 'main', cookies: Record<string, string> = uk) => {
    rememberAnswers(localStorage, { compliance: ukAnswer }, { site, cookies, nowMs: Date.now() - agoMs });
  };

  it('a UK-limited user seen 23 hours ago keeps the limited answer, marked remembered, and the failure is reported', async () => {
    localStorage.clear();
    reports.length = 0;
    remember(23 * HOUR);
    backend.setCookies({ meridian_persona: 'uk_limited', ...uk });
    backend.setFaults({ '/api/web/v1/compliance/check': '500' });
    const got = await settle({ cookies: uk });
    expect(got.compliance).toEqual({ ...ukAnswer, source: 'remembered' });
    await waitFor(() => expect(reports).toEqual([['remembered', 'main', '1001']]));
    // The stand-in is not written back: the memory keeps its own time.
    expect(lastKnownCompliance(localStorage, { site: 'main', cookies: uk, nowMs: Date.now() + 2 * HOUR })).toBeNull();
  });

  it("25 hours old, another uid or another site: the spec's fallback, reported as such", async () => {
    for (const [ago, site, cookies] of [
      [25 * HOUR, 'main', uk],
      [HOUR, 'main', { uid: '2002', nickname: 'bob' }],
      [HOUR, 'uk', uk],
    ] as const) {
      localStorage.clear();
      reports.length = 0;
      remember(ago, site);
      backend.setCookies({ meridian_persona: 'uk_limited', ...cookies });
      backend.setFaults({ '/api/web/v1/compliance/check': '500' });
      const got = await settle({ cookies: { ...cookies } });
      expect(got.compliance, `${ago} ${site} ${cookies.uid}`).toEqual({ source: 'fallback', menu: [], business: [], limit: {} });
      await waitFor(() => expect(reports).toEqual([['fallback', 'main', cookies.uid]]));
      cleanup();
    }
  });

  it('a live answer is used as it comes, remembered with the time, and nothing is reported', async () => {
    localStorage.clear();
    reports.length = 0;
    backend.setCookies({ meridian_persona: 'uk_limited', ...uk });
    const got = await settle({ cookies: uk });
    expect(got.compliance?.source).toBeUndefined();
    expect(got.compliance?.limit?.is_uk_limit).toBe(true);
    await waitFor(() =>
      expect(lastKnownCompliance(localStorage, { site: 'main', cookies: uk, nowMs: Date.now() })?.limit?.is_uk_limit).toBe(true),
    );
    expect(reports).toEqual([]);
  });
});
