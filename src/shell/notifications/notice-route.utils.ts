import type { NoticeRecord } from '../../api/herald-notice-record';
import { safeRelativePath } from '../../lib/safe-link';

/** Reminder tab groups (shell §4). Each tab is one notice `type` the backend pages by. */
export const REMINDER_GROUPS = ['platform', 'trade', 'market'] as const;
export type ReminderGroup = (typeof REMINDER_GROUPS)[number];

/** A notice type with its own tab; its label is `notifications:types.<type>`. */
export type ReminderType = 'notice' | 'system' | 'task_bonus' | 'referral' | 'futures' | 'margin' | 'c2c' | 'options' | 'market' | 'chain';

export const REMINDER_TABS: Readonly<Record<ReminderGroup, readonly ReminderType[]>> = {
  platform: ['notice', 'system', 'task_bonus', 'referral'],
  trade: ['futures', 'margin', 'c2c', 'options'],
  market: ['market', 'chain'],
};

/** Where a message goes when it names no usable target. */
export const REMINDER_PATH = '/reminder';
export const REMINDER_CONFIG_PATH = '/reminder/config';

type Target = Pick<NoticeRecord, 'type' | 'extras'>;
type Extras = NoticeRecord['extras'];

/**
 * A server-given link, kept only when it is a same-site path ("/x", not "//host", "http:", "\\").
 * Returns the normalised path with its query and hash, or undefined.
 */
export function relativePath(link: string | undefined): string | undefined {
  return safeRelativePath(link);
}

/** One path segment from server data; undefined when empty. */
function seg(value: string | number | undefined): string | undefined {
  const s = value === undefined ? '' : String(value).trim();
  return s ? encodeURIComponent(s) : undefined;
}

const settle = (x: Extras) => encodeURIComponent((x.settle_asset || 'USDT').toUpperCase());
const under = (base: string, value: string | number | undefined) => {
  const s = seg(value);
  return s ? `${base}/${s}` : undefined;
};

/** A type's page, and optionally a more precise target built from the message's extras. */
interface TypeRoute {
  page: string | ((x: Extras) => string);
  specific?: (x: Extras) => string | undefined;
}

const PROFILE: TypeRoute = { page: '/myaccount/profile' };
const SPOT: TypeRoute = { page: '/trade/BTC_USDT', specific: (x) => under('/trade', x.market) };
const POST: TypeRoute = { page: '/post/status' };
const INVEST: TypeRoute = { page: '/invest' };
const BOT: TypeRoute = { page: '/strategybot' };
const LOAN: TypeRoute = { page: '/cryptoloan' };
const AUTO_INVEST: TypeRoute = { page: '/auto-investment' };

/** Targets per notice type (shell §2 "Reminder pages"); unknown types use the message's own link. */
export const TYPE_ROUTES: Readonly<Record<string, TypeRoute>> = {
  notice: { page: '/announcements' },
  system: PROFILE,
  account: PROFILE,
  profile: PROFILE,
  task_bonus: { page: '/rewards_hub' },
  referral: { page: '/referral' },
  spot: SPOT,
  trade: SPOT,
  market: { page: '/price', specific: (x) => under('/trade', x.market) },
  margin: { page: '/margin_trade', specific: (x) => under('/margin_trade', x.market) },
  futures: { page: (x) => `/futures/${settle(x)}/BTC_USDT`, specific: (x) => under(`/futures/${settle(x)}`, x.contract) },
  delivery: { page: (x) => `/futures-delivery/${settle(x)}` },
  options: { page: '/options/BTC_USDT', specific: (x) => under('/options', x.market) },
  c2c: { page: '/c2c/market' },
  chain: { page: '/myaccount/mypurselog' },
  post: POST,
  moments: POST,
  invest: INVEST,
  earn: INVEST,
  startup: { page: '/startup', specific: (x) => under('/startup', x.startup_id) },
  strategybot: BOT,
  bot: BOT,
  copytrading: { page: '/copytrading' },
  cryptoloan: LOAN,
  loan: LOAN,
  auto_investment: AUTO_INVEST,
  auto_invest: AUTO_INVEST,
  live: {
    page: '/live',
    specific: (x) => {
      const id = seg(x.stream_id);
      return id ? `/live/video/${id}?type=live` : undefined;
    },
  },
};

/**
 * The path (without language prefix) a message opens: the type's precise target from its extras
 * (market, contract, stream, startup), else the message's own relative web_url or url, else the
 * type's page. Absolute or protocol-relative links from the server are dropped. Null when nothing fits.
 */
export function noticeRoute(notice: Target): string | null {
  const x = notice.extras;
  const route = Object.hasOwn(TYPE_ROUTES, notice.type) ? TYPE_ROUTES[notice.type] : undefined;
  const page = route && (typeof route.page === 'string' ? route.page : route.page(x));
  return route?.specific?.(x) ?? relativePath(x.web_url) ?? relativePath(x.url) ?? page ?? null;
}

/** The group a tab type belongs to, or undefined. */
export function groupOfType(type: string): ReminderGroup | undefined {
  const tabs: Readonly<Record<ReminderGroup, readonly string[]>> = REMINDER_TABS; // any string may be asked about
  return REMINDER_GROUPS.find((g) => tabs[g].includes(type));
}
