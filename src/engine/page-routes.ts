import type { CompiledConfig, CompiledItem } from '../rules-model/compiled-types';

export type PageKind =
  | 'home'
  | 'not-found'
  | 'compliance-tips'
  | 'reminder'
  | 'reminder-config'
  | 'withdraw'
  | 'security'
  | 'frame'
  | 'login'
  | 'signup'
  | 'trade'
  | 'pilot';

export interface PageRoute {
  pattern: string;
  /** i18n key of the page's name. */
  title: string;
  kind: PageKind;
}

/** Routes of both specs that are not menu links (menu and footer links are added from the config). */
const SPEC_ROUTES: readonly [string, string, PageKind?][] = [
  ['/', 'pages.home', 'home'],
  ['/state_compliance_tips', 'pages.state_compliance_tips', 'compliance-tips'],
  ['/login', 'pages.login', 'login'],
  ['/signup', 'pages.signup', 'signup'],
  ['/login/reset', 'pages.login_reset'],
  ['/bind', 'pages.bind'],
  // The spec lists /auth/ itself (shell §2 Account), as well as the provider pages under it.
  ['/auth', 'pages.auth'],
  ['/auth/*', 'pages.auth'],
  ['/testnet_authorize/callback', 'pages.testnet_authorize'],
  ['/mobileapp', 'pages.mobileapp'],
  ['/reminder', 'pages.reminder', 'reminder'],
  ['/reminder/config', 'pages.reminder_config', 'reminder-config'],
  ['/margin_trade', 'pages.margin_trade'],
  ['/margin_trade/:market', 'pages.margin_trade'],
  ['/invest', 'pages.invest'],
  ['/startup', 'pages.startup'],
  ['/startup/:id', 'pages.startup'],
  ['/post/status', 'pages.post_status'],
  ['/myaccount/fundpass_setup', 'pages.fundpass_setup'],
  ['/myaccount/totp', 'pages.totp'],
  ['/myaccount/security', 'pages.security', 'security'],
  ['/myaccount/security-setting', 'pages.security', 'security'],
  ['/myaccount/kyc_home', 'pages.kyc_home'],
  ['/myaccount/kyc2', 'pages.kyc2'],
  ['/myaccount/withdraw/:currency', 'pages.withdraw', 'withdraw'],
  ['/myaccount/deposit/:currency', 'pages.deposit'],
  ['/myaccount/tickets', 'pages.tickets'],
  ['/groupchat/chatroom', 'pages.chatroom'],
  ['/groupchat/call_service', 'pages.call_service'],
  ['/groupchat/service', 'pages.chatroom'],
  ['/user-agreement', 'pages.user_agreement'],
  ['/privacy-policy', 'pages.privacy_policy'],
  ['/activities/app-exclusive-perks', 'pages.app_perks'],
  ['/help/*', 'pages.help'],
  ['/docs/agreement.pdf', 'pages.agreement_pdf'],
  ['/trade/:pair', 'pages.trade', 'trade'],
  ['/futures/:settle/:pair', 'pages.futures'],
  ['/futures-delivery/:settle', 'pages.futures_delivery'],
  ['/options/:pair', 'pages.options'],
  ['/pilot/:seo', 'pages.pilot', 'pilot'],
  ['/pre-market/:currency', 'pages.pre_market'],
  ['/price/:slug', 'pages.price'],
  ['/how-to-buy/:slug', 'pages.how_to_buy'],
  ['/price-prediction/:slug', 'pages.price_prediction'],
  ['/converter/:coin/:pair', 'pages.converter'],
  ['/live/video/:id', 'pages.live_video'],
  ['/c2c/:market', 'pages.c2c'],
  ['/buy-sell/:pair', 'pages.buy_sell'],
  ['/referral/:code', 'pages.referral'],
  ['/learn/*', 'pages.learn'],
  ['/explore/*', 'pages.explore'],
  ['/myaccount/*', 'pages.myaccount'],
  ['/staking/:coin', 'pages.staking'],
];

interface SpecRoute {
  pattern: string;
  segments: readonly string[];
  kind?: PageKind;
}
// Split once: every link of every site is matched against these (a few hundred links, a cold start's
// interpreter: splitting each pattern per link cost the CLI's `decide` tens of milliseconds).
const SPEC: readonly SpecRoute[] = SPEC_ROUTES.map(([pattern, , kind]) => ({ pattern, segments: pattern.split('/'), kind }));
const SPEC_WITH_PARAMS = SPEC.filter((r) => r.pattern.includes(':'));
const SPEC_WITH_PAGES = SPEC.filter((r) => r.kind && r.kind !== 'home');

