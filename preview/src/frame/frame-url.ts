import { withPrefix } from '../../../src/lib/locale-path';
import type { CompiledConfig } from '../../../src/rules-model/compiled-types';
import { isSitePath, PREVIEW_PARAM } from '../../../src/decision/preview-bridge';
import type { Facts } from '../../../src/generated/schema-types';

/** The frame's URL for a scenario: the requested language's prefix, the path and the query. */
export function scenarioUrl(config: CompiledConfig, facts: Facts, siteKey: string): string {
  const site = config.sites[siteKey]!;
  const locale = facts.locale ?? site.defaultLang;
  const qs = new URLSearchParams(facts.query ?? {}).toString();
  return `${withPrefix(locale === site.defaultLang ? '' : `/${locale}`, facts.path ?? '/')}${qs ? `?${qs}` : ''}`;
}

/** Where the frame goes for a scenario URL, or why it does not go there. */
export type FrameTarget =
  /** `url`: what the frame's router is told (the scenario URL); `src`: the frame's absolute address, marked as the preview. */
  { ok: true; url: string; src: string } | { ok: false; url: string; reason: string };

/**
 * Resolves a scenario URL the way the browser will resolve the frame's `src`, and refuses it
 * when it leaves `origin`: facts come from shared links and hand-typed forms, and `//host`,
 * `/\host`, a tab between two slashes or a `javascript:` path would load another origin's page
 * (or run script) inside the preview (issue 21 item 3). The URL parser itself decides, so what
 * is checked is what the browser would load; a same-origin URL the frame would not take (a space,
 * a backslash) is refused too, rather than sent and silently ignored.
 */
export function frameTarget(url: string, origin: string): FrameTarget {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return { ok: false, url, reason: `${show(url)} is not a page of this site: it is not a URL` };
  }
  if (parsed.origin !== origin) {
    const where = parsed.origin === 'null' ? `a ${parsed.protocol} URL` : parsed.origin;
    return { ok: false, url, reason: `${show(url)} is not a page of this site: it leads to ${where}` };
  }
  // The frame ignores a scenario whose URL is not a plain path (preview-bridge.ts): say so here.
  if (!isSitePath(url))
    return { ok: false, url, reason: `${show(url)} is not a plain path: one leading slash, no backslash, space or control character` };
  parsed.searchParams.set(PREVIEW_PARAM, '1');
  return { ok: true, url, src: parsed.href };
}

/** A candidate as text a person can read: quoted, escaped, and short (a hostile one may be long). */
function show(url: string): string {
  return JSON.stringify(url.length > 120 ? `${url.slice(0, 120)}…` : url);
}
