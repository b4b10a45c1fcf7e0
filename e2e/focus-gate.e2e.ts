import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupChromium } from './browser';
import { focusCheck, obscuredCheck } from './focus-gate';

/**
 * The focus check itself (e2e/focus-gate.ts), on pages made for it: it must name an element whose
 * focus changes nothing on screen, and must not name one whose focus shows, wherever the ring is
 * drawn. No site needed.
 */
const chromium = setupChromium();

async function page(body: string, css = '', script = ''): Promise<Page> {
  const context = await chromium.newContext({ viewport: { width: 800, height: 600 } });
  const p = await context.newPage();
  await p.setContent(
    `<!doctype html><html><head><style>body{font:16px sans-serif} ${css}</style></head><body>${body}<script>${script}</script></body></html>`,
  );
  return p;
}

describe('focusCheck', () => {
  it('names a button and a link that draw no focus, and passes the browser ring', async () => {
    const p = await page(
      '<button class="bare">Bare</button> <a class="plain" href="#x">Plain link</a> <button>Native</button>',
      '.bare, .plain { outline: none }',
    );
    const r = await focusCheck(p);
    expect(r.checked).toHaveLength(3);
    expect(r.invisible).toEqual(['button "Bare"', 'a "Plain link"']);
  });

  it('sees a ring drawn on a sibling, an ::after underline, a wrapper and a style that arrives 50 ms late', async () => {
    const p = await page(
      `<div class="field"><input aria-label="Amount"><fieldset class="ring"></fieldset></div>
       <p><a class="under" href="#x">Underlined</a></p>
       <p class="wrap"><button class="inner">Wrapped</button></p>
       <p><button class="late">Late</button></p>`,
      `input, a, button { outline: none }
       .field { position: relative; width: 200px; } .ring { position: absolute; inset: -4px; margin: 0; border: 1px solid #ccc; pointer-events: none }
       input:focus-visible + .ring { border: 2px solid #1d5ce6 }
       .under::after { content: ''; display: block; height: 2px; background: transparent } .under:focus-visible::after { background: #1d5ce6 }
       .wrap { padding: 3px; width: max-content } .wrap:has(:focus-visible) { box-shadow: 0 0 0 2px #1d5ce6 }
       .late.ring-on { box-shadow: 0 0 0 3px #1d5ce6 }`,
      `const late = document.querySelector('.late');
       late.addEventListener('focus', () => setTimeout(() => late.classList.add('ring-on'), 50));
       late.addEventListener('blur', () => late.classList.remove('ring-on'));`,
    );
    const r = await focusCheck(p);
    expect(r.checked).toHaveLength(4);
    expect(r.invisible).toEqual([]);
  });

  it('does not take a change that stays after the focus has gone for a ring', async () => {
    // Focusing opens a note beside the button that stays open: the screen differs, but not because of focus.
    const p = await page(
      '<button class="opens">Opens</button><span class="note"></span>',
      '.opens { outline: none }',
      `
      document.querySelector('.opens').addEventListener('focus', () => { document.querySelector('.note').textContent = 'opened'; });`,
    );
    expect((await focusCheck(p)).invisible).toEqual(['button "Opens"']);
  });

  it('checks only the open modal dialog, where the focus is held', async () => {
    const p = await page(
      '<button class="outside">Outside</button><div role="dialog" aria-modal="true" aria-label="Notice"><button>Agree</button></div>',
      '.outside { outline: none }',
    );
    const r = await focusCheck(p);
    expect(r.checked).toEqual(['button "Agree"']);
    expect(r.invisible).toEqual([]);
  });

  it('skips kinds already seen to pass, and checks again a kind that failed', async () => {
    const p = await page(
      '<button class="k">One</button> <button class="k">Two</button> <button class="n">Three</button> <button class="n">Four</button>',
      '.n { outline: none }',
    );
    const known = new Set<string>();
    const r = await focusCheck(p, { known });
    expect(r.checked).toEqual(['button "One"', 'button "Three"', 'button "Four"']);
    expect(r.skipped).toBe(1);
    expect(r.invisible).toEqual(['button "Three"', 'button "Four"']);
    expect(known.size).toBe(1);
    const again = await focusCheck(p, { known });
    expect(again.skipped).toBe(2);
  });

  it('judges dark and light pages apart: a kind that passed in light is checked again in dark', async () => {
    const known = new Set<string>();
    const light = await page('<button class="d">Theme</button>', '.d { outline: none } .d:focus-visible { box-shadow: 0 0 0 2px #1d5ce6 }');
    expect((await focusCheck(light, { known })).invisible).toEqual([]);
    const dark = await page('<button class="d">Theme</button>', ':root { color-scheme: dark } .d { outline: none }');
    const r = await focusCheck(dark, { known });
    expect(r.skipped).toBe(0);
    expect(r.invisible).toEqual(['button "Theme"']);
  });
});

describe('obscuredCheck (WCAG 2.4.11)', () => {
  const links = Array.from({ length: 40 }, (_, i) => `<p><a href="#l${i}">Link ${i}</a></p>`).join('');
  const windowCss =
    '.win { position: fixed; right: 16px; bottom: 16px; width: 360px; height: 300px; background: #fff; border: 1px solid #999 }';

  it('names every link that a fixed window hides entirely when focused, with what hides it, whatever its kind', async () => {
    // The links line the page's left edge; the window covers the viewport's bottom-left corner.
    const p = await page(
      `${links}<div class="win" data-testid="planted-window"><button>In the window</button></div>`,
      `${windowCss} .win { left: 0; right: auto }`,
    );
    const hidden = await obscuredCheck(p);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((h) => /^a "Link \d+" \(under planted-window\)$/.test(h))).toBe(true);
    // The last links cannot scroll out from under the window: the page ends there.
    expect(hidden).toContain('a "Link 39" (under planted-window)');
    // The check leaves the page where it was.
    expect(await p.evaluate(() => scrollY)).toBe(0);
  });

  it('passes a page whose script scrolls the focused element clear of the window a frame later', async () => {
    const p = await page(
      `${links}<div class="room" style="height:0"></div><div class="win"></div>`,
      `${windowCss} .win { left: 0; right: auto }`,
      `document.addEventListener('focusin', (e) => requestAnimationFrame(() => {
        const r = e.target.getBoundingClientRect(), w = document.querySelector('.win').getBoundingClientRect();
        if (r.bottom <= w.top || r.top >= w.bottom) return;
        const need = r.bottom - w.top + 8, below = document.documentElement.scrollHeight - innerHeight - scrollY;
        const room = document.querySelector('.room');
        if (need > below) room.style.height = (room.offsetHeight + need - below) + 'px';
        scrollBy(0, need);
      }));`,
    );
    expect(await obscuredCheck(p)).toEqual([]);
  });

  it('does not count a partly covered element, nor one under content that lets the pointer through', async () => {
    const p = await page(
      '<button style="position:absolute;left:10px;top:10px;width:200px">Half hidden</button><div style="position:fixed;left:0;top:0;width:110px;height:60px;background:#eee"></div><button style="position:absolute;left:10px;top:100px">Under a veil</button><div style="position:fixed;left:0;top:90px;width:300px;height:60px;background:rgba(0,0,0,.1);pointer-events:none"></div>',
    );
    expect(await obscuredCheck(p)).toEqual([]);
  });
});
