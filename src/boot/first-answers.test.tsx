// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBackendAnswers } from '../decision/backend-answers';
import { personas } from 'virtual:meridian/personas';
import type { FaultMap } from '../mocks/faults';
import { setupTestBackend } from '../mocks/test-server';
import { HttpProvider } from '../api/http-context';
import { askFirstAnswers } from './first-answers';

const backend = setupTestBackend();
afterEach(() => {
  cleanup();
  backend.server.events.removeAllListeners();
});

/** The backend paths asked while `run` runs, in the order asked. */
async function paths<T>(run: () => Promise<T>): Promise<{ value: T; asked: string[] }> {
  const asked: string[] = [];
  const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
  backend.server.events.on('request:start', listen);
  try {
    return { value: await run(), asked };
  } finally {
    backend.server.events.removeListener('request:start', listen);
  }
}

/** What the app's hooks settle on for the home page, from a fresh cache. */
async function hooksSettle(): Promise<ReturnType<typeof useBackendAnswers>> {
  let seen: ReturnType<typeof useBackendAnswers> | undefined;
  function Probe() {
    seen = useBackendAnswers('/', false, { site: 'main', lang: 'en', report: async () => undefined });
    return null;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HttpProvider value={backend.http}>
        <Probe />
      </HttpProvider>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(seen?.settled).toBe(true));
  cleanup();
  return seen!;
}

// The home page's bars depend on these answers: the boot must settle on exactly what the hooks do.
const cases: [string, Record<string, string>, FaultMap][] = [
  ...personas.map((p): [string, Record<string, string>, FaultMap] => [p.id, { meridian_persona: p.id }, {}]),
  ['trader, common data failed', { meridian_persona: 'trader' }, { '/api/web/v1/site/settings': '500' }],
  ['trader, user info failed', { meridian_persona: 'trader' }, { '/api/web/v1/usercenter/get_info': '500' }],
  ['trader, account mode failed', { meridian_persona: 'trader' }, { '/apiw/v2/unified/account_mode': '500' }],
  ['trader, compliance failed', { meridian_persona: 'trader' }, { '/api/web/v1/compliance/check': '500' }],
];

describe("the boot's first answers (a session's home page) are the hooks' settled answers", () => {
  it.each(cases)(
    '%s',
    async (_, cookies, faults) => {
      // No answers remembered by an earlier case: a failed check then falls back as the boot's does.
      localStorage.clear();
      backend.setCookies(cookies);
      backend.setFaults(faults);
      let early: ReturnType<typeof askFirstAnswers> | undefined;
      const boot = await paths(() => (early = askFirstAnswers('/', backend.http)).all);
      expect(await early!.forFirstPaint).toEqual({ ...boot.value, account: null });
      const hooks = await paths(hooksSettle);
      const { user, compliance, account } = hooks.value;
      expect(boot.value).toEqual({ user, compliance, account });
      // The same calls, bulletin aside (the hooks ask it for the announcement; the boot does not wait for it).
      const calls = (asked: string[]) => asked.filter((p) => !p.includes('fullsiteBulletin')).sort();
      expect(calls(boot.asked)).toEqual(calls(hooks.asked));
    },
    20_000,
  );

  it('keeps each call with its query key and, once in, its answer (null for a call not made)', async () => {
    backend.setCookies({ meridian_persona: 'visitor' });
    const early = askFirstAnswers('/', backend.http);
    await early.all;
    const byKey = Object.fromEntries(early.calls.map((c) => [String(c.queryKey[1]), c.settled]));
    expect(byKey['usercenter/get_info']).toBeNull();
    expect(byKey['unified/account_mode']).toBeNull();
    expect(byKey['site/settings']).toMatchObject({ is_login: false });
    expect(byKey['compliance/check']).toHaveProperty('menu');
  });
});