/** A menu link to a page the shell renders itself (the withdraw page's action …) gets that page; others are frames. */
function linkKind(path: string, segments: readonly string[]): PageKind {
  return SPEC_WITH_PAGES.find((r) => matchesSegments(r.pattern, r.segments, path, segments))?.kind ?? 'frame';
}

/**
 * Adds a route for each link path not `seen` yet: twelve sites' menus and footers repeat most paths,
 * and the first route of a path is the one matchRoute finds anyway.
 */
function itemRoutes(items: readonly CompiledItem[], out: PageRoute[], seen: Set<string>): void {
  for (const item of items) {
    if (item.href && !item.external && item.href.startsWith('/')) {
      const path = item.href.split('?')[0]!.replace(/\{[a-z_]+\}/g, ':v');
      if (!seen.has(path)) {
        seen.add(path);
        // A link to a page the spec names by pattern (/trade/:pair, /myaccount/withdraw/:currency …)
        // is that page, with its title: a literal route would win over the pattern for every pair.
        const segments = pathSegments(path);
        const specPage = SPEC_WITH_PARAMS.some((r) => matchesSegments(r.pattern, r.segments, path, segments));
        if (path !== '/' && !specPage) out.push({ pattern: path, title: item.title, kind: linkKind(path, segments) });
      }
    }
    if (item.children) itemRoutes(item.children, out, seen);
  }
}

/** The route table: spec routes first, then every link of the navigation and footers. */
export function buildRoutes(config: CompiledConfig): PageRoute[] {
  const out: PageRoute[] = SPEC_ROUTES.map(([pattern, title, kind]) => ({ pattern, title, kind: kind ?? 'frame' }));
  const seen = new Set<string>();
  itemRoutes(config.navigation, out, seen);
  for (const set of Object.values(config.footers)) for (const c of set.columns) itemRoutes(c.links, out, seen);
  return out;
}

const pathSegments = (path: string): string[] => path.replace(/\/+$/, '').split('/');

/** Whether `path` (split as pathSegments does: `s`) is a page of `pattern` (split at '/': `p`). */
function matchesSegments(pattern: string, p: readonly string[], path: string, s: readonly string[]): boolean {
  if (path === '/' || path === '') return pattern === '/';
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '*') return s.length > i;
    if (s[i] === undefined) return false;
    if (!p[i]!.startsWith(':') && p[i] !== s[i]) return false;
  }
  return s.length === p.length;
}

/** The page for a path (without language prefix): exact literal routes win over patterns. */
export function matchRoute(routes: readonly PageRoute[], path: string): PageRoute {
  const literal = routes.find((r) => !/[:*]/.test(r.pattern) && r.pattern === (path.replace(/\/+$/, '') || '/'));
  const segments = pathSegments(path);
  return (
    literal ??
    routes.find((r) => matchesSegments(r.pattern, r.pattern.split('/'), path, segments)) ?? {
      pattern: path,
      title: 'pages.not_found',
      kind: 'not-found',
    }
  );
}

/** A route table ready for many lookups: literal paths in a map, patterns split once, answers kept per path. */
interface RouteTable {
  literal: Map<string, PageRoute>;
  patterns: { route: PageRoute; segments: readonly string[] }[];
  answers: Map<string, boolean>;
}
/** Paths answered per configuration before the answers start over (verify and diff ask for a few dozen). */
const MAX_ANSWERS = 4096;
const routeTables = new WeakMap<CompiledConfig, RouteTable>();

function tableOf(config: CompiledConfig): RouteTable {
  let table = routeTables.get(config);
  if (!table) {
    const routes = buildRoutes(config);
    const literal = new Map<string, PageRoute>();
    for (const r of routes) if (!/[:*]/.test(r.pattern) && !literal.has(r.pattern)) literal.set(r.pattern, r);
    table = { literal, patterns: routes.map((route) => ({ route, segments: route.pattern.split('/') })), answers: new Map() };
    routeTables.set(config, table);
  }
  return table;
}

/**
 * Whether a path (without language prefix) is a page: matchRoute's answer, from a table built once
 * per config and kept per path (decide asks for every visitor; the same few paths come back).
 */
export function pageExists(config: CompiledConfig, path: string): boolean {
  const table = tableOf(config);
  let found = table.answers.get(path);
  if (found === undefined) {
    const segments = pathSegments(path);
    found =
      table.literal.has(path.replace(/\/+$/, '') || '/') ||
      table.patterns.some((p) => matchesSegments(p.route.pattern, p.segments, path, segments));
    if (table.answers.size >= MAX_ANSWERS) table.answers.clear();
    table.answers.set(path, found);
  }
  return found;
}
