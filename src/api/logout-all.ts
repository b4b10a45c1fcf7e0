import { withFallback } from './call';
import { headerClient, type CallOptions } from './http';
import { narrowLogout, type LogoutResult } from './logout';

export const LOGOUT_ALL_PATH = '/api/web/v1/usercenter/logoutAll';

/**
 * GET usercenter/logoutAll: log out every device; { ok: false } on failure. The URL may come from
 * configuration (shell §7), hence the `path` parameter.
 */
export function logoutAll(options?: CallOptions & { path?: string }): Promise<LogoutResult> {
  const { path = LOGOUT_ALL_PATH, ...call } = options ?? {};
  return withFallback(
    'usercenter/logoutAll',
    () => headerClient.get(path, call),
    narrowLogout,
    () => ({ ok: false }),
    options,
  );
}
