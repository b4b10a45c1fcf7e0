import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { ApiLogger, HttpConfig } from '../api/http';
import { faultCookie, type FaultMap } from './faults';
import { handlers } from './handlers';
import { resetMockState } from './state';

/** The origin the Node tests call (msw answers any origin). */
export const TEST_ORIGIN = 'http://meridian.test';

export interface TestBackend {
  server: ReturnType<typeof setupServer>;
  /** Cookies the clients send on the next calls (document.cookie style pairs). */
  setCookies: (cookies: Record<string, string>) => void;
  /** Sets meridian_fault for the next calls. */
  setFaults: (faults: FaultMap) => void;
  logger: ApiLogger & { errors: string[]; warnings: string[] };
  /**
   * The clients' config for this backend: TEST_ORIGIN, the cookies set above (sent as a Cookie
   * header) and the recording logger. Nothing is configured globally: a test passes it with each
   * call (`{ http: backend.http }`) or to the hooks (`HttpContext`, `renderShell(ui, { http })`).
   */
  http: HttpConfig;
}

/**
 * Test-only: msw/node with the embedded handlers, unhandled requests failing the test, and the
 * `http` config that points the clients at TEST_ORIGIN with injectable cookies and a recording logger.
 */
export function setupTestBackend(): TestBackend {
  const server = setupServer(...handlers);
  let cookies: Record<string, string> = {};
  const errors: string[] = [];
  const warnings: string[] = [];
  const logger = {
    errors,
    warnings,
    error: (...args: unknown[]) => void errors.push(args.map(String).join(' ')),
    warn: (...args: unknown[]) => void warnings.push(args.map(String).join(' ')),
  };
  const cookieString = (): string =>
    Object.entries(cookies)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('; ');
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    cookies = {};
    errors.length = 0;
    warnings.length = 0;
    resetMockState();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
  });
  return {
    server,
    setCookies: (next) => {
      cookies = { ...cookies, ...next };
    },
    setFaults: (faults) => {
      const [name, value] = faultCookie(faults).split('=') as [string, string];
      cookies = { ...cookies, [name]: decodeURIComponent(value) };
    },
    logger,
    http: Object.freeze({ baseUrl: TEST_ORIGIN, cookies: cookieString, forwardCookies: true, logger }),
  };
}
