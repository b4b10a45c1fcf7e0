import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';
import { focusVisibility } from './focus-visible';
import { expectLooks } from './looks';
import { quiet } from './quiet';

const b = setupBrowser();

const OPEN_KEY = 'meridian_chat_open';
const POSITION_KEY = 'meridian_chat_position';

const chat = (page: Page) => page.getByTestId('chat-window');
/** The messages' "who · time" lines: the time is the clock's, masked in the baselines. */
const times = (page: Page) => chat(page).locator('[data-from] > .MuiTypography-caption');
const rect = async (page: Page) => (await chat(page).getAttribute('data-rect'))?.split(',').map(Number);
const stored = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);
const box = async (page: Page, testId: string) => {
  const r = await page.getByTestId(testId).boundingBox();
  if (!r) throw new Error(`${testId} has no box`);
  return r;
};

/** Mouse down on a point, move in steps, mouse up: a real drag. */
async function drag(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 5 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 5 });
  await page.mouse.up();
}

describe('customer-service chat window', () => {
  it('opens by ?chatroom=1 at 360 × 700, drags, resizes, reopens where it was after a reload, and stays closed once closed', async () => {
    const { page, errors } = await b.open('/?site=main&chatroom=1');
    await chat(page).waitFor();
    // The flag is acted on and dropped: from now on the stored state decides.
    expect(new URL(page.url()).searchParams.has('chatroom')).toBe(false);
    expect(await stored(page, OPEN_KEY)).toBe('{"to":null}');
    const start = (await rect(page))!;
    expect(start.slice(2)).toEqual([360, 700]);
    expect(await page.getByRole('dialog', { name: 'Customer service' }).count()).toBe(1);
    await page.getByTestId('chat-empty').waitFor();
    await shot(page, 'chat-open-light');

    // Drag by the title bar (its title text, not a button).
    const title = await box(page, 'chat-titlebar');
    await drag(page, { x: title.x + title.width / 2, y: title.y + title.height / 2 }, -400, -120);
    await expect.poll(() => rect(page)).toEqual([start[0]! - 400, start[1]! - 120, 360, 700]);
    expect(JSON.parse((await stored(page, POSITION_KEY))!)).toEqual({
      left: start[0]! - 400,
      top: start[1]! - 120,
      width: 360,
      height: 700,
    });

    // Resize from the corner handle.
    const grip = await box(page, 'chat-resize-grip');
    await drag(page, { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 }, 80, -100);
    await expect.poll(() => rect(page)).toEqual([start[0]! - 400, start[1]! - 120, 440, 600]);
    const placed = (await rect(page))!;
    expect(JSON.parse((await stored(page, POSITION_KEY))!)).toEqual({
      left: placed[0],
      top: placed[1],
      width: placed[2],
      height: placed[3],
    });
    const onScreen = await chat(page).boundingBox();
    expect([onScreen?.x, onScreen?.y, onScreen?.width, onScreen?.height]).toEqual(placed);
    await shot(page, 'chat-moved-resized');

    // A reload reopens it where it was.
    await page.reload({ waitUntil: 'networkidle' });
    await chat(page).waitFor();
    expect(await rect(page)).toEqual(placed);

    // Closing forgets it: a reload keeps it closed and shows the launcher.
    await chat(page).getByRole('button', { name: 'Close the chat' }).click();
    expect(await chat(page).count()).toBe(0);
    expect(await stored(page, OPEN_KEY)).toBeNull();
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('chat-launcher').waitFor();
    expect(await chat(page).count()).toBe(0);
    // The launcher opens it again at the stored place.
    await page.getByTestId('chat-launcher').click();
    await chat(page).waitFor();
    expect(await rect(page)).toEqual(placed);
    expect(errors).toEqual([]);
  });

  it('sends a message with Enter and shows the support agent reply', async () => {
    const { page, errors } = await b.open('/?site=main&chatroom=1');
    await page.getByTestId('chat-empty').waitFor();
    const composer = page.getByRole('textbox', { name: 'Message' });
    expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await composer.fill('Where is my <b>deposit</b>?');
    await composer.press('Shift+Enter');
    await composer.pressSequentially('Thanks');
    expect(await composer.inputValue()).toBe('Where is my <b>deposit</b>?\nThanks');
    await composer.press('Enter');
    expect(await composer.inputValue()).toBe('');
    const messages = page.getByTestId('chat-message-text');
    await expect.poll(() => messages.allTextContents()).toContain('Where is my <b>deposit</b>?\nThanks');
    await expect.poll(() => messages.count(), { timeout: 8000 }).toBe(2);
    expect(await messages.nth(1).textContent()).toMatch(/^Hi, deposits arrive/);
    expect(await page.getByTestId('chat-messages').locator('b').count()).toBe(0);
    await shot(page, 'chat-conversation');
    // The conversation survives a reload (same browser session).
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('chat-message-text').count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('moves without dragging: dock buttons and arrow keys on the title bar, with a visible hint', async () => {
    const { page } = await b.open('/?site=main&chatroom=1');
    await chat(page).waitFor();
    await chat(page).getByRole('button', { name: 'Dock to the left' }).click();
    const docked = (await rect(page))!;
    expect(docked[0]).toBe(16);
    const move = chat(page).getByRole('button', { name: 'Move the chat window' });
    await move.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await page.getByTestId('chat-move-hint').isVisible()).toBe(true);
    await shot(page, 'chat-keyboard-hint');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    expect(await rect(page)).toEqual([docked[0]! + 20, docked[1]! - 10, docked[2], docked[3]]);
    await page.keyboard.press('Shift+ArrowLeft');
    expect(await rect(page)).toEqual([docked[0]! + 20, docked[1]! - 10, docked[2]! - 10, docked[3]]);
    await chat(page).getByRole('button', { name: 'Dock to the right' }).click();
    const right = (await rect(page))!;
    expect(right[0]! + right[2]!).toBe(page.viewportSize()!.width - 16);
    // Esc inside the window closes it and focus goes to the launcher.
    await chat(page).getByRole('button', { name: 'Dock to the left' }).focus();
    await page.keyboard.press('Escape');
    expect(await chat(page).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('chat-launcher');
  });

  it('never covers the focused element of the header: it drops below the header while focus is there', async () => {
    const { page } = await b.open('/?site=main&chatroom=1', { height: 720 });
    await chat(page).waitFor();
    const layer = page.getByTestId('chat-layer');
    const z = () => layer.evaluate((el) => getComputedStyle(el).zIndex);
    expect(await z()).toBe('1150');
    // The window reaches into the header on a short screen; focus the header item under it.
    const login = page
      .locator('header')
      .getByRole('link', { name: 'Sign Up' })
      .or(page.locator('header').getByRole('button', { name: 'Sign Up' }))
      .first();
    await login.focus();
    expect(await z()).toBe('1050');
    const point = await login.boundingBox();
    const hit = await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('header'), {
      x: point!.x + point!.width / 2,
      y: point!.y + point!.height / 2,
    });
    expect(hit).toBe(true);
    await shot(page, 'chat-header-focus');
    // Focus in the window brings it to the front (above a banner notice along the bottom); on the page, back to its layer.
    await chat(page).getByRole('button', { name: 'Close the chat' }).focus();
    expect(await z()).toBe('1450');
    await page.locator('main').getByRole('link').first().focus();
    expect(await z()).toBe('1150');
  });

  it('never hides a focused control of the page: Tab to the footer scrolls each one clear of the window, with room added at the end (WCAG 2.4.11)', async () => {
    const { page } = await b.open('/?site=main&chatroom=1');
    await chat(page).waitFor();
    await page.getByTestId('chat-empty').waitFor();
    const before = await rect(page);
    // From the top of the page, Tab forward until the focus enters the chat (it is last in the page).
    await page.locator('main').evaluate((m: HTMLElement) => m.focus());
    const under: string[] = [];
    const seen: string[] = [];
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press('Tab');
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const step = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const win = document.querySelector('[data-testid=chat-window]')!;
        if (!el || win.contains(el) || el.closest('#meridian-chat')) return { done: true, name: '', overlap: false };
        const r = el.getBoundingClientRect();
        const w = win.getBoundingClientRect();
        const overlap = r.left < w.right && w.left < r.right && r.top < w.bottom && w.top < r.bottom && !el.closest('header');
        return { done: false, name: (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 40), overlap };
      });
      if (step.done) break;
      seen.push(step.name);
      if (step.overlap) under.push(step.name);
    }
    // The walk reached the footer's last links, which only room at the page's end can bring clear.
    expect(seen).toContain('All markets');
    expect(seen).toContain('Bitcoin Price Prediction');
    expect(under).toEqual([]);
    expect(await page.evaluate(() => document.querySelector<HTMLElement>('[data-focus-room]')?.offsetHeight ?? 0)).toBeGreaterThan(0);
    // The window stayed where it was.
    expect(await rect(page)).toEqual(before);
    await page.getByRole('link', { name: 'Bitcoin Price Prediction' }).focus();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await shot(page, 'chat-footer-focus-clear');
  });

  it('shows the keyboard focus on every control of the window, light, dark and Arabic; the skip link reaches it (issue 42)', async () => {
    const cases = [
      { name: 'light', path: '/?site=main&chatroom=1', cookies: undefined },
      { name: 'dark', path: '/?site=main&chatroom=1', cookies: { dark: '1' } },
      { name: 'ar', path: '/ar?site=main&chatroom=1', cookies: undefined },
    ];
    for (const c of cases) {
      const { page, errors } = await b.open(c.path, { cookies: c.cookies });
      await page.getByTestId('chat-empty').waitFor();
      const { visited, unchanged } = await focusVisibility(page, chat(page));
      if (c.name === 'light') {
        expect(visited).toEqual([
          'Move the chat window',
          'Dock to the left',
          'Dock to the right',
          'Enlarge the window',
          'Close the chat',
          'Messages',
          'Message',
        ]);
      } else expect(visited).toHaveLength(7);
      expect(unchanged, `${c.name}: no visible focus on`).toEqual([]);
      // For a person to look at: a header button and the message box, focused from the keyboard.
      await chat(page).getByTestId('chat-dock-left').focus();
      await shot(page, `chat-focus-${c.name}`);
      const win = (await chat(page).boundingBox())!;
      await page.screenshot({
        path: fileURLToPath(new URL(`./screenshots/chat-focus-${c.name}-header.png`, import.meta.url)),
        clip: { x: win.x, y: win.y, width: win.width, height: 80 },
      });
      await page.getByTestId('chat-composer').focus();
      await page.screenshot({
        path: fileURLToPath(new URL(`./screenshots/chat-focus-${c.name}-composer.png`, import.meta.url)),
        clip: { x: win.x, y: win.y + win.height - 110, width: win.width, height: 110 },
      });
      if (c.name === 'light') {
        // The opening (by the URL) was announced, not focused; the skip link then reaches the message box.
        expect(await page.getByTestId('chat-announce').textContent()).toBe('Customer service chat opened');
        // The second Tab stop of the page, after "Skip to content".
        await page.locator('a[href="#content"]').focus();
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to the chat');
        await page.keyboard.press('Enter');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('chat-composer');
      }
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it("the header's Community → Chat Room link opens it and focuses it", async () => {
    const { page, errors } = await b.open('/price?site=main');
    await page.getByTestId('chat-launcher').waitFor();
    const menu = page.locator('[data-menu=community_menu]');
    await menu.hover();
    await page
      .locator('[data-panel=community_menu]')
      .getByRole('link', { name: /Chat Room/ })
      .click();
    await chat(page).waitFor();
    // Into the window, then its message box once the room is in (issue 42).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('chat-composer');
    expect(new URL(page.url()).searchParams.has('chatroom')).toBe(false);
    expect(errors).toEqual([]);
  });

  it('shortlink=group&to=123 opens the streamer support chat', async () => {
    const { page, errors } = await b.open('/live-news?site=main&shortlink=group&to=123');
    await page.getByRole('dialog', { name: 'Streamer support' }).waitFor();
    expect(new URL(page.url()).search).toBe('?site=main');
    expect(await stored(page, OPEN_KEY)).toBe('{"to":"123"}');
    await page.getByRole('textbox', { name: 'Message' }).fill('Can I talk to the host?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByTestId('chat-message-text').count(), { timeout: 8000 }).toBe(2);
    expect(await page.getByTestId('chat-message-text').nth(1).textContent()).toContain('streamer support team for group 123');
    await shot(page, 'chat-streamer-group');
    expect(errors).toEqual([]);
  });

  it('is refused on a narrow window (390 px), on phones, on live and login pages', async () => {
    const narrow = await b.open('/?site=main&chatroom=1', { width: 390 });
    await quiet(narrow.page);
    expect(await chat(narrow.page).count()).toBe(0);
    expect(await narrow.page.getByTestId('chat-launcher').count()).toBe(0);
    expect(await stored(narrow.page, OPEN_KEY)).toBeNull();

    const phone = await b.open('/?site=main&chatroom=1', { width: 390, height: 844, mobile: true });
    await quiet(phone.page);
    expect(await chat(phone.page).count()).toBe(0);
    expect(await phone.page.getByTestId('chat-launcher').count()).toBe(0);

    const live = await b.open('/live/video/8812?site=main&type=live&chatroom=1');
    await quiet(live.page);
    expect(await chat(live.page).count()).toBe(0);
    expect(await live.page.getByTestId('chat-launcher').count()).toBe(0);

    const login = await b.open('/login?site=main&chatroom=1');
    await quiet(login.page);
    expect(await chat(login.page).count()).toBe(0);
  });

  it('a stored open chat is hidden (unmounted) on a login page and back on the next page', async () => {
    const { page } = await b.open('/?site=main&chatroom=1');
    await chat(page).waitFor();
    await page.goto('/login?site=main', { waitUntil: 'networkidle' });
    await quiet(page);
    expect(await chat(page).count()).toBe(0);
    expect(await stored(page, OPEN_KEY)).toBe('{"to":null}');
    await page.goto('/price?site=main', { waitUntil: 'networkidle' });
    await chat(page).waitFor();
  });

  it('an unparsable stored position is logged and the default used', async () => {
    const { page } = await b.open('/?site=main');
    await page.evaluate(
      ([o, p]) => {
        localStorage.setItem(o!, '{"to":null}');
        localStorage.setItem(p!, '{"left":');
      },
      [OPEN_KEY, POSITION_KEY],
    );
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.reload({ waitUntil: 'networkidle' });
    await chat(page).waitFor();
    expect((await rect(page))!.slice(2)).toEqual([360, 700]);
    expect(warnings.filter((w) => w.includes('unparsable stored chat position'))).toHaveLength(1);
  });

  it('looks as its baselines in the dark theme and in Arabic (right to left)', async () => {
    const dark = await b.open('/?site=main&chatroom=1', { cookies: { dark: '1' } });
    await dark.page.getByTestId('chat-empty').waitFor();
    await dark.page.getByRole('textbox', { name: 'Message' }).fill('Hello, I need help with a withdrawal.');
    await dark.page.keyboard.press('Enter');
    await expect.poll(() => dark.page.getByTestId('chat-message-text').count(), { timeout: 8000 }).toBe(2);
    await expectLooks(chat(dark.page), 'chat-dark', { mask: [times(dark.page)] });

    const ar = await b.open('/ar?site=main&chatroom=1');
    await ar.page.getByRole('dialog', { name: 'خدمة العملاء' }).waitFor();
    expect(await ar.page.locator('html').getAttribute('dir')).toBe('rtl');
    // Default place is the inline-end corner: the left side in RTL.
    expect((await rect(ar.page))![0]).toBe(16);
    await ar.page.getByRole('textbox', { name: 'الرسالة' }).fill('مرحبا، أين إيداعي؟');
    await ar.page.keyboard.press('Enter');
    await expect.poll(() => ar.page.getByTestId('chat-message-text').count(), { timeout: 8000 }).toBe(2);
    await expectLooks(chat(ar.page), 'chat-ar-rtl', { mask: [times(ar.page)] });
    // The corner handle sits at the inline-end bottom corner: bottom left.
    const win = (await chat(ar.page).boundingBox())!;
    const grip = await box(ar.page, 'chat-resize-grip');
    expect(grip.x - win.x).toBeLessThan(20);
    expect(win.y + win.height - (grip.y + grip.height)).toBeLessThan(4);
    await ar.page.screenshot({
      path: fileURLToPath(new URL('./screenshots/chat-ar-corner.png', import.meta.url)),
      clip: { x: win.x, y: win.y + win.height - 90, width: 200, height: 90 },
    });
    // Closed in Arabic: the launcher sits at the inline end (left).
    await ar.page.getByRole('button', { name: 'إغلاق الدردشة' }).click();
    const launcher = await ar.page.getByTestId('chat-launcher').boundingBox();
    expect(launcher!.x).toBeLessThan(100);
    await expectLooks(ar.page.getByTestId('chat-launcher'), 'chat-ar-launcher');
  });
});
