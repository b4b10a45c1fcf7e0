import { apiLogger, describeError, headerClient, type CallOptions } from './http';
import type { LogoutResult } from './logout';

export const LOGOUT_SESSION_PATH = '/logout';

/**
 * GET /logout: ends the server session. The answer is a redirect or a page, not JSON, so only the
 * status counts (a redirect is not followed). { ok: false } on failure; never throws.
 */
export async function logoutSession(options?: CallOptions): Promise<LogoutResult> {
  try {
    const response = await headerClient.raw(LOGOUT_SESSION_PATH, { ...options, method: 'GET', redirect: 'manual' });
    const ok = response.ok || response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
    if (!ok) apiLogger(options).error(`[api] GET /logout failed (HTTP ${response.status})`);
    // Release the connection without waiting on it; the body is not read.
    response.body?.cancel().catch(() => undefined);
    return { ok };
  } catch (error) {
    apiLogger(options).error(`[api] GET /logout failed (${describeError(error)})`);
    return { ok: false };
  }
}
