import { withFallback } from './call';
import { headerClient, type CallOptions } from './http';
import { envelope, isRecord, type Schema } from './answer-schema';

export const LOGOUT_PATH = '/api/web/v1/usercenter/logout';

export interface LogoutResult {
  ok: boolean;
}

/** An ok envelope whose data, if any, is an object. */
export const narrowLogout: Schema<LogoutResult> = envelope((data) =>
  data === undefined || data === null || isRecord(data) ? { ok: true } : undefined,
);

/** POST usercenter/logout (form-encoded): log out this device; { ok: false } on failure. */
export function logoutDevice(options?: CallOptions): Promise<LogoutResult> {
  return withFallback(
    'usercenter/logout',
    () => headerClient.post(LOGOUT_PATH, {}, options),
    narrowLogout,
    () => ({ ok: false }),
    options,
  );
}
