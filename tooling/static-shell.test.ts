import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSources } from '../src/config/node/read-sources';
import { compileOrThrow } from '../src/config/compile';
import type { CompiledConfig } from '../src/rules-model/compiled-types';
import { readDisplayPrefs } from '../src/app/preferences';
import {
  rememberReason,
  staticShells,
  unpinnedReason,
  widthBreaks,
  type ShellVariant,
  type SiteShell,
  type StaticShells,
} from './static-shell';
import { FIRST_PAINT_GLOBAL, FIRST_PAINT_KEY } from '../src/boot/first-paint-memory';
import { shellGuards, staticShellScript } from './static-shell-script';
import { shellMarkup as markup } from '../src/boot/first-paint-markup';

const root = new URL('..', import.meta.url).pathname;
const config = compileOrThrow(readSources(root));
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let shells: StaticShells;
beforeAll(async () => {
  shells = await staticShells(config);
}, 60_000);

describe('staticShells (build time)', () => {
  it('gives every site its name, default language and direction from the real Decision', () => {
    expect(shells.skipped).toEqual({});
    for (const [key, site] of Object.entries(config.sites)) {
      const shell = shells.sites[key]!;
      expect(shell.name).toBe(site.name);
      expect(shell.lang).toBe(site.defaultLang);
      expect(shell.variants.some((v) => !v.phone) && shell.variants.some((v) => v.phone)).toBe(true);
    }
  });

  it("reserves the fresh visitor's bars: the announcement everywhere, the app banner on main's phones", () => {
    const main = shells.sites.main!;
    const bars = (site: string, phone: boolean) =>
      [...new Set(shells.sites[site]!.variants.filter((v) => v.phone === phone).map((v) => JSON.stringify(v.bars)))].map((b) =>
        JSON.parse(b),
      );
    expect(main.variants.length).toBe(2 * widthBreaks(config).length);
    expect(bars('main', false)).toEqual([[['announcement', 40]]]);
    expect(bars('main', true)).toEqual([
      [
        ['app_download', 56],
        ['announcement', 40],
      ],
    ]);
    expect(bars('tr', true)).toEqual([[['announcement', 40]]]);
  });

  it('splits the widths where a rule on device.width can change its outcome', () => {
    // rules/widgets.yaml: width lessThan 768; rules/header.yaml: greaterThanInclusive 992.
    expect(widthBreaks(config)).toEqual(expect.arrayContaining([0, 768, 992]));
    const at = (operator: string, value: number) => widthBreaks(withRule({ fact: 'device.width', operator, value }));
    expect(at('lessThanInclusive', 500)).toContain(501);
    expect(at('greaterThan', 500)).toContain(501);
    expect(at('lessThan', 500)).toContain(500);
  });

  it('makes no static shell when a rule tests the clock, and says which', async () => {
    const timed = withRule({ fact: 'now', operator: 'greaterThan', value: '2027-01-01T00:00:00Z' });
    expect(unpinnedReason(timed)).toMatch(/rule static-test tests now/);
    const out = await staticShells(timed);
    expect(out.sites).toEqual({});
    expect(Object.keys(out.skipped).sort()).toEqual(Object.keys(config.sites).sort());
    expect(out.noRemember).toMatch(/tests now/);
  });

  it('guards a cookie or storage key a rule tests by name, and refuses a rule on all of them', () => {
    const byName = withRule({
      all: [
        { fact: 'cookies.lang_pref', operator: 'equal', value: 'zh' },
        { fact: 'storage.meridian_x', operator: 'equal', value: '1' },
      ],
    });
    expect(shellGuards(byName).cookies).toContain('lang_pref');
    expect(shellGuards(byName).storage).toContain('meridian_x');
    expect(unpinnedReason(byName)).toBeNull();
    for (const fact of ['cookies', 'storage', 'query', 'query.site']) {
      expect(unpinnedReason(withRule({ fact, operator: 'isEmpty', value: true })), fact).toMatch(
        new RegExp(`tests ${fact.replace('.', '\\.')},`),
      );
    }
  });

  it('lets a browser draw its own last first paint only while the bar rules test nothing that ages', () => {
    expect(shells.noRemember).toBeNull();
    expect(shells.hash).toBe(config.hash);
    const aged = withRule({ fact: 'elapsedMs', params: { of: 'kyc_upgrade_ack' }, operator: 'olderThan', value: '1d' }, { bar: 'kyc_top' });
    expect(rememberReason(aged)).toMatch(/bar rule static-test tests elapsedMs/);
    const timed = withRule({ fact: 'stored.kyc_upgrade_ack', operator: 'isEmpty', value: true }, { bar: 'kyc_top' });
    expect(rememberReason(timed)).toMatch(/tests stored.kyc_upgrade_ack/);
    // A dialog may age: it is not part of the first paint.
    expect(
      rememberReason(
        withRule(
          { fact: 'elapsedMs', params: { of: 'kyc_upgrade_ack' }, operator: 'olderThan', value: '1d' },
          { dialog: { id: 'kyc_upgrade' } },
        ),
      ),
    ).toBeNull();
  });
});

