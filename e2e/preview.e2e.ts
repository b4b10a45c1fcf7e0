import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findPersona } from 'virtual:meridian/personas';
import { defaultWidth, REFERENCE_NOW } from '../src/engine/normalize-facts';
import type { Facts } from '../src/generated/schema-types';
import { toTimeText } from '../preview/src/scenario/time';
import { shot, setupBrowser } from './browser';
import { quiet } from './quiet';

const b = setupBrowser();

/** A preview link as someone would share it (the format of preview/src/scenario/url-codec.ts). */
function link(view: string, persona: string, facts: Facts, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams({ v: '1', view, persona, facts: JSON.stringify(facts), ...extra });
  return `/preview/?${p.toString()}`;
}

const persona = (id: string) => findPersona(id)!.facts;
const NOW = '2026-05-01T10:00:00Z';
const desktop = { isPhone: false, width: 1440 };

async function openPreview(path: string, width = 1440): Promise<{ page: Page; frame: FrameLocator; errors: string[] }> {
  const { page, errors } = await b.open(path, { width, height: 1000 });
  await page.getByTestId('decision').waitFor({ timeout: 30_000 });
  await expect.poll(() => page.getByTestId('frame-status').textContent(), { timeout: 30_000 }).toMatch(/ · at \//);
  return { page, frame: page.frameLocator('[data-testid=frame]'), errors };
}

/** Clicks just after the first occurrence of `text` in the rule editor, as a person puts the cursor there. */
async function clickAfter(page: Page, text: string): Promise<void> {
  const at = await page.evaluate((t) => {
    const root = document.querySelector('[data-testid=rules-code] .cm-content')!;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const i = n.textContent!.indexOf(t);
      if (i < 0) continue;
      const range = document.createRange();
      range.setStart(n, i + t.length - 1);
      range.setEnd(n, i + t.length);
      const r = range.getBoundingClientRect();
      return { x: r.right - 1, y: r.top + r.height / 2 };
    }
    return null;
  }, text);
  if (!at) throw new Error(`"${text}" is not in the editor`);
  await page.mouse.click(at.x, at.y);
}

