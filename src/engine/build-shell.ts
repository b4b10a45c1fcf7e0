import type { CompiledConfig, CompiledItem, CompiledSite } from '../rules-model/compiled-types';
import type { Decision, NavItem } from '../generated/schema-types';
import { languageDir, languageTag } from '../rules-model/language-tag';
import { fillTemplate } from './templates';

const NONE: ReadonlySet<string> = new Set();

/**
 * Filters items by the hidden set, fills hrefs and drops menus left empty; adds every hidden item id
 * to `hiddenOut`. A link any of whose ids (flags, product code, own id) is in `upcoming` is marked
 * `upcoming`: it opens the upcoming-feature modal instead of navigating.
 */
export function visibleItems(
  items: readonly CompiledItem[],
  hidden: ReadonlySet<string>,
  vars: Record<string, unknown>,
  hiddenOut: Set<string>,
  upcoming: ReadonlySet<string> = NONE,
): NavItem[] {
  const out: NavItem[] = [];
  for (const item of items) {
    if (item.hiddenBy.some((id) => hidden.has(id))) {
      markHidden(item, hiddenOut);
      continue;
    }
    const { hiddenBy: _, hrefHiddenBy, children, href, ...rest } = item;
    const nav: NavItem = { ...rest };
    if (href && !hrefHiddenBy?.some((id) => hidden.has(id))) {
      nav.href = fillTemplate(href, vars);
      if (upcoming.size && (item.hiddenBy.some((id) => upcoming.has(id)) || hrefHiddenBy?.some((id) => upcoming.has(id))))
        nav.upcoming = true;
    }
    if (children) {
      nav.children = visibleItems(children, hidden, vars, hiddenOut, upcoming);
      if (!nav.children.length && !nav.href) {
        hiddenOut.add(item.id);
        continue;
      }
    }
    out.push(nav);
  }
  return out;
}

function markHidden(item: CompiledItem, out: Set<string>): void {
  out.add(item.id);
  item.children?.forEach((c) => markHidden(c, out));
}

/** The footer's link columns for a site: its link set filtered (links to `upcoming` products marked), empty columns dropped. */
export function footerColumns(
  config: CompiledConfig,
  site: CompiledSite,
  hidden: ReadonlySet<string>,
  vars: Record<string, unknown>,
  hiddenOut: Set<string>,
  upcoming: ReadonlySet<string> = NONE,
): Decision['footer']['columns'] {
  return (config.footers[site.footer]?.columns ?? [])
    .map((c) => ({ id: c.id, title: c.title, links: visibleItems(c.links, hidden, vars, hiddenOut, upcoming) }))
    .filter((c) => c.links.length > 0);
}

/** Everything in the footer but its columns: social icons, disclaimers and the copyright years. */
export function footerMeta(site: CompiledSite, hidden: ReadonlySet<string>, nowMs: number): Omit<Decision['footer'], 'columns'> {
  const social = !hidden.has('social') && site.social.length > 0;
  return {
    social,
    socialLinks: social ? site.social.map((s) => ({ ...s })) : [],
    disclaimers: [...site.disclaimers],
    // The firm and date of the UK note (shell §9); whether it is a placeholder is the lint's business, not the page's.
    ...(site.fcaNote ? { fcaNote: { firm: site.fcaNote.firm, approvedOn: site.fcaNote.approvedOn } } : {}),
    copyright: { from: site.copyrightFrom, to: new Date(nowMs).getUTCFullYear() },
  };
}

/** Language, prefix, direction, redirect for a language the site does not offer, robots, canonical, alternates and the site's languages. */
export function buildLocale(
  site: CompiledSite,
  requested: string,
  path: string,
  query: Record<string, string>,
  vars: Record<string, unknown>,
): Decision['locale'] {
  const target = typeof vars.locale_target === 'string' && vars.locale_target ? vars.locale_target : null;
  const lang = target ?? requested;
  const prefixOf = (l: string) => (l === site.defaultLang ? '' : `/${l}`);
  const host = `https://${site.hosts[0]}`;
  const qs = new URLSearchParams(query).toString();
  const samePath = path === '/' ? '' : path;
  // seo_links false (a 404, rules/locale.yaml): no canonical and no alternates for a page that does not exist.
  const links = vars.seo_links !== false;
  const alternates = links
    ? site.languages.map((l) => ({ hreflang: languageTag(l), href: `${host}${prefixOf(l)}${samePath}` || '/' }))
    : [];
  if (links && site.seo?.xDefault) alternates.push({ hreflang: 'x-default', href: `${host}${samePath}` });
  return {
    lang,
    tag: languageTag(lang),
    prefix: prefixOf(lang),
    dir: languageDir(lang),
    // One leading slash: `/pt//evil.example` must redirect to `/evil.example`, not to the host `//evil.example`.
    redirect: target ? `${prefixOf(target)}${path.replace(/^\/+/, '/')}${qs ? `?${qs}` : ''}` : null,
    robots: typeof vars.robots === 'string' ? vars.robots : null,
    canonical: links ? `${host}${prefixOf(lang)}${samePath}` : null,
    alternates,
    languages: site.languages.map((l) => ({ code: l, prefix: prefixOf(l), hreflang: languageTag(l) })),
  };
}
