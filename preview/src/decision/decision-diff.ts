import type { Decision, NavItem } from '../../../src/generated/schema-types';

/** One difference between two Decisions; `key` names the entry a panel highlights. */
export interface DecisionChange {
  key: string;
  area: 'site' | 'locale' | 'redirect' | 'hidden' | 'dialogs' | 'bars' | 'widgets' | 'links' | 'footer' | 'vars';
  text: string;
}

const show = (v: unknown) => (v === null || v === undefined ? 'none' : typeof v === 'string' ? v : JSON.stringify(v));

function hrefs(items: readonly NavItem[], out = new Map<string, string>()): Map<string, string> {
  for (const i of items) {
    out.set(i.id, i.href ?? '');
    if (i.children) hrefs(i.children, out);
  }
  return out;
}

function setDiff(
  area: DecisionChange['area'],
  prefix: string,
  a: readonly string[],
  b: readonly string[],
  added: string,
  removed: string,
): DecisionChange[] {
  const sa = new Set(a);
  const sb = new Set(b);
  return [
    ...b.filter((x) => !sa.has(x)).map((x) => ({ key: `${prefix}:${x}`, area, text: `${x} ${added}` })),
    ...a.filter((x) => !sb.has(x)).map((x) => ({ key: `${prefix}:${x}`, area, text: `${x} ${removed}` })),
  ];
}

/** What changes from Decision `a` to Decision `b`, in the words of the Decision contract. */
export function diffDecisions(a: Decision, b: Decision): DecisionChange[] {
  const out: DecisionChange[] = [];
  if (a.site.key !== b.site.key)
    out.push({ key: 'site', area: 'site', text: `site ${a.site.key} (${a.site.id}) → ${b.site.key} (${b.site.id})` });
  for (const k of ['lang', 'prefix', 'dir', 'redirect', 'robots', 'canonical'] as const) {
    if (a.locale[k] !== b.locale[k])
      out.push({ key: `locale.${k}`, area: 'locale', text: `locale ${k}: ${show(a.locale[k])} → ${show(b.locale[k])}` });
  }
  if (a.redirect !== b.redirect)
    out.push({ key: 'redirect', area: 'redirect', text: `redirect: ${show(a.redirect)} → ${show(b.redirect)}` });
  out.push(...setDiff('hidden', 'hidden', a.hidden, b.hidden, 'hidden', 'shown'));
  const da = new Map(a.dialogs.map((d, i) => [d.id, { d, i }]));
  const db = new Map(b.dialogs.map((d, i) => [d.id, { d, i }]));
  for (const [id, { d }] of db)
    if (!da.has(id)) out.push({ key: `dialog:${id}`, area: 'dialogs', text: `dialog ${id} (priority ${d.priority}) queued` });
  for (const [id] of da) if (!db.has(id)) out.push({ key: `dialog:${id}`, area: 'dialogs', text: `dialog ${id} no longer queued` });
  for (const [id, { d: x }] of da) {
    const y = db.get(id)?.d;
    if (!y) continue;
    if (x.closable !== y.closable)
      out.push({
        key: `dialog:${id}`,
        area: 'dialogs',
        text: `dialog ${id}: ${x.closable ? 'closable' : 'must be acknowledged'} → ${y.closable ? 'closable' : 'must be acknowledged'}`,
      });
    if ((x.confirmHref ?? null) !== (y.confirmHref ?? null))
      out.push({ key: `dialog:${id}`, area: 'dialogs', text: `dialog ${id}: confirm ${show(x.confirmHref)} → ${show(y.confirmHref)}` });
    if (x.priority !== y.priority)
      out.push({ key: `dialog:${id}`, area: 'dialogs', text: `dialog ${id}: priority ${x.priority} → ${y.priority}` });
  }
  const openA = a.dialogs[0]?.id ?? null;
  const openB = b.dialogs[0]?.id ?? null;
  if (openA !== openB) out.push({ key: 'dialog-open', area: 'dialogs', text: `open dialog: ${show(openA)} → ${show(openB)}` });
  out.push(...setDiff('bars', 'bar', a.bars, b.bars, 'shown', 'gone'));
  for (const k of Object.keys(b.widgets) as (keyof Decision['widgets'])[]) {
    if (a.widgets[k] !== b.widgets[k])
      out.push({ key: `widget:${k}`, area: 'widgets', text: `${k} ${a.widgets[k] ? 'on' : 'off'} → ${b.widgets[k] ? 'on' : 'off'}` });
  }
  const ha = hrefs([...a.header, ...a.footer.columns.flatMap((c) => c.links)]);
  const hb = hrefs([...b.header, ...b.footer.columns.flatMap((c) => c.links)]);
  for (const [id, href] of hb) {
    const before = ha.get(id);
    if (before !== undefined && before !== href)
      out.push({ key: `href:${id}`, area: 'links', text: `${id} link: ${before || 'none'} → ${href || 'none'}` });
  }
  if (a.footer.social !== b.footer.social)
    out.push({
      key: 'footer.social',
      area: 'footer',
      text: `footer social icons ${a.footer.social ? 'on' : 'off'} → ${b.footer.social ? 'on' : 'off'}`,
    });
  out.push(...setDiff('footer', 'disclaimer', a.footer.disclaimers, b.footer.disclaimers, 'disclaimer added', 'disclaimer removed'));
  if (a.footer.copyright.to !== b.footer.copyright.to || a.footer.copyright.from !== b.footer.copyright.from) {
    out.push({
      key: 'footer.copyright',
      area: 'footer',
      text: `copyright ${a.footer.copyright.from}–${a.footer.copyright.to} → ${b.footer.copyright.from}–${b.footer.copyright.to}`,
    });
  }
  for (const k of new Set([...Object.keys(a.vars), ...Object.keys(b.vars)])) {
    if (a.vars[k] !== b.vars[k]) out.push({ key: `var:${k}`, area: 'vars', text: `${k}: ${show(a.vars[k])} → ${show(b.vars[k])}` });
  }
  return out;
}
