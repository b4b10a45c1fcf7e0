import type { CompiledConfig, CompiledSite } from '../rules-model/compiled-types';
import type { Facts } from '../generated/schema-types';
import { pageExists } from './page-routes';
import { productOf } from '../rules-model/product-codes';
import { sanitizeFacts } from './sanitize-facts';
import { readStored, type StoredRead } from './stored-values';

/** Thrown for facts decide() cannot work with (an unknown site, an unparsable `now`). */
export class FactsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FactsError';
  }
}

/** Latest `now` decide accepts (9999-12-31): re-display windows added to it stay valid dates. */
const MAX_NOW_MS = 253_402_300_799_999;

/** The moment used when a scenario names none: decisions never read the clock. */
export const REFERENCE_NOW = '2026-01-01T00:00:00Z';

/** The width used when a scenario's device names none: a phone's or a desktop's. */
export const defaultWidth = (isPhone: boolean | undefined): number => (isPhone ? 390 : 1440);

export interface NormalizedFacts {
  site: CompiledSite;
  locale: string;
  path: string;
  query: Record<string, string>;
  now: string;
  nowMs: number;
  device: { isPhone: boolean; width: number; utcOffsetMinutes: number };
  user: Omit<NonNullable<Facts['user']>, 'verified'> & { isLogin: boolean; verified: string; tier_level: number; safe_level: number };
  compliance: {
    menu: string[];
    business: string[];
    business_banner: NonNullable<NonNullable<Facts['compliance']>['business_banner']> | undefined;
    limit: NonNullable<NonNullable<Facts['compliance']>['limit']>;
    toast: NonNullable<NonNullable<Facts['compliance']>['toast']> & {
      kyc_toast: NonNullable<NonNullable<NonNullable<Facts['compliance']>['toast']>['kyc_toast']>;
    };
  };
  account: NonNullable<Facts['account']>;
  common: NonNullable<Facts['common']>;
  cookies: Record<string, string>;
  storage: Record<string, string>;
  experiments: Record<string, boolean>;
  intents: string[];
  dismissed: string[];
  announcement: NonNullable<Facts['announcement']>;
  pathProduct: string | null;
  /** Whether the path is a page of the route table (a menu or footer link, or a page the specs name); false: a 404. */
  pageFound: boolean;
  stored: StoredRead['values'];
}

const MAX_PRODUCT_MEMO = 4096;
const productMemos = new WeakMap<CompiledConfig['products'], Map<string, string | null>>();

/** productOf, remembered per product table: the path and query of a visitor repeat far more than they vary. */
function pathProductOf(config: CompiledConfig, path: string, query: Readonly<Record<string, string>>): string | null {
  let memo = productMemos.get(config.products);
  if (!memo) productMemos.set(config.products, (memo = new Map()));
  // Length-prefixed parts: no path or query text can spell another visitor's key.
  let key = `${path.length}:${path}`;
  for (const k in query) {
    const v = String(query[k]);
    key += `${k.length}:${k}${v.length}:${v}`;
  }
  let code = memo.get(key);
  if (code === undefined) {
    code = productOf(path, query, config.products);
    if (memo.size >= MAX_PRODUCT_MEMO) memo.clear();
    memo.set(key, code);
  }
  return code;
}

/** Finds a site by key or numeric id (as number or string). */
export function findSite(config: CompiledConfig, site: string | number | undefined): CompiledSite {
  const ref = site ?? 'main';
  // Own keys only: `constructor` or `__proto__` from a URL or a --site flag is on every object (issue 21).
  const own = <T>(r: Record<string, T>, k: string) => (Object.hasOwn(r, k) ? r[k] : undefined);
  const key = own(config.sites, String(ref)) ? String(ref) : own(config.siteIdToKey, String(ref));
  const found = key ? own(config.sites, key) : undefined;
  if (!found) throw new FactsError(`unknown site "${ref}" (known: ${Object.keys(config.sites).join(', ')})`);
  return found;
}

/** Applies the documented defaults and parses stored values; the trace notes what was malformed. */
export function normalizeFacts(
  config: CompiledConfig,
  input: Facts,
  opts: { sanitize?: boolean } = {},
): { facts: NormalizedFacts; stored: StoredRead } {
  // Ill-typed values count as absent (issue 11 fuzzing); facts known to fit the schema skip the walk.
  const { facts, notes } = opts.sanitize === false ? { facts: input, notes: [] as string[] } : sanitizeFacts(input);
  if (facts.site !== undefined && typeof facts.site !== 'string' && !Number.isInteger(facts.site))
    throw new FactsError('site: expected a site key or id');
  const site = findSite(config, facts.site);
  const now = facts.now ?? REFERENCE_NOW;
  const nowMs = typeof now === 'string' ? Date.parse(now) : NaN;
  if (!Number.isFinite(nowMs))
    throw new FactsError(`now: ${typeof now === 'string' ? `"${now.slice(0, 40)}"` : typeof now} is not a date-time`);
  if (Math.abs(nowMs) > MAX_NOW_MS) throw new FactsError(`now: "${now}" is outside the years 0000-9999`);
  const device = { isPhone: false, width: defaultWidth(facts.device?.isPhone), utcOffsetMinutes: 0, ...facts.device };
  const user = facts.user ?? {};
  const c = facts.compliance ?? {};
  const cookies = facts.cookies ?? {};
  const storage = facts.storage ?? {};
  const query = facts.query ?? {};
  const path = facts.path ?? '/';
  const compliance: NormalizedFacts['compliance'] = {
    menu: c.menu ?? [],
    business: c.business ?? [],
    business_banner: c.business_banner,
    limit: c.limit ?? {},
    toast: { ...c.toast, kyc_toast: c.toast?.kyc_toast ?? {} },
  };
  const stored = readStored(config.stored, { cookies, storage, compliance } as never, nowMs, device.utcOffsetMinutes);
  stored.notes.unshift(...notes);
  const normalized: NormalizedFacts = {
    site,
    locale: facts.locale ?? site.defaultLang,
    path,
    query,
    now,
    nowMs,
    device,
    user: {
      ...user,
      isLogin: user.isLogin ?? false,
      verified: user.verified === undefined ? '0' : String(user.verified),
      tier_level: user.tier_level ?? 0,
      safe_level: user.safe_level ?? 0,
      is_sub_account: user.is_sub_account ?? false,
      white_list_show: user.white_list_show ?? false,
    },
    compliance,
    account: { mode: 'classic', ...facts.account },
    common: facts.common ?? {},
    cookies,
    storage,
    experiments: facts.experiments ?? {},
    intents: facts.intents ?? [],
    dismissed: facts.dismissed ?? [],
    announcement: facts.announcement?.content_id === undefined ? {} : { content_id: String(facts.announcement.content_id) },
    pathProduct: pathProductOf(config, path, query),
    pageFound: pageExists(config, path),
    stored: stored.values,
  };
  return { facts: normalized, stored };
}
