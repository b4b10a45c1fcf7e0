/**
 * Request helpers of both specs (shell §7, compliance §7): fetch + AbortSignal.timeout, no axios.
 * Everything environment-bound (cookies, origin, logging) is injectable so Node tests can drive it.
 */

import { takeEarlyResponse } from './early-responses';

export type CookieSource = () => string;

export interface ApiLogger {
  error: (...args: unknown[]) => void;
  warn: (...args: unknown[]) => void;
}

export interface HttpConfig {
  /** Prefix for same-origin paths: '' in the browser, e.g. 'http://localhost' in Node tests. */
  baseUrl: string;
  /** Returns a `document.cookie`-style string. */
  cookies: CookieSource;
  /** Send `cookies()` as a Cookie header. Browsers send cookies themselves; Node tests need this. */
  forwardCookies: boolean;
  logger: ApiLogger;
}

const browserCookies: CookieSource = () => (typeof document === 'undefined' ? '' : document.cookie);

/**
 * The page's environment: same-origin paths, document.cookie (sent by the browser itself), the
 * console. Every call uses it unless its options say otherwise (`CallOptions.http`); there is no
 * module-level setting to change (ADR 0220): Node tests pass their own config with each call, or
 * through HttpContext (http-context.ts) to the hooks.
 */
export const browserHttp: HttpConfig = Object.freeze({ baseUrl: '', cookies: browserCookies, forwardCookies: false, logger: console });

/** The config a call runs with: `options.http`, else the page's. */
export function httpOf(options?: { http?: HttpConfig }): HttpConfig {
  return options?.http ?? browserHttp;
}

/** The logger of the call made with `options`. */
export function apiLogger(options?: { http?: HttpConfig }): ApiLogger {
  return httpOf(options).logger;
}

/** One cookie value of `http`'s cookies, URI-decoded; undefined when absent. */
export function readCookie(name: string, http: HttpConfig): string | undefined {
  for (const part of http.cookies().split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The CSRF header value: the `csrftoken` cookie, '1' when absent (shell §7). */
export function csrfToken(http: HttpConfig): string {
  return readCookie('csrftoken', http) || '1';
}

export type Params = Record<string, string | number | boolean | undefined>;

export interface CallOptions {
  /** Overrides the client's time-out (tests use a short one). */
  timeoutMs?: number;
  /** Cancels the call (react-query passes its own). */
  signal?: AbortSignal;
  /** Where and how the call goes (origin, cookies, logger); the page's (`browserHttp`) when absent. */
  http?: HttpConfig;
}

export interface RequestSpec extends CallOptions {
  method?: 'GET' | 'POST';
  query?: Params;
  form?: Params;
  headers?: Record<string, string>;
  csrf?: boolean;
  credentials?: RequestCredentials;
  redirect?: RequestRedirect;
}

export type HttpErrorKind = 'status' | 'network' | 'timeout' | 'aborted' | 'empty' | 'parse';

export class HttpError extends Error {
  constructor(
    readonly kind: HttpErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

function encodeParams(params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.append(key, String(value));
  }
  return search.toString();
}

export function buildUrl(path: string, query: Params | undefined, http: HttpConfig): string {
  const qs = query ? encodeParams(query) : '';
  const url = /^https?:\/\//.test(path) ? path : http.baseUrl + path;
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

interface Deadline {
  timeout: AbortSignal;
  signal: AbortSignal;
}

function deadline(spec: CallOptions, defaultTimeoutMs: number): Deadline {
  const timeout = AbortSignal.timeout(spec.timeoutMs ?? defaultTimeoutMs);
  return { timeout, signal: spec.signal ? anySignal(timeout, spec.signal) : timeout };
}

function anySignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const controller = new AbortController();
  const abort = (): void => controller.abort();
  for (const s of [a, b]) {
    if (s.aborted) abort();
    else s.addEventListener('abort', abort, { once: true });
  }
  return controller.signal;
}

/** Sends one request; resolves with any HTTP answer, rejects with HttpError on network, time-out or abort. */
export function send(path: string, spec: RequestSpec, defaultTimeoutMs: number): Promise<Response> {
  return sendWithin(path, spec, deadline(spec, defaultTimeoutMs));
}

/** The Accept header of every call (index.html's early requests send the same). */
export const ACCEPT = 'application/json, text/plain, */*';

/** A plain GET (no body, headers, CSRF or cross-site credentials) may take the answer index.html asked for. */
function isPlainGet(spec: RequestSpec): boolean {
  return (
    (spec.method ?? 'GET') === 'GET' &&
    !spec.form &&
    !spec.csrf &&
    !spec.headers &&
    (spec.credentials ?? 'same-origin') === 'same-origin' &&
    (spec.redirect ?? 'follow') === 'follow'
  );
}

/** `answer`, unless `signal` aborts first. */
function unlessAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    answer.then(resolve, reject);
  });
}

