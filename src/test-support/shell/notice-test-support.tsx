import { cleanup } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach } from 'vitest';
import { useLocation } from '../../lib/router/router';
import { NOTICE_RECORD_PATH } from '../../api/herald-notice-record';
import type { Facts } from '../../generated/schema-types';
import { ok200 } from '../../mocks/context';
import { anyOrigin } from '../../mocks/data/store';
import { setupTestBackend } from '../../mocks/test-server';

/** Test-only helpers for the notification tests: a logged-in persona and a request log. */
export const TRADER: Facts = { user: { isLogin: true, uid: 1001, nickname: 'ann' }, cookies: { uid: '1001', nickname: 'ann' } };

/** The embedded backend answering as the trader, with every notice request's query recorded. */
export function setupNoticeBackend() {
  const backend = setupTestBackend();
  const requests: URLSearchParams[] = [];
  beforeEach(() => {
    requests.length = 0;
    window.localStorage.clear();
    backend.setCookies({ meridian_persona: 'trader' });
    backend.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === NOTICE_RECORD_PATH) requests.push(url.searchParams);
    });
  });
  afterEach(() => {
    cleanup();
    backend.server.events.removeAllListeners();
  });
  /** Answers every notice request with these rows. */
  const answer = (list: unknown[]) =>
    backend.server.use(http.get(anyOrigin(NOTICE_RECORD_PATH), () => ok200({ list, total: list.length, page: 1, size: 10 })));
  return { backend, requests, answer, types: () => requests.map((q) => q.get('type')) };
}

export const XSS_TITLE = '<img src=x onerror="window.__xss=1">Hacked';
export const XSS_ROW = {
  msg_id: 'x1',
  title: XSS_TITLE,
  content: '<script>window.__xss=2</script><b>bold</b>',
  send_timest: 1_773_144_000,
  type: 'notice',
  extras: { url: 'https://evil.example/phish' },
};

/** Shows the router's current location, to assert where a click went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
