import { withFallback } from './call';
import { headerClient, type CallOptions } from './http';
import { envelopeData, isRecord } from './narrow';

export const LOGOUT_PATH = '/api/web/v1/usercenter/logout';

export interface LogoutResult {
  ok: boolean;
}

/** An ok envelope whose data, if any, is an object. */
export function narrowLogout(raw: unknown): LogoutResult | undefined {
  const env = envelopeData(raw);
  if (!env || (env.data !== undefined && env.data !== null && !isRecord(env.data))) return undefined;
  return { ok: true };
}

/** POST usercenter/logout (form-encoded): log out this device; { ok: false } on failure. */
export function logoutDevice(options?: CallOptions): Promise<LogoutResult> {
  return withFallback(
    'usercenter/logout',
    () => headerClient.post(LOGOUT_PATH, {}, options),
    narrowLogout,
    () => ({ ok: false }),
  );
}