async function sendWithin(path: string, spec: RequestSpec, d: Deadline): Promise<Response> {
  const http = httpOf(spec);
  const url = buildUrl(path, spec.query, http);
  const early = isPlainGet(spec) && !http.forwardCookies ? takeEarlyResponse(url) : undefined;
  if (early) {
    try {
      return await unlessAborted(early, d.signal);
    } catch (error) {
      throw toHttpError(error, d.timeout, spec.signal);
    }
  }
  const headers: Record<string, string> = { accept: ACCEPT, ...spec.headers };
  if (spec.csrf) headers.csrftoken = csrfToken(http);
  if (http.forwardCookies) {
    const cookie = http.cookies();
    if (cookie) headers.cookie = cookie;
  }
  let body: string | undefined;
  if (spec.form) {
    body = encodeParams(spec.form);
    headers['content-type'] = FORM_CONTENT_TYPE;
  }
  try {
    return await fetch(url, {
      method: spec.method ?? 'GET',
      headers,
      body,
      signal: d.signal,
      credentials: spec.credentials ?? 'same-origin',
      redirect: spec.redirect ?? 'follow',
    });
  } catch (error) {
    throw toHttpError(error, d.timeout, spec.signal);
  }
}

function toHttpError(error: unknown, timeout: AbortSignal, outer?: AbortSignal): HttpError {
  if (error instanceof HttpError) return error;
  if (timeout.aborted) return new HttpError('timeout', 'request timed out');
  if (outer?.aborted) return new HttpError('aborted', 'request aborted');
  return new HttpError('network', error instanceof Error ? error.message : 'network error');
}

/** Sends and parses JSON; a non-2xx status, an empty or unparsable body is an HttpError. */
export async function requestJson(path: string, spec: RequestSpec, defaultTimeoutMs: number): Promise<unknown> {
  // One deadline for headers and body: reading the body must not outlive the time-out either.
  const d = deadline(spec, defaultTimeoutMs);
  const response = await sendWithin(path, spec, d);
  if (!response.ok) throw new HttpError('status', `HTTP ${response.status}`, response.status);
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw toHttpError(error, d.timeout, spec.signal);
  }
  if (text.trim() === '') throw new HttpError('empty', 'empty body', response.status);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError('parse', 'malformed JSON', response.status);
  }
}

export interface Client {
  get: (path: string, options?: CallOptions & { query?: Params; headers?: Record<string, string> }) => Promise<unknown>;
  post: (path: string, form?: Params, options?: CallOptions & { headers?: Record<string, string> }) => Promise<unknown>;
  /** The raw answer, for calls whose body we do not read (GET /logout). */
  raw: (path: string, spec?: RequestSpec) => Promise<Response>;
}

interface ClientDefaults {
  timeoutMs: number;
  csrf: boolean;
  credentials: RequestCredentials;
}

function createClient(d: ClientDefaults): Client {
  const base = { csrf: d.csrf, credentials: d.credentials };
  return {
    get: (path, options = {}) => requestJson(path, { ...base, ...options, method: 'GET' }, d.timeoutMs),
    post: (path, form = {}, options = {}) => requestJson(path, { ...base, ...options, method: 'POST', form }, d.timeoutMs),
    raw: (path, spec = {}) => send(path, { ...base, ...spec }, d.timeoutMs),
  };
}

/** Header data client (shell §7): 4000 ms, form-encoded, credentials included, CSRF header. */
export const headerClient: Client = createClient({ timeoutMs: 4000, csrf: true, credentials: 'include' });

/** The 5 s client that sends the CSRF header (compliance §7). */
export const csrfClient: Client = createClient({ timeoutMs: 5000, csrf: true, credentials: 'include' });

export const GET_JSON_TIMEOUT_MS = 20_000;
export const REQUEST_ERROR_MESSAGE = 'request data error, try later';

/** The helpers' error: already logged where it happened, so callers must not log it again. */
export class RequestDataError extends Error {
  readonly logged = true;
  constructor() {
    super(REQUEST_ERROR_MESSAGE);
    this.name = 'RequestDataError';
  }
}

/** The caller gave up (react-query cancelled the query): not a backend fault, so nothing to log. */
export function isCancelled(error: unknown): boolean {
  return error instanceof HttpError && error.kind === 'aborted';
}

function describe(error: unknown): string {
  return error instanceof HttpError ? `${error.kind}: ${error.message}` : String(error);
}

/** GET helper (compliance §7/§8): 20 s; any failure is logged and thrown as 'request data error, try later'. */
export async function getJson(
  path: string,
  options: CallOptions & { query?: Params; headers?: Record<string, string> } = {},
): Promise<unknown> {
  try {
    return await requestJson(path, { ...options, method: 'GET' }, GET_JSON_TIMEOUT_MS);
  } catch (error) {
    if (!isCancelled(error)) apiLogger(options).error(`[api] GET ${path} failed (${describe(error)})`);
    throw new RequestDataError();
  }
}

/** Form-encoded POST helper; fails like getJson. */
export async function postForm(
  path: string,
  form: Params,
  options: CallOptions & { headers?: Record<string, string> } = {},
): Promise<unknown> {
  try {
    return await requestJson(path, { ...options, method: 'POST', form }, GET_JSON_TIMEOUT_MS);
  } catch (error) {
    if (!isCancelled(error)) apiLogger(options).error(`[api] POST ${path} failed (${describe(error)})`);
    throw new RequestDataError();
  }
}

export { describe as describeError };