/** The repo's config with one more rule testing `when` (only its conditions and action matter here). */
function withRule(when: Record<string, unknown>, then: Record<string, unknown> = {}): CompiledConfig {
  const rule = { ...Object.values(config.rules)[0]!, id: 'static-test', when, then } as unknown as CompiledConfig['rules'][string];
  return { ...config, rules: { ...config.rules, 'static-test': rule } };
}

interface Visit {
  url?: string;
  cookies?: string[];
  storage?: Record<string, string>;
  phone?: boolean;
  width?: number;
  storageThrows?: boolean;
  rootHtml?: string;
}

/** Runs the inline script in a fresh jsdom page as index.html does (after #root) and returns the page. */
function visit(v: Visit = {}, script = staticShellScript(config, shells, true)): Window {
  const dom = new JSDOM(`<!doctype html><html lang="en"><body><div id="root">${v.rootHtml ?? ''}</div></body></html>`, {
    url: v.url ?? 'http://localhost/?site=main',
    runScripts: 'outside-only',
  });
  const w = dom.window as unknown as Window & { eval: (s: string) => void };
  for (const c of v.cookies ?? []) w.document.cookie = c;
  for (const [k, val] of Object.entries(v.storage ?? {})) w.localStorage.setItem(k, val);
  if (v.storageThrows)
    Object.defineProperty(w, 'localStorage', {
      get: () => {
        throw new Error('denied');
      },
    });
  Object.defineProperty(w.navigator, 'userAgent', { value: v.phone ? PHONE_UA : 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' });
  Object.defineProperty(w, 'innerWidth', { value: v.width ?? (v.phone ? 390 : 1440) });
  w.eval(script);
  return w;
}

const rootOf = (w: Window) => w.document.getElementById('root')!.innerHTML;

/** The expected static shell: the boot's own markup (src/boot/first-paint-markup.ts) for this site and variant. */
function shellMarkup(site: Pick<SiteShell, 'name'>, variant: Pick<ShellVariant, 'bars'>): string {
  return markup(site.name, variant.bars);
}

/** `shellMarkup` as the browser serialises it. */
function parsed(html: string): string {
  const d = new JSDOM(`<div id="x">${html}</div>`).window.document;
  return d.getElementById('x')!.innerHTML;
}

describe('the inline static-shell script', () => {
  it("draws the site's shell for this device into #root, with its language and direction", () => {
    const main = shells.sites.main!;
    expect(rootOf(visit())).toBe(
      parsed(
        shellMarkup(
          main,
          main.variants.findLast((v) => !v.phone)!,
        ),
      ),
    );
    expect(rootOf(visit({ phone: true }))).toBe(
      parsed(
        shellMarkup(
          main,
          main.variants.find((v) => v.phone)!,
        ),
      ),
    );
    const tr = visit({ url: 'http://localhost/?site=177' });
    expect(rootOf(tr)).toContain(`>${config.sites.tr!.name}</h1>`);
    expect([tr.document.documentElement.lang, tr.document.documentElement.dir]).toEqual(['tr', 'ltr']);
    expect(rootOf(visit({ url: `http://${config.sites.uk!.hosts[0]}/` }))).toContain(`>${config.sites.uk!.name}</h1>`);
  });

  it('takes the site from the host only in a production build, as resolveSite does', () => {
    const production = staticShellScript(config, shells, false);
    expect(rootOf(visit({ url: 'http://localhost/?site=tr' }, production))).toContain(`>${config.sites.main!.name}</h1>`);
    expect(rootOf(visit({ url: 'http://localhost/', cookies: ['meridian_site=tr'] }, production))).toContain(
      `>${config.sites.main!.name}</h1>`,
    );
    expect(rootOf(visit({ url: `http://${config.sites.tr!.hosts[0]}/` }, production))).toContain(`>${config.sites.tr!.name}</h1>`);
  });

  it('draws nothing for a session, a stored value or remembered answers', () => {
    const guards = shellGuards(config);
    expect(guards.cookies).toContain('uid');
    expect(guards.storage).toContain('meridian_answers_v1');
    for (const name of guards.cookies) expect(rootOf(visit({ cookies: [`${name}=1`] })), name).toBe('');
    for (const key of guards.storage) expect(rootOf(visit({ storage: { [key]: '1' } })), key).toBe('');
    // Other cookies (analytics, the site choice) do not matter.
    expect(rootOf(visit({ cookies: ['_ga=1', 'meridian_site=main'] }))).not.toBe('');
  });

  it('counts storage that throws as empty, as the app does', () => {
    expect(rootOf(visit({ storageThrows: true }))).not.toBe('');
  });

  it('draws nothing off the home page, with a language prefix, another query, or a page already drawn', () => {
    expect(rootOf(visit({ url: 'http://localhost/trade/BTC_USDT' }))).toBe('');
    expect(rootOf(visit({ url: 'http://localhost/zh' }))).toBe('');
    expect(rootOf(visit({ url: 'http://localhost/?site=main&ref=ABC' }))).toBe('');
    expect(rootOf(visit({ rootHtml: '<p>x</p>' }))).toBe('<p>x</p>');
  });

  it('takes the colour mode as readDisplayPrefs does', () => {
    for (const cookies of [
      ['dark=1'],
      ['dark=true'],
      ['dark=dark'],
      ['dark=0'],
      ['change-skin=dark'],
      ['dark=0', 'change-skin=dark'],
      [],
    ]) {
      const jar = Object.fromEntries(cookies.map((c) => c.split('=') as [string, string]));
      const w = visit({ cookies });
      expect(w.document.documentElement.getAttribute('data-mode') ?? 'light', cookies.join('; ')).toBe(readDisplayPrefs(jar, 'en').mode);
    }
  });

  it('writes a site name as text, never as markup', () => {
    const hostile: StaticShells = { ...shells, sites: { main: { ...shells.sites.main!, name: '<img src=x onerror=alert(1)>' } } };
    const w = visit({}, staticShellScript(config, hostile, true));
    expect(w.document.querySelector('#root img')).toBeNull();
    expect(w.document.querySelector('#root h1')!.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  describe("a browser's own last first paint", () => {
    const trader = { cookies: ['uid=1001'], storage: { meridian_answers_v1: '{"user":{"isLogin":true,"uid":"1001"}}' } };
    const keyOf = (v: Visit) => (visit(v) as unknown as Record<string, unknown>)[FIRST_PAINT_GLOBAL] as string;
    const remembered = (v: Visit, b: unknown, g = keyOf(v)) => ({
      ...v,
      storage: { ...v.storage, [FIRST_PAINT_KEY]: JSON.stringify({ g, b }) },
    });

    it('draws the bars the app kept under exactly these inputs', () => {
      const w = visit(remembered(trader, [['kyc_top', 40]]));
      expect(rootOf(w)).toBe(parsed(shellMarkup(shells.sites.main!, { bars: [['kyc_top', 40]] })));
      expect((w as unknown as Record<string, unknown>)[FIRST_PAINT_GLOBAL]).toBe(keyOf(trader));
    });

    it('draws nothing when anything that can change the bars differs', () => {
      const kept = JSON.stringify({ g: keyOf(trader), b: [['kyc_top', 40]] });
      const other = (v: Visit) => rootOf(visit({ ...v, storage: { ...v.storage, [FIRST_PAINT_KEY]: kept } }));
      expect(other({ ...trader, cookies: ['uid=1002'] })).toBe('');
      expect(other({ ...trader, storage: { ...trader.storage, meridian_announcement_closed: '["7"]' } })).toBe('');
      expect(other({ ...trader, phone: true })).toBe('');
      expect(other({ ...trader, width: 800 })).toBe('');
      expect(other({ ...trader, url: 'http://localhost/?site=tr' })).toBe('');
      expect(other({ ...trader, cookies: ['uid=1001', 'kyc_upgrade_notice='] })).toBe('');
      // Another configuration (its hash is the key's first part).
      expect(rootOf(visit(remembered(trader, [['kyc_top', 40]]), staticShellScript(config, { ...shells, hash: 'other' }, true)))).toBe('');
    });

    it('keys nothing and draws nothing remembered when the bar rules can age', () => {
      const w = visit(remembered(trader, [['kyc_top', 40]]), staticShellScript(config, { ...shells, noRemember: 'aged' }, true));
      expect(rootOf(w)).toBe('');
      expect((w as unknown as Record<string, unknown>)[FIRST_PAINT_GLOBAL]).toBeUndefined();
    });

    it('refuses kept bars that are not plain ids and heights', () => {
      for (const b of [[['kyc_top" onclick="x', 40]], [['kyc_top', 'tall']], [['kyc_top', 1e9]], 'kyc_top', null]) {
        expect(rootOf(visit(remembered(trader, b))), JSON.stringify(b)).toBe('');
      }
    });
  });
});
