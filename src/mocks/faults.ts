import { delay, http, HttpResponse } from 'msw';
import { DELAY_COOKIE, FAULT_COOKIE, requestCookies } from './context';

/** Faults a test or the demo toolbar can inject per path (cookie meridian_fault). */
export const FAULTS = ['500', '404', 'timeout', 'drop', 'malformed', 'shape', 'empty'] as const;
/**
 * A hostile host's answer, for the rule bundle checks (bench/rules-hostile.ts): a body that never
 * ends. Apart from FAULTS, which every API client is tested against: those read whole answers from
 * our own backend and stop at their time-out.
 */
export const HOSTILE_FAULTS = ['endless'] as const;
export type Fault = (typeof FAULTS)[number] | (typeof HOSTILE_FAULTS)[number];
export type FaultMap = Record<string, Fault>;

/** The time-out fault answers no sooner than this. */
export const TIMEOUT_FAULT_MS = 30_000;
const MAX_DELAY_MS = 60_000;

// Coin icons too: the backend draws one for every coin it lists (handlers/market.ts).
const BACKEND_PREFIXES = ['/api/', '/apiw/', '/apiweb/', '/json_svr/', '/js/tool/', '/images/coin_icon/64/', '/__mock/', '/rules-bundle/'];

/** Paths the embedded backend owns (the Vite middleware forwards exactly these). */
export function isBackendPath(pathname: string): boolean {
  return (
    pathname === '/logout' ||
    pathname.startsWith('/logout/') ||
    pathname.startsWith('/logout?') ||
    BACKEND_PREFIXES.some((prefix) => pathname.startsWith(prefix))
  );
}

function isFault(value: unknown): value is Fault {
  return FAULTS.some((f) => f === value) || HOSTILE_FAULTS.some((f) => f === value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    try {
      return JSON.parse(decodeURIComponent(text));
    } catch {
      return undefined;
    }
  }
}

/** The cookie's JSON (URI-encoded or not); unknown faults are ignored. */
export function parseFaults(value: string | undefined): FaultMap {
  const parsed = value ? parseJson(value) : undefined;
  const out: FaultMap = {};
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return out;
  for (const [path, fault] of Object.entries(parsed)) if (isFault(fault)) out[path] = fault;
  return out;
}

/** Exact path first, then the longest "prefix*" key, then "*". */
export function faultFor(faults: FaultMap, pathname: string): Fault | undefined {
  if (faults[pathname]) return faults[pathname];
  const prefixes = Object.keys(faults).filter((k) => k.length > 1 && k.endsWith('*') && pathname.startsWith(k.slice(0, -1)));
  prefixes.sort((a, b) => b.length - a.length);
  const key = prefixes[0] ?? '*';
  return faults[key];
}

/** Encodes a fault map for the cookie. */
export function faultCookie(faults: FaultMap): string {
  return `${FAULT_COOKIE}=${encodeURIComponent(JSON.stringify(faults))}`;
}

/** The `endless` fault's chunk: 64 KB of JSON white space after an opening brace, for as long as anyone reads. */
const ENDLESS_CHUNK = new Uint8Array(65_536).fill(0x20);

/** A body that never ends (a hostile or broken host): made as it is read, so only a reader that keeps reading costs anything. */
function endlessBody(signal: AbortSignal): ReadableStream<Uint8Array> {
  let first = true;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (signal.aborted) return controller.close();
      controller.enqueue(first ? new TextEncoder().encode('{') : ENDLESS_CHUNK);
      first = false;
    },
  });
}

function untilAborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

export async function faultResponse(fault: Fault, request: Request): Promise<Response> {
  const json = { 'content-type': 'application/json' };
  switch (fault) {
    case '500':
      return HttpResponse.json({ code: 500, message: 'injected server error' }, { status: 500 });
    case '404':
      return HttpResponse.json({ code: 404, message: 'not found' }, { status: 404 });
    case 'timeout':
      // Stop waiting when the client gives up, so no timer outlives the test that set the fault.
      await Promise.race([delay(TIMEOUT_FAULT_MS), untilAborted(request.signal)]);
      return HttpResponse.json({ code: 504, message: 'injected time-out' }, { status: 504 });
    case 'drop':
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse('{"code":0,"data":{"broken":', { status: 200, headers: json });
    case 'shape':
      return HttpResponse.json({ code: 0, data: 42, unexpected: ['shape'] });
    case 'empty':
      return new HttpResponse(null, { status: 200, headers: json });
    case 'endless':
      return new HttpResponse(endlessBody(request.signal), { status: 200, headers: json });
  }
}

/**
 * The one wrapper around every handler: it runs first, adds meridian_delay, answers with the
 * injected fault, or returns nothing so the request falls through to the real handler.
 * /__mock/ endpoints are never faulted (tests read events through them).
 */
export const faultHandler = http.all('*', async ({ request, cookies }) => {
  const { pathname } = new URL(request.url);
  if (!isBackendPath(pathname) || pathname.startsWith('/__mock/')) return undefined;
  const all = requestCookies(request, cookies);
  const wait = Number(all[DELAY_COOKIE]);
  if (Number.isFinite(wait) && wait > 0) await delay(Math.min(wait, MAX_DELAY_MS));
  const fault = faultFor(parseFaults(all[FAULT_COOKIE]), pathname);
  return fault ? faultResponse(fault, request) : undefined;
});