describe('the preview app', () => {
  it('a shared link without a time or a width shows the moment and width the simulation uses (issue 39 item 22)', async () => {
    const { page, errors } = await openPreview(link('scenario', 'visitor', { site: 'main', path: '/', ...persona('visitor') }));
    expect(await page.getByTestId('time-now').inputValue()).toBe(toTimeText(REFERENCE_NOW));
    expect(await page.getByTestId('a-width').inputValue()).toBe(String(defaultWidth(false)));
    expect(await page.getByTestId('a-device-desktop').getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'preview-link-without-time');
    expect(errors).toEqual([]);
  });

  it('loads a shared link as the same scenario: form, Decision and the shell in the frame', async () => {
    const facts: Facts = { site: 'tr', locale: 'en', path: '/', now: NOW, device: desktop, ...persona('trader') };
    const { page, frame, errors } = await openPreview(link('scenario', 'trader', facts));
    expect(await page.getByTestId('a-site').inputValue()).toBe('tr');
    expect(await page.getByTestId('a-persona').inputValue()).toBe('trader');
    expect(await page.getByTestId('time-now').inputValue()).toBe('2026-05-01 10:00');
    expect(await page.getByTestId('decision').getAttribute('data-site')).toBe('tr');
    // The real shell, logged in as the trader, on the Turkey site in English.
    await frame.locator('[data-menu=funds_menu]').waitFor();
    expect(await frame.locator('[data-item=login]').count()).toBe(0);
    expect(await frame.locator('html').getAttribute('lang')).toBe('en');
    expect(await frame.locator('a[href*="BTC_TRY"]').count()).toBeGreaterThan(0);
    await shot(page, 'preview-shared-link');
    // The same link in a fresh browser gives the same URL back: nothing was lost or rewritten.
    expect(decodeURIComponent(new URL(page.url()).search)).toContain('"site":"tr"');
    expect(errors).toEqual([]);
  });

  it('switches site and persona from the form and the shell in the frame follows', async () => {
    const { page, frame } = await openPreview(
      link('scenario', 'visitor', { site: 'main', locale: 'en', path: '/', now: NOW, device: desktop }),
    );
    await frame.locator('[data-item=login]').waitFor();
    await page.getByTestId('a-persona').selectOption('trader');
    await frame.locator('[data-menu=funds_menu]').waitFor();
    expect(await frame.locator('[data-item=login]').count()).toBe(0);
    await page.getByTestId('a-site').selectOption('us');
    await expect.poll(() => page.getByTestId('decision').getAttribute('data-site')).toBe('us');
    await expect.poll(() => frame.locator('a[href*="BTC_USDC"]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // Back steps through the scenarios: the site, then the persona.
    await page.goBack();
    await expect.poll(() => page.getByTestId('a-site').inputValue()).toBe('main');
    await expect.poll(() => frame.locator('a[href*="BTC_USDT"]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.getByTestId('a-device-phone').click();
    await expect.poll(() => page.getByTestId('frame').evaluate((f) => (f as HTMLIFrameElement).style.width)).toBe('390px');
    await shot(page, 'preview-phone-trader');
  });

  it('travels 30 days: an acknowledged Netherlands notice stays away for its window, then comes back', async () => {
    const facts: Facts = { site: 'main', locale: 'en', path: '/', now: NOW, device: desktop, ...persona('nl_high_tier') };
    const { page, frame } = await openPreview(link('scenario', 'nl_high_tier', facts));
    const queued = page.getByTestId('dialog-nl_limit');
    await queued.waitFor();
    await frame.locator('[data-dialog=nl_limit]').waitFor();
    await queued.getByRole('button', { name: 'Acknowledge at now' }).click();
    await queued.waitFor({ state: 'detached' });
    await expect.poll(() => frame.locator('[data-dialog=nl_limit]').count()).toBe(0);
    await page.getByTestId('time-7days').click();
    await expect.poll(() => page.getByTestId('time-now').inputValue()).toBe('2026-05-08 10:00');
    expect(await queued.count()).toBe(0);
    await page.getByTestId('time-30days').click();
    await expect.poll(() => page.getByTestId('time-now').inputValue()).toBe('2026-06-07 10:00');
    await queued.waitFor();
    await frame.locator('[data-dialog=nl_limit]').waitFor();
    expect(await page.getByTestId('last-change').textContent()).toContain('dialog nl_limit (priority 85) queued');
    await quiet(page);
    await shot(page, 'preview-time-travel');
  });

  it('compares two sites side by side, with the differences listed and highlighted', async () => {
    const a: Facts = { site: 'main', locale: 'en', path: '/', now: NOW, device: desktop };
    const { page, errors } = await b.open(
      link('compare', 'visitor', a, { bPersona: 'visitor', bFacts: JSON.stringify({ ...a, site: 'tr', locale: 'tr' }) }),
      { width: 1440, height: 1000 },
    );
    const diff = page.getByTestId('compare-diff');
    await expect.poll(() => diff.textContent(), { timeout: 30_000 }).toContain('site main (0) → tr (177)');
    expect(await diff.textContent()).toContain('trade_spot link: /trade/BTC_USDT → /trade/BTC_TRY');
    expect(await page.locator('[data-testid=decision-b-site][data-changed]').count()).toBe(1);
    await page.frameLocator('[data-testid=frame-b]').locator('html[lang=tr]').waitFor({ timeout: 30_000 });
    await page.frameLocator('[data-testid=frame-a]').locator('html[lang=en]').waitFor();
    await shot(page, 'preview-compare');
    expect(errors).toEqual([]);
  });

  it('edits a rule live: the item vanishes with its reason; broken YAML is reported at its line and the last good decision stays', async () => {
    const { page, frame } = await openPreview(
      link('rules', 'visitor', { site: 'main', locale: 'en', path: '/', now: NOW, device: desktop }, { file: 'rules/header.yaml' }),
    );
    await frame.locator('[data-item=login]').waitFor();
    // The last entry of the logged-out rule's hide list (rules/header.yaml).
    await clickAfter(page, 'account_balance');
    await page.keyboard.type(', login_signup');
    await expect.poll(() => page.getByTestId('config-status').getAttribute('data-state'), { timeout: 30_000 }).toBe('valid');
    const hidden = page.getByTestId('hidden-login_signup');
    await hidden.waitFor();
    expect(await hidden.locator('[data-rule=header-logged-out]').count()).toBe(1);
    await expect.poll(() => frame.locator('[data-item=login]').count(), { timeout: 20_000 }).toBe(0);
    expect(await page.getByTestId('file-diff').textContent()).toContain('login_signup');
    expect(await page.getByTestId('edit-impact').textContent()).toContain('login_signup hidden');
    await shot(page, 'preview-rule-edit');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-file').click()]);
    expect(download.suggestedFilename()).toBe('header.yaml');
    const saved = readFileSync((await download.path())!, 'utf8');
    expect(saved).toContain('account_balance, login_signup] }');

    // Break the YAML two lines below: the error names that line, the last valid config stays.
    const target = page.getByTestId('rules-code').locator('.cm-line', { hasText: 'id: header-logged-in' });
    await target.click();
    await page.keyboard.press('End');
    await page.keyboard.type(': [oops');
    await expect.poll(() => page.getByTestId('config-status').getAttribute('data-state'), { timeout: 30_000 }).toBe('invalid');
    const lineNo = await page.evaluate(() => {
      const lines = [...document.querySelectorAll('[data-testid=rules-code] .cm-line')].map((l) => l.textContent ?? '');
      return lines.findIndex((t) => t.includes('[oops')) + 1;
    });
    expect(lineNo).toBeGreaterThan(1);
    const problems = page.getByTestId('rules-problems');
    await problems.waitFor();
    expect(await problems.locator('li').first().textContent()).toMatch(new RegExp(`^rules/header\\.yaml:${lineNo}:\\d+ `));
    expect(await page.getByTestId('config-invalid').count()).toBe(1);
    expect(await page.getByTestId('hidden-login_signup').count()).toBe(1);
    expect(await frame.locator('[data-item=login]').count()).toBe(0);
    await shot(page, 'preview-broken-yaml');
  });

  it('answers "why not hidden?" for a visible item', async () => {
    const { page } = await openPreview(link('scenario', 'visitor', { site: 'main', locale: 'en', path: '/', now: NOW, device: desktop }));
    await page.getByTestId('decision-why-input').fill('login');
    await page.getByRole('button', { name: 'Explain' }).click();
    const why = page.getByTestId('why');
    await why.waitFor();
    expect(await page.getByTestId('why-summary').textContent()).toMatch(/^login is visible: \d+ rules? could hide it and none did\.$/);
    expect(await why.locator('[data-candidate=header-logged-in]').textContent()).toContain('user.isLogin');
  });

  it('is usable at 768 wide', async () => {
    const { page } = await openPreview(link('scenario', 'visitor', { site: 'main', now: NOW, device: { isPhone: true, width: 390 } }), 768);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await shot(page, 'preview-768');
  });
});

/**
 * Issue 21 item 3: a crafted preview link, or a path typed into the form, must not load another
 * origin's page inside the preview. Every request to a host other than the test server is
 * recorded and aborted, and so is every frame navigation away from this origin.
 */
describe('the preview with a crafted link', () => {
  const SANDBOX = 'allow-scripts allow-same-origin allow-forms';

  async function openWatched(path: string): Promise<{ page: Page; foreign: string[] }> {
    const { page, errors } = await b.open('/__blank_for_setup__', { width: 1440, height: 1000, waitUntil: 'domcontentloaded' });
    const origin = new URL(b.baseURL()).origin;
    const foreign: string[] = [];
    await page.context().route(
      (url) => url.origin !== origin,
      (route) => {
        foreign.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    page.on('framenavigated', (f) => {
      if (!f.url().startsWith(origin) && f.url() !== 'about:blank') foreign.push(`navigation: ${f.url()}`);
    });
    page.context().on('page', (p) => foreign.push(`popup: ${p.url()}`));
    errors.length = 0;
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.getByTestId('decision').waitFor({ timeout: 30_000 });
    return { page, foreign };
  }

  const base: Facts = { site: 'main', locale: 'en', path: '/', now: NOW, device: desktop };
  it.each<[string, Facts, RegExp]>([
    ['a protocol-relative path', { ...base, path: '//evil.example/x' }, /facts: \/path /],
    ['a backslash path', { ...base, path: '/\\evil.example/x' }, /facts: \/path /],
    ['a locale that is a host', { ...base, locale: '/evil.example' }, /facts: \/locale /],
  ])('with %s: refused, the default scenario shown, nothing asked of another origin', async (_name, facts, problem) => {
    const { page, foreign } = await openWatched(link('scenario', 'visitor', facts));
    expect(await page.getByTestId('link-problems').textContent()).toMatch(problem);
    await expect.poll(() => page.getByTestId('frame-status').textContent(), { timeout: 30_000 }).toMatch(/ · at \//);
    const frame = page.getByTestId('frame');
    expect(await frame.getAttribute('sandbox')).toBe(SANDBOX);
    expect(new URL((await frame.getAttribute('src'))!).origin).toBe(new URL(b.baseURL()).origin);
    await page.frameLocator('[data-testid=frame]').locator('[data-item=login]').waitFor();
    expect(foreign).toEqual([]);
  });

  it('a hostile path typed into the form is refused, and a reload (new persona) does not load it either', async () => {
    const { page, foreign } = await openWatched(link('scenario', 'visitor', base));
    await expect.poll(() => page.getByTestId('frame-status').textContent(), { timeout: 30_000 }).toMatch(/ · at \//);
    const frame = page.frameLocator('[data-testid=frame]');
    await frame.locator('[data-item=login]').waitFor();
    await page.getByTestId('a-path').fill('//evil.example/x');
    const refused = page.getByTestId('frame-refused');
    await refused.waitFor();
    expect(await refused.textContent()).toContain('"//evil.example/x" is not a page of this site: it leads to http://evil.example');
    // A new persona reloads the frame: the refused URL must not become its src.
    await page.getByTestId('a-persona').selectOption('trader');
    // A refused URL reloads nothing (frame-host.tsx), so there is no load to wait for: let the change's
    // render and effects run (two frames), then check the frame kept its last good page.
    expect(await page.getByTestId('a-persona').inputValue()).toBe('trader');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await refused.count()).toBe(1);
    expect(new URL((await page.getByTestId('frame').getAttribute('src'))!).pathname).toBe('/');
    await shot(page, 'preview-refused-path');
    // Back to a path of this site: the frame loads it again, as the trader.
    await page.getByTestId('a-path').fill('/help');
    await frame.locator('[data-menu=funds_menu]').waitFor({ timeout: 30_000 });
    expect(await refused.count()).toBe(0);
    expect(foreign).toEqual([]);
  });
});

describe('the bundles', () => {
  const dist = fileURLToPath(new URL(`../${process.env.E2E_OUT_DIR ?? 'dist'}/`, import.meta.url));
  /** Every chunk a page can load: the HTML's scripts and everything they import, statically or lazily. */
  function reachable(html: string): string {
    const seen = new Set<string>();
    const queue = [...readFileSync(dist + html, 'utf8').matchAll(/src="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    while (queue.length) {
      const f = queue.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      for (const m of readFileSync(dist + f, 'utf8').matchAll(/([\w.-]+-[\w-]{8}\.js)/g))
        if (existsSync(`${dist}assets/${m[1]}`)) queue.push(`assets/${m[1]}`);
    }
    return [...seen].map((f) => readFileSync(dist + f, 'utf8')).join('\n');
  }

  it('keeps ajv, the YAML parser and the editor in the preview, out of the site', () => {
    const site = reachable('index.html');
    const preview = reachable('preview/index.html');
    for (const [name, marker] of [
      ['ajv', 'strictRequired'],
      ['yaml', 'Implicit map keys need to be followed by map values'],
      ['codemirror', 'cm-content'],
    ]) {
      expect(site.includes(marker!), `${name} in the site bundle`).toBe(false);
      expect(preview.includes(marker!), `${name} in the preview bundle`).toBe(true);
    }
  });
});
