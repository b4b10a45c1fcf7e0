import Cookies from 'js-cookie';
import { config as shared, siteRules } from 'virtual:meridian/config';
import { readCookies, readDevice, readStorage } from '../decision/browser-inputs';
import { decideOnce } from '../decision/decide-once';
import { buildFacts } from '../decision/facts-builder';
import { browserStorage, lastKnownCompliance, readRemembered, SESSION_COOKIE } from '../decision/remembered-answers';
import { complianceAfterCheck } from '../decision/answers-of';
import { isPreviewFrame } from '../decision/preview-mark';
import { isDemoBuild } from '../lib/site-links';
import { applyLook } from '../shell/ui/apply-look';
import { importSessionParts, showsSessionParts } from '../shell/header/session-items';
import { importBell } from '../shell/notifications/bell-import';
import { askFirstAnswers, type FirstAnswers } from '../boot/first-answers';
import { afterNextPaint, drawFirstPaint } from '../boot/first-paint-draw';
import { HOLD_MS } from '../boot/first-paint-gate';
import { rememberFirstPaint, reservedBars } from '../boot/first-paint-memory';
import { knownLanguages, splitLocale } from '../lib/locale-path';
import { readDisplayPrefs } from './preferences';
import { resolveSite, SITE_COOKIE } from './site-selection';
import { withSiteRules } from '../config/bundle/site-split';
import { keptBundleKey } from '../decision/kept-bundle-key';
import { rulesTrust } from 'virtual:meridian/rules-trust';

/**
 * The boot, in two halves (docs/performance-method.md, LCP). This one has no React, i18next or MUI: it
 * resolves the site, builds the first facts, runs the rules and draws the home page's first paint
 * (src/boot/first-paint-draw.ts) while the React half (render-app.tsx, preloaded by index.html) is
 * still downloading; then hands the Decision over to it. The page's entry lives here, in src/app,
 * because it wires the boot's pieces (src/boot, which imports neither the shell nor the app) to the
 * shell's look and lazy parts and to the React half (docs/architecture.md).
 */
const DEMO = isDemoBuild();
const reactHalf = import('./render-app');

async function boot(): Promise<void> {
  // Inside the preview app (demo build only) the parent window supplies the config and the facts.
  if (DEMO && isPreviewFrame(window)) return (await import('./preview-frame')).bootPreviewFrame();
  const { site, remember } = resolveSite(shared, {
    host: window.location.host,
    search: window.location.search,
    cookie: Cookies.get(SITE_COOKIE),
    demo: DEMO,
  });
  if (remember) Cookies.set(SITE_COOKIE, remember, { path: '/', sameSite: 'lax' });
  // This site's rules are a chunk of their own, preloaded by index.html alongside this one.
  const rulesOfSite = siteRules[site]!();
  const { lang, path } = splitLocale(window.location.pathname, knownLanguages(shared));
  // First paint: this site and URL with the answers the last load remembered (none: logged out).
  let remembered = readRemembered(browserStorage(), { site, cookies: Cookies.get() });
  // A session this browser has no answers for: on the home page the boot asks for them now and
  // paints once they are in; past HOLD_MS, or on another page, the app holds its first paint
  // (first-paint-gate.ts) for what is left of HOLD_MS.
  let held = Cookies.get(SESSION_COOKIE) !== undefined && remembered.user == null;
  const asked = performance.now();
  const early: FirstAnswers | undefined = held && path === '/' ? askFirstAnswers(path) : undefined;
  const builtIn = withSiteRules(shared, site, await rulesOfSite);
  // A published rule bundle an earlier visit kept (verified again here) paints first; else the built-in rules.
  const restored = hasKeptBundle(site) ? await keptBundle(site) : null;
  const kept = restored?.bundle ?? null;
  const config = kept?.config ?? builtIn;
  const got = early && (await within(early.forFirstPaint, HOLD_MS - (performance.now() - asked)));
  if (got) {
    // A failed check paints with this visitor's last known answer, as the app then decides (backend-answers.ts).
    const lastKnown =
      got.compliance?.source === 'fallback'
        ? lastKnownCompliance(browserStorage(), { site, cookies: Cookies.get(), nowMs: Date.now() })
        : null;
    remembered = { ...got, compliance: got.compliance && complianceAfterCheck(got.compliance, lastKnown) };
    held = false;
  }
  const cookies = readCookies();
  const initialFacts = buildFacts({
    site,
    locale: lang ?? shared.sites[site]!.defaultLang,
    path,
    query: Object.fromEntries(new URLSearchParams(window.location.search)),
    now: new Date(),
    device: readDevice(),
    cookies,
    storage: readStorage(shared),
    ...remembered,
  });
  const initial = await decideOnce(config, initialFacts);
  // A session's header parts are chunks of their own: ask for them now, alongside the React half.
  if (showsSessionParts(initial.header)) void Promise.all([importSessionParts(), importBell()]).catch(() => undefined);
  const html = document.documentElement;
  html.lang = initial.locale.tag;
  html.dir = initial.locale.dir;
  applyLook(html, readDisplayPrefs(cookies, initial.locale.lang));
  const heights = (ids: readonly string[]) => reservedBars(config, ids);
  const drawn = drawFirstPaint(document.getElementById('root')!, { path, held }, initial, heights);
  // The next load with the same inputs draws these bars before its scripts arrive (first-paint-memory.ts).
  if (!held && !initial.redirect && !initial.locale.redirect)
    rememberFirstPaint(window as { __meridianFirstPaint?: unknown }, heights(initial.bars));
  const holdMs = Math.max(0, HOLD_MS - (performance.now() - asked));
  if (drawn) await afterNextPaint();
  return (await reactHalf).renderApp({
    config,
    builtIn,
    floor: restored?.floor ?? 0,
    site,
    initial,
    initialFacts,
    remembered,
    held,
    holdMs,
    early: early?.calls ?? [],
    demo: DEMO,
    bundle: kept && { version: kept.version, revision: kept.revision, expiresAt: kept.expiresAt, release: kept.release },
  });
}

/** Whether storage holds a kept bundle for `site` (cheap: the checking code loads only when one is there). */
function hasKeptBundle(site: string): boolean {
  try {
    return window.localStorage.getItem(keptBundleKey(site)) !== null;
  } catch {
    return false;
  }
}

async function keptBundle(site: string) {
  try {
    return await (await import('./live-rules-check')).restoreLiveRules(site, rulesTrust);
  } catch {
    return null;
  }
}

/** The promise's value if it settles within `ms`, else undefined. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), Math.max(0, ms));
    void promise.then((v) => {
      clearTimeout(timer);
      resolve(v);
    });
  });
}

void boot();
