import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withFallback } from './call';
import { headerClient, type CallOptions } from './http';
import { int, map, obj, opt, orWhenAbsent, record, str, type Schema } from './answer-schema';
import { useHttp } from './http-context';

/**
 * The registration modal's two calls. In production the registration micro-app makes them; their
 * paths are not in the spec, so these are ours (docs/shell.md#registration).
 * Form-encoded, 4 s, CSRF header.
 */
export const LOGIN_PATH = '/api/web/v1/usercenter/login';
export const REGISTER_PATH = '/api/web/v1/usercenter/register';

export interface LoginRequest {
  account: string;
  password: string;
  /** Where the modal was opened from (shell §4 "with a channel value"). */
  channel: string;
}

export interface RegisterRequest {
  email: string;
  password: string;
  invite_code: string;
  channel: string;
  /** The query string of the page sign-up started on, kept as it was (without '?'). */
  query: string;
}

/** ok, or the server's message to show (text, never HTML); 'Error' when there is none. */
export type AuthResult = { ok: true } | { ok: false; code: number; msg: string };

export const narrowAuthResult: Schema<AuthResult> = map(
  // The answer carries no data: anything but null/absent/an object is not this call's answer.
  obj({ code: int, message: opt(str), data: orWhenAbsent(record, () => ({})) }),
  ({ code, message }) => (code === 0 ? { ok: true } : { ok: false, code, msg: message || 'Error' }),
);

const failed = (): AuthResult => ({ ok: false, code: -1, msg: 'Error' });

export function login(request: LoginRequest, options?: CallOptions): Promise<AuthResult> {
  return withFallback('usercenter/login', () => headerClient.post(LOGIN_PATH, { ...request }, options), narrowAuthResult, failed, options);
}

export function register(request: RegisterRequest, options?: CallOptions): Promise<AuthResult> {
  return withFallback(
    'usercenter/register',
    () => headerClient.post(REGISTER_PATH, { ...request }, options),
    narrowAuthResult,
    failed,
    options,
  );
}

/**
 * A login or sign-up that, once it succeeds, refetches every backend answer: the common data and
 * the user info now say logged in, the facts change and the next Decision shows the account menus.
 */
export function useAuthMutation<T>(call: (request: T, options?: CallOptions) => Promise<AuthResult>) {
  const client = useQueryClient();
  const http = useHttp();
  return useMutation({
    mutationFn: (request: T) => call(request, { http }),
    onSuccess: async (result) => {
      if (result.ok) await client.invalidateQueries();
    },
  });
}
