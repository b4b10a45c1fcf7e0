import type { CompiledConfig } from '../rules-model/compiled-types';
import type { Decider } from '../engine/decide';
import { productOf, splitHref } from '../rules-model/product-codes';
import type { Decision, Facts, NavItem } from '../generated/schema-types';

/**
 * The shell's invariants (issue 11), as checks that list what a Decision breaks (empty: none).
 * Shared by the property tests over random facts and by their mutation tests, which run the same
 * checks against deliberately broken configurations to show that each check can fail.
 */

/** Every link the rendered header and footer can show: nav items at any depth (menus, mega-menus, drawer), footer columns, social links. */
export function shownLinks(d: Decision): { where: string; item: NavItem | { id: string; href: string; external?: boolean } }[] {
  const out: { where: string; item: NavItem }[] = [];
  const walk = (items: readonly NavItem[], where: string) => {
    for (const item of items) {
      out.push({ where, item });
      if (item.children) walk(item.children, `${where}>${item.id}`);
    }
  };
  walk(d.header, 'header');
  for (const c of d.footer.columns) walk(c.links, `footer.${c.id}`);
  for (const s of d.footer.socialLinks ?? [])
    out.push({ where: 'footer.social', item: { id: s.id, title: s.id, href: s.href, external: true } });
  return out;
}

/** The path and query an href leads to on this site, or null for another host. */
function onSite(
  href: string,
  external: boolean | undefined,
  hosts: readonly string[],
): { path: string; query: Record<string, string> } | null {
  if (!external && href.startsWith('/') && !href.startsWith('//')) return splitHref(href);
  try {
    const u = new URL(href, 'https://invalid.invalid');
    if (!hosts.includes(u.host)) return null;
    return { path: u.pathname, query: Object.fromEntries(u.searchParams) };
  } catch {
    return null;
  }
}

/** A product whose code is in the compliance menu is never linked from header or footer. */
export function blockedProductViolations(config: CompiledConfig, facts: Facts, d: Decision): string[] {
  const menu = new Set(facts.compliance?.menu ?? []);
  if (!menu.size) return [];
  const hosts = config.sites[d.site.key]!.hosts;
  const out: string[] = [];
  for (const { where, item } of shownLinks(d)) {
    if (menu.has(item.id)) out.push(`${where}: item "${item.id}" is a blocked product code`);
    if (!item.href) continue;
    const target = onSite(item.href, item.external, hosts);
    const code = target && productOf(target.path, target.query, config.products);
    if (code && menu.has(code)) out.push(`${where}: "${item.id}" links ${item.href}, product "${code}" is blocked`);
  }
  return out;
}

/** Dialog ids the rules raise for these facts, in the order the shell opens them (only dialogs[0] is open). */
export function dialogViolations(config: CompiledConfig, d: Decision): string[] {
  const out: string[] = [];
  const ids = d.dialogs.map((x) => x.id);
  if (new Set(ids).size !== ids.length) out.push(`dialog listed twice: ${ids.join(',')}`);
  for (let i = 1; i < d.dialogs.length; i++) {
    const a = d.dialogs[i - 1]!;
    const b = d.dialogs[i]!;
    if (a.priority < b.priority || (a.priority === b.priority && a.id.localeCompare(b.id) > 0))
      out.push(`dialogs out of order: ${a.id}(${a.priority}) before ${b.id}(${b.priority})`);
    if (a.priority === b.priority && a.modal !== false && b.modal !== false)
      out.push(`modal dialogs ${a.id} and ${b.id} tie at priority ${a.priority}: which one opens is a guess`);
  }
  for (const x of d.dialogs)
    if (config.dialogs[x.id]?.priority !== x.priority)
      out.push(`dialog ${x.id} has priority ${x.priority}, declared ${config.dialogs[x.id]?.priority}`);
  const risk = ids.indexOf('risk_user');
  const kyc = ids.indexOf('kyc_upgrade');
  if (risk !== -1 && kyc !== -1 && kyc < risk) out.push('the KYC upgrade comes before the risk-user dialog');
  return out;
}

const REGISTER_ITEMS = ['signup'];
const LOGOUT_ITEMS = ['logout_menu', 'logout_this_device', 'logout_all_devices'];
const SUB_ACCOUNT_ITEMS = ['sub_account_manage'];

/** Testnet never offers registration or logout; a sub-account never sees sub-account management. */
export function roleViolations(facts: Facts, d: Decision): string[] {
  const out: string[] = [];
  const links = shownLinks(d);
  const has = (ids: string[], hrefPart: string) =>
    links
      .filter(({ item }) => ids.includes(item.id) || (item.href ?? '').split('?')[0]!.startsWith(hrefPart))
      .map(({ where, item }) => `${where}>${item.id}`);
  if (d.site.key === 'testnet') {
    for (const id of ['register', 'logout', 'footer_signup'])
      if (!d.hidden.includes(id)) out.push(`testnet: "${id}" is not hidden (the shell would render it)`);
    for (const w of has(REGISTER_ITEMS, '/signup')) out.push(`testnet offers registration: ${w}`);
    for (const w of has(LOGOUT_ITEMS, '/logout')) out.push(`testnet offers logout: ${w}`);
  }
  if (facts.user?.is_sub_account === true) {
    if (!d.hidden.includes('sub_account_entry')) out.push('sub-account: sub_account_entry is not hidden');
    for (const w of has(SUB_ACCOUNT_ITEMS, '/myaccount/sub_account_manage')) out.push(`sub-account sees sub-account management: ${w}`);
  }
  return out;
}

/**
 * Walks the dialog queue the way the shell does: open dialogs[0], close it, decide again. At most
 * one dialog is open at each step, none opens twice, and the risk-user dialog opens before the KYC
 * upgrade whenever both open in one page view.
 */
export async function dialogWalkViolations(decider: Decider, facts: Facts, max = 20): Promise<{ opened: string[]; violations: string[] }> {
  const opened: string[] = [];
  const violations: string[] = [];
  let dismissed = [...(facts.dismissed ?? [])];
  for (let step = 0; step < max; step++) {
    const d = await decider.decide({ ...facts, dismissed }, { trace: 'none' });
    const open = d.dialogs[0];
    if (!open) break;
    if (opened.includes(open.id)) {
      violations.push(`dialog ${open.id} opens again after being closed`);
      break;
    }
    opened.push(open.id);
    dismissed = [...dismissed, open.id];
  }
  const risk = opened.indexOf('risk_user');
  const kyc = opened.indexOf('kyc_upgrade');
  if (kyc !== -1 && risk !== -1 && kyc < risk) violations.push(`KYC upgrade opened before the risk-user dialog: ${opened.join(' → ')}`);
  return { opened, violations };
}
