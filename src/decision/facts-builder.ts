import type { Facts } from '../generated/schema-types';

/** Everything the browser knows about a moment, as plain data. */
export interface ShellInputs {
  site: string;
  locale: string;
  path: string;
  query: Record<string, string>;
  now: Date;
  device: { width: number; isPhone: boolean; utcOffsetMinutes: number };
  cookies: Record<string, string>;
  storage: Record<string, string>;
  user?: Facts['user'] | null;
  compliance?: Facts['compliance'] | null;
  account?: Facts['account'] | null;
  common?: Facts['common'] | null;
  experiments?: Facts['experiments'];
  intents?: string[];
  dismissed?: string[];
  announcement?: Facts['announcement'] | null;
}

const MINUTE = 60_000;

/**
 * The experiments this browser is in: the assignment service (not in the specs) writes their names,
 * comma-separated, into this cookie, e.g. `signupGift` for the sign-up gift prompt (compliance §4.5).
 */
export const EXPERIMENTS_COOKIE = 'ab_experiments';

/** `a,b` → { a: true, b: true }; names are letters, digits, '_' and '-', anything else is ignored. */
export function experimentsFromCookie(value: string | undefined): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const name of (value ?? '').split(',')) {
    const n = name.trim();
    if (/^[A-Za-z0-9_-]{1,64}$/.test(n)) out[n] = true;
  }
  return out;
}

/**
 * Facts for decide() from the browser's inputs. `now` is cut to the minute: no window in the
 * specs is finer, and equal facts let the decider reuse its work.
 */
export function buildFacts(i: ShellInputs): Facts {
  const facts: Facts = {
    site: i.site,
    locale: i.locale,
    path: i.path || '/',
    query: i.query,
    now: new Date(Math.floor(i.now.getTime() / MINUTE) * MINUTE).toISOString(),
    device: i.device,
    cookies: i.cookies,
    storage: i.storage,
  };
  if (i.user) facts.user = i.user;
  if (i.compliance) facts.compliance = i.compliance;
  if (i.account) facts.account = i.account;
  if (i.common) facts.common = i.common;
  const experiments = i.experiments ?? experimentsFromCookie(i.cookies[EXPERIMENTS_COOKIE]);
  if (Object.keys(experiments).length) facts.experiments = experiments;
  if (i.intents?.length) facts.intents = i.intents;
  if (i.dismissed?.length) facts.dismissed = i.dismissed;
  if (i.announcement?.content_id !== undefined) facts.announcement = i.announcement;
  return facts;
}

/** Phones by user agent, as the exchange's is_phone cookie would say. */
export const PHONE_AGENT = /Android.+Mobile|iPhone|iPod|Windows Phone|Mobile Safari/i;

export function isPhoneAgent(userAgent: string): boolean {
  return PHONE_AGENT.test(userAgent);
}
