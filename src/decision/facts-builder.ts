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
  if (i.experiments && Object.keys(i.experiments).length) facts.experiments = i.experiments;
  if (i.intents?.length) facts.intents = i.intents;
  if (i.dismissed?.length) facts.dismissed = i.dismissed;
  if (i.announcement?.content_id !== undefined) facts.announcement = i.announcement;
  return facts;
}

/** Phones by user agent, as the exchange's is_phone cookie would say. */
export function isPhoneAgent(userAgent: string): boolean {
  return /Android.+Mobile|iPhone|iPod|Windows Phone|Mobile Safari/i.test(userAgent);
}
