import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { findPersona } from 'virtual:meridian/personas';
import { repoSites } from '../src/config/node/repo-config';
import type { OpenOptions } from './browser';

/**
 * The page states the accessibility gate audits (issue 23). Each setup brings the page to its
 * state and proves it got there (the menu or dialog is visible) before axe runs; adding a state
 * is one line in STATES.
 */
export interface Kit {
  /** A freshly loaded page in a new browser context (the previous state's context is closed). */
  open(path: string, opts?: OpenOptions): Promise<Page>;
  /** The previous state's page when it was opened with the same path and options, with its menus closed; else `open`. */
  shared(path: string, opts?: OpenOptions): Promise<Page>;
}
export interface A11yState {
  name: string;
  setup: (kit: Kit) => Promise<Page>;
  /** False where the demo toolbar is not part of the page (the preview app). */
  toolbar?: boolean;
  /**
   * A state in motion (issue 42): something is still loading, on purpose (`hold`), so the gate audits
   * it while a visitor sees it rather than once it has settled; no wait for the network to go quiet.
   */
  motion?: boolean;
}

/** Holds every request matching `url` unanswered while the page lives: the state that waits for it stays on screen. */
async function hold(page: Page, url: RegExp): Promise<void> {
  await page.route(url, () => new Promise<void>(() => {}));
}

const as = (persona: string, extra: Record<string, string> = {}) => ({
  meridian_persona: persona,
  ...findPersona(persona)!.facts.cookies,
  ...extra,
});
const PHONE: OpenOptions = { width: 390, height: 844, mobile: true };
/** Wide enough for every mega-menu in the row (narrower windows move the rest into More). */
const WIDE_TRADER: OpenOptions = { width: 2560, cookies: as('trader') };
/** The configuration's sites by id (main, id 0, first). */
const BY_ID = repoSites(fileURLToPath(new URL('..', import.meta.url)));
/** Each site and the name its logo shows. */
const SITES: Record<string, string> = Object.fromEntries(BY_ID.map((s) => [s.key, s.name]));
/** Every language some site offers, and the first site (by id: main first) whose home serves it under its prefix (not its default). */
const LANGUAGES: [code: string, site: string][] = [];
for (const s of BY_ID)
  for (const code of s.languages) if (code !== s.defaultLang && !LANGUAGES.some(([c]) => c === code)) LANGUAGES.push([code, s.key]);

/** A site's home, proved by the logo naming the site and the account area having loaded. */
async function home(kit: Kit, site: string, { persona, phone }: { persona?: string; phone?: boolean } = {}): Promise<Page> {
  const page = await kit.open(`/?site=${site}`, { ...(phone ? PHONE : {}), ...(persona ? { cookies: as(persona) } : {}) });
  expect(await page.getByTestId('logo').textContent()).toBe(SITES[site]);
  if (phone) await page.getByTestId('drawer-open').waitFor();
  else await page.locator(persona ? 'header [data-menu=funds_menu]' : 'header [data-item=login]').waitFor();
  return page;
}

/** Opens a header control's panel from the keyboard and waits for the panel it controls to show. */
async function openPanel(page: Page, trigger: Locator, ready?: (panel: Locator) => Promise<unknown>): Promise<Page> {
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
  const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  await panel.waitFor({ state: 'visible' });
  await ready?.(panel);
  return page;
}

const menu = (
  label: string,
  trigger: (p: Page) => Locator,
  opts: { ready?: (panel: Locator) => Promise<unknown>; at?: OpenOptions } = {},
): A11yState => ({
  name: `menu open: ${label}`,
  setup: async (kit) => {
    const page = await kit.shared('/?site=main', opts.at ?? WIDE_TRADER);
    await page.locator('header [data-menu=funds_menu]').waitFor();
    return openPanel(page, trigger(page), opts.ready);
  },
});
/** The panel's first control has rendered (some panels load their content when first opened). */
const filled = (panel: Locator) => panel.locator('a, button, input, [role^=menuitem], [role=option]').first().waitFor();
const navMenu = (id: string) => menu(id, (p) => p.locator(`header [data-menu=${id}]`), { ready: filled });
const prefsMenu = (testId: string) => menu(testId, (p) => p.getByTestId(testId).getByRole('button').first(), { ready: filled });

