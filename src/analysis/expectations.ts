import type { Decision, Expect, NavItem } from '../generated/schema-types';
import { sameJson } from './same-json';

/** Every item id of a nav tree, at any depth. */
export function itemIds(items: readonly NavItem[], out: Map<string, NavItem> = new Map()): Map<string, NavItem> {
  for (const item of items) {
    out.set(item.id, item);
    if (item.children) itemIds(item.children, out);
  }
  return out;
}

/** Rules that fired, from a decision's trace. */
export function firedRules(d: Decision): Set<string> {
  return new Set(d.trace.filter((t) => t.kind === 'rule' && t.fired).map((t) => t.rule!));
}

const deepEqual = sameJson;

/** Fields of `expected` must match `actual`; objects are compared field by field, arrays and scalars exactly. */
export function partialMismatches(actual: unknown, expected: unknown, path: string): string[] {
  if (expected && typeof expected === 'object' && !Array.isArray(expected)) {
    if (!actual || typeof actual !== 'object') return [`${path}: expected an object, got ${JSON.stringify(actual)}`];
    return Object.entries(expected).flatMap(([k, v]) => partialMismatches((actual as Record<string, unknown>)[k], v, `${path}.${k}`));
  }
  return deepEqual(actual, expected) ? [] : [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}

/** What in a decision does not meet a rule test's expectation; empty when it passes. */
export function checkExpectation(d: Decision, expect: Expect): string[] {
  const out: string[] = [];
  const hidden = new Set(d.hidden);
  const fired = firedRules(d);
  const header = itemIds(d.header);
  const footer = itemIds(d.footer.columns.flatMap((c) => c.links));
  const ids = (d.dialogs ?? []).map((x) => x.id);
  for (const id of expect.hidden ?? []) if (!hidden.has(id)) out.push(`expected "${id}" hidden`);
  for (const id of expect.visible ?? []) if (hidden.has(id)) out.push(`expected "${id}" not hidden`);
  if (expect.dialogs && !deepEqual(ids, expect.dialogs))
    out.push(`dialogs: expected ${JSON.stringify(expect.dialogs)}, got ${JSON.stringify(ids)}`);
  if (expect.bars && !deepEqual(d.bars, expect.bars))
    out.push(`bars: expected ${JSON.stringify(expect.bars)}, got ${JSON.stringify(d.bars)}`);
  if (expect.redirect !== undefined && d.redirect !== expect.redirect)
    out.push(`redirect: expected ${JSON.stringify(expect.redirect)}, got ${JSON.stringify(d.redirect)}`);
  for (const r of expect.fired ?? []) if (!fired.has(r)) out.push(`expected rule "${r}" to fire`);
  for (const r of expect.notFired ?? []) if (fired.has(r)) out.push(`expected rule "${r}" not to fire`);
  for (const id of expect.header ?? []) if (!header.has(id)) out.push(`expected "${id}" in the header`);
  for (const id of expect.notInHeader ?? []) if (header.has(id)) out.push(`expected "${id}" not in the header`);
  for (const id of expect.footer ?? []) if (!footer.has(id)) out.push(`expected "${id}" in the footer`);
  for (const id of expect.notInFooter ?? []) if (footer.has(id)) out.push(`expected "${id}" not in the footer`);
  for (const id of expect.upcoming ?? []) {
    const item = header.get(id) ?? footer.get(id);
    if (!item) out.push(`upcoming: "${id}" is not a visible item`);
    else if (!item.upcoming) out.push(`expected "${id}" to be a special link (upcoming)`);
  }
  for (const id of expect.notUpcoming ?? []) {
    const item = header.get(id) ?? footer.get(id);
    if (!item) out.push(`notUpcoming: "${id}" is not a visible item`);
    else if (item.upcoming) out.push(`expected "${id}" to be a plain link, not a special one`);
  }
  for (const [id, href] of Object.entries(expect.hrefs ?? {})) {
    const item = header.get(id) ?? footer.get(id);
    if (!item) out.push(`hrefs.${id}: no such visible item`);
    else if (item.href !== href) out.push(`hrefs.${id}: expected ${JSON.stringify(href)}, got ${JSON.stringify(item.href)}`);
  }
  if (expect.widgets) out.push(...partialMismatches(d.widgets, expect.widgets, 'widgets'));
  if (expect.loginMethods && !deepEqual(d.loginMethods, expect.loginMethods))
    out.push(`loginMethods: expected ${JSON.stringify(expect.loginMethods)}, got ${JSON.stringify(d.loginMethods)}`);
  if (expect.locale) out.push(...partialMismatches(d.locale, expect.locale, 'locale'));
  if (expect.vars) out.push(...partialMismatches(d.vars, expect.vars, 'vars'));
  if (expect.dialog) out.push(...partialMismatches(d.dialogs[0], expect.dialog, 'dialog'));
  if (expect.footerMeta) out.push(...partialMismatches(d.footer, expect.footerMeta, 'footer'));
  return out;
}
