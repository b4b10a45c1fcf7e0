import type { LoginMethod } from '../generated/schema-types';
import { withFallback } from './call';
import { headerClient, type CallOptions } from './http';
import { narrowAuthResult, type AuthResult } from './usercenter-auth';

/**
 * A third-party login (Google, Apple, a MetaMask wallet, the main exchange's account). The spec
 * names the methods per site but not their calls: this path is ours
 * (docs/shell.md, Registration). The real flow would leave for the
 * provider and come back to /auth/…; the embedded backend stands in for the provider and answers
 * like the password login, so a click ends in a session or an error.
 */
export const oauthStartPath = (method: LoginMethod): string => `/api/web/v1/oauth/${method}/start`;

export interface OAuthLoginRequest {
  method: LoginMethod;
  /** Where the form was opened from, as for the password login. */
  channel: string;
}

/** ok, or the server's message; 'Error' when the call fails (the form shows its own text then). */
export function oauthLogin({ method, channel }: OAuthLoginRequest, options?: CallOptions): Promise<AuthResult> {
  return withFallback(
    `oauth/${method}/start`,
    () => headerClient.post(oauthStartPath(method), { channel }, options),
    narrowAuthResult,
    () => ({ ok: false, code: -1, msg: 'Error' }),
    options,
  );
}