/** Clicks one of a dialog's buttons and waits until it has closed. */
async function answer(page: Page, id: string, name: string): Promise<void> {
  await page.locator(`[data-dialog=${id}]`).getByRole('button', { name, exact: true }).click();
  await expect.poll(() => page.locator(`[data-dialog=${id}]`).count()).toBe(0);
}

const dialog = (
  id: string,
  persona: string,
  o: { site?: string; phone?: boolean; before?: (p: Page) => Promise<void> } = {},
): A11yState => ({
  name: `dialog: ${id}`,
  setup: async (kit) => {
    const page = await kit.open(`/?site=${o.site ?? 'main'}`, { ...(o.phone ? PHONE : {}), cookies: as(persona) });
    await o.before?.(page);
    await page.locator(`[data-dialog=${id}]`).waitFor({ state: 'visible' });
    return page;
  },
});

const PREVIEW_FACTS = { site: 'main', locale: 'en', path: '/', now: '2026-05-01T10:00:00Z', device: { isPhone: false, width: 1440 } };
const previewLink = (view: string, extra: Record<string, string> = {}) =>
  `/preview/?${new URLSearchParams({ v: '1', view, persona: 'visitor', facts: JSON.stringify(PREVIEW_FACTS), ...extra }).toString()}`;
const preview = (view: string, ready: (p: Page) => Promise<unknown>, extra: Record<string, string> = {}): A11yState => ({
  name: `preview tab: ${view}`,
  toolbar: false,
  setup: async (kit) => {
    const page = await kit.open(previewLink(view, extra), { width: 1440, height: 1000 });
    await expect
      .poll(() => page.locator('[role=tab][aria-selected=true]').getAttribute('data-testid'), { timeout: 30_000 })
      .toBe(`tab-${view}`);
    await ready(page);
    return page;
  },
});
const frameLoaded = (p: Page) => expect.poll(() => p.getByTestId('frame-status').textContent(), { timeout: 30_000 }).toMatch(/ · at \//);

async function luminance(page: Page): Promise<number> {
  const rgb = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
  return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
}
async function chart(kit: Kit, dark: boolean): Promise<Page> {
  const page = await kit.open('/trade/BTC_USDT?site=main', dark ? { cookies: { dark: '1' } } : {});
  await expect.poll(() => page.locator('[data-testid=chart-cell][data-ready=true]').count(), { timeout: 20_000 }).toBe(1);
  expect((await luminance(page)) < 0.5).toBe(dark);
  return page;
}

export const STATES: A11yState[] = [
  ...Object.keys(SITES).map((site): A11yState => ({ name: `home ${site}, logged out, desktop`, setup: (kit) => home(kit, site) })),
  { name: 'home main, logged in, desktop', setup: (kit) => home(kit, 'main', { persona: 'trader' }) },
  { name: 'home main, logged out, phone', setup: (kit) => home(kit, 'main', { phone: true }) },
  { name: 'home main, logged in, phone', setup: (kit) => home(kit, 'main', { persona: 'trader', phone: true }) },
  {
    name: 'menu open: phone drawer, logged in',
    setup: async (kit) => {
      const page = await home(kit, 'main', { persona: 'trader', phone: true });
      await page.getByTestId('drawer-open').click();
      await page.getByTestId('mobile-drawer').waitFor({ state: 'visible' });
      return page;
    },
  },
  ...[
    'buy_menu',
    'trade_menu',
    'derivatives_menu',
    'earn_menu',
    'community_menu',
    'promotions_menu',
    'more_menu',
    'funds_menu',
    'orders_menu',
    'spot_orders_menu',
    'profile_menu',
    'logout_menu',
  ].map(navMenu),
  menu('app_download_qr', (p) => p.locator('header [data-menu=app_download_qr]'), {
    ready: (panel) => panel.getByTestId('app-qr').waitFor(),
  }),
  menu('notification bell', (p) => p.getByTestId('notification-bell'), { ready: (panel) => panel.getByRole('tab').first().waitFor() }),
  menu('market search', (p) => p.getByTestId('market-search-button'), {
    ready: (panel) => panel.getByRole('textbox').or(panel.getByRole('searchbox')).or(panel.getByRole('combobox')).first().waitFor(),
  }),
  prefsMenu('prefs-language'),
  prefsMenu('prefs-fiat'),
  prefsMenu('prefs-settings'),
  {
    name: 'menu open: deposit chooser',
    setup: async (kit) => {
      const page = await kit.shared('/?site=main', WIDE_TRADER);
      await page.locator('header [data-item=deposit_drawer]').click();
      await page.getByRole('dialog', { name: 'Deposit' }).getByText('Other ways').waitFor();
      return page;
    },
  },
  // Last of the menus: it needs its own page at 1440 px.
  menu('nav_overflow (More, 1440 px)', (p) => p.locator('header [data-menu=nav_overflow]'), {
    at: { width: 1440, cookies: as('trader') },
    ready: (panel) => panel.getByTestId('nav-overflow').waitFor(),
  }),
  dialog('restricted_location', 'restricted_country'),
  dialog('state_limit', 'restricted_country', { before: (p) => answer(p, 'restricted_location', 'I Acknowledge') }),
  dialog('uk_limit', 'uk_limited'),
  dialog('nl_limit', 'nl_low_tier'),
  dialog('uz_assets', 'uz_user'),
  dialog('hk_user', 'hk_user', { site: 'hk' }),
  dialog('withdraw_only', 'withdraw_only'),
  dialog('risk_user', 'risk_user'),
  dialog('kyc_upgrade', 'kyc_upgrade'),
  dialog('toast_config', 'eu_resident'),
  dialog('regional_switch', 'eu_resident', { before: (p) => answer(p, 'toast_config', 'Not now') }),
  dialog('business_banner', 'business_user'),
  {
    // Two floating layers at the bottom: the banner notice and the chat window overlap.
    name: 'dialog: business_banner with the chat open',
    setup: async (kit) => {
      const page = await kit.open('/?site=main&chatroom=1', { cookies: as('business_user') });
      await page.locator('[data-dialog=business_banner]').waitFor({ state: 'visible' });
      await page.getByTestId('chat-empty').waitFor();
      return page;
    },
  },
  dialog('turkey_chooser', 'turkish_user'),
  dialog('signup_gift', 'mobile_visitor', { phone: true }),
  dialog('eu_upcoming', 'visitor', { site: 'eu', before: (p) => p.locator('footer [data-item=sister_earn]').click() }),
  {
    name: 'dialog: turkish_language',
    setup: async (kit) => {
      const page = await kit.open('/?site=main');
      await page.getByTestId('prefs-language').getByRole('button').first().click();
      await page.getByRole('menuitemradio', { name: /Türkçe/ }).click();
      await page.getByTestId('turkish-language-dialog').waitFor({ state: 'visible' });
      return page;
    },
  },
  {
    name: 'chat open',
    setup: async (kit) => {
      const page = await kit.open('/?site=main&chatroom=1');
      await page.getByTestId('chat-window').waitFor({ state: 'visible' });
      await page.getByTestId('chat-empty').waitFor();
      return page;
    },
  },
  {
    name: '404 page',
    setup: async (kit) => {
      const page = await kit.open('/no-such-page?site=main');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('header [data-item=login]').waitFor();
      return page;
    },
  },
  { name: 'chart page, light', setup: (kit) => chart(kit, false) },
  { name: 'chart page, dark', setup: (kit) => chart(kit, true) },
  {
    name: 'Arabic: UAE home, logged in, right to left',
    setup: async (kit) => {
      const page = await kit.open('/ar?site=ae', { cookies: as('trader') });
      await page.locator('header [data-menu=funds_menu]').waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      return page;
    },
  },
  ...LANGUAGES.map(([code, site]): A11yState => ({
    name: `language ${code}: home on ${site}`,
    setup: async (kit) => {
      const page = await kit.open(`/${code}?site=${site}`);
      await page.locator('header [data-item=login]').waitFor();
      // The language really is in use: its prefix was kept and the page is no longer in the site's default.
      expect(new URL(page.url()).pathname).toBe(`/${code}`);
      const lang = await page.locator('html').getAttribute('lang');
      expect(code === 'en' ? lang === 'en' : !!lang && lang !== 'en', `html lang="${lang}" for /${code}`).toBe(true);
      return page;
    },
  })),
  // Page states an audit found outside the gate (issue 42): checked by axe and the focus check too.
  {
    name: 'home main, logged in, dark theme',
    setup: async (kit) => {
      const page = await kit.open('/?site=main', { cookies: as('trader', { dark: '1' }) });
      await page.locator('header [data-menu=funds_menu]').waitFor();
      expect(await luminance(page)).toBeLessThan(0.5);
      return page;
    },
  },
  menu('nav_overflow (More, 992 px)', (p) => p.locator('header [data-menu=nav_overflow]'), {
    at: { width: 992, cookies: as('trader') },
    ready: (panel) => panel.getByTestId('nav-overflow').waitFor(),
  }),
  {
    name: 'chat open, Arabic',
    setup: async (kit) => {
      const page = await kit.open('/ar?site=main&chatroom=1');
      await page.getByTestId('chat-window').waitFor({ state: 'visible' });
      await page.getByTestId('chat-empty').waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      return page;
    },
  },
  ...(['login', 'signup'] as const).map((form): A11yState => ({
    name: `Turkish ${form} page (tr site)`,
    setup: async (kit) => {
      const page = await kit.open(`/${form}?site=tr`);
      await page.getByTestId('login-methods').waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('tr');
      return page;
    },
  })),
  {
    name: '404 page, Japanese (jp site)',
    setup: async (kit) => {
      const page = await kit.open('/ja/no-such-page?site=jp');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('ja');
      return page;
    },
  },
  // In motion: on screen while their content loads (issue 42).
  {
    name: 'in motion: the chat window while its room loads',
    motion: true,
    setup: async (kit) => {
      const page = await kit.open('/?site=main');
      await hold(page, /\/assets\/chat-window-[^/]*\.js$/);
      await page.getByTestId('chat-launcher').click();
      await page.getByTestId('chat-window-loading').waitFor();
      return page;
    },
  },
  {
    name: "in motion: the bell's panel while its messages load",
    motion: true,
    setup: async (kit) => {
      const page = await kit.open('/?site=main', { cookies: as('trader') });
      await hold(page, /\/apiw\/v2\/herald\/get_notice_record/);
      await page.getByTestId('notification-bell').click();
      await page.getByTestId('reminder-loading').waitFor();
      return page;
    },
  },
  {
    // The items' text is a later chunk (docs/performance-method.md): a menu opened before it arrives.
    name: 'in motion: a mega-menu while its text loads',
    motion: true,
    setup: async (kit) => {
      const page = await kit.open('/?site=main', {
        ...WIDE_TRADER,
        hold: /\/assets\/(menu-text|locale-[^/]+-menu)-[^/]*\.js$/,
        waitUntil: 'load',
      });
      await page.locator('header [data-menu=funds_menu]').waitFor();
      await openPanel(page, page.locator('header [data-menu=derivatives_menu]'));
      await page
        .locator('header [data-menu=derivatives_menu]')
        .evaluate((t) =>
          document.getElementById(t.getAttribute('aria-controls')!)!.querySelector('[aria-busy=true]')
            ? null
            : Promise.reject(new Error('the menu text was already there: nothing in motion to audit')),
        );
      return page;
    },
  },
  preview('scenario', frameLoaded),
  preview('compare', (p) => expect.poll(() => p.getByTestId('compare-diff').textContent(), { timeout: 30_000 }).toContain('site main'), {
    bPersona: 'visitor',
    bFacts: JSON.stringify({ ...PREVIEW_FACTS, site: 'tr', locale: 'tr' }),
  }),
  preview(
    'rules',
    async (p) => {
      await p.getByTestId('rules-code').locator('.cm-line').first().waitFor();
      await frameLoaded(p);
    },
    { file: 'rules/header.yaml' },
  ),
];
