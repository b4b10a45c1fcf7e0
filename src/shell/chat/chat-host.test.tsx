// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '../../lib/router/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Facts } from '../../generated/schema-types';
import { setupTestBackend } from '../../mocks/test-server';
import { renderShell } from '../../test-support/render-shell';
import { ChatHost, ChatSkipLink, ChatWindowLoading } from './chat-host';
import { CHAT_Z, CHAT_Z_HEADER_FOCUS, DEFAULT_SIZE, EDGE_GAP } from './chat-position.utils';
import { CHAT_OPEN_KEY, CHAT_POSITION_KEY, reloadChatState } from './chat-store';

const backend = setupTestBackend();

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const DESKTOP: Facts = { device: { isPhone: false, width: 1440 } };
const PHONE: Facts = { device: { isPhone: true, width: 390 } };
// jsdom's window is 1024 × 768.
const DEFAULT = `${1024 - DEFAULT_SIZE.width - EDGE_GAP},${768 - DEFAULT_SIZE.height - EDGE_GAP},${DEFAULT_SIZE.width},${DEFAULT_SIZE.height}`;

async function renderHost(opts: { facts?: Facts; path?: string; header?: boolean } = {}) {
  return renderShell(
    <>
      {opts.header && (
        <header>
          <button type="button">Log In</button>
        </header>
      )}
      <ChatHost />
      <LocationProbe />
    </>,
    { facts: opts.facts ?? DESKTOP, path: opts.path, http: backend.http },
  );
}

const chatWindow = () => screen.findByRole('dialog', {}, { timeout: 5000 });
const rectOf = (el: HTMLElement) => el.getAttribute('data-rect');
const stored = (key: string) => window.localStorage.getItem(key);

function storeOpen(position?: string) {
  window.localStorage.setItem(CHAT_OPEN_KEY, '{"to":null}');
  if (position !== undefined) window.localStorage.setItem(CHAT_POSITION_KEY, position);
}

beforeEach(() => {
  window.localStorage.clear();
  reloadChatState();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ChatHost: closed and opening', () => {
  it('closed: only the customer-service launcher; clicking it opens the window, remembers it and focuses it', async () => {
    const user = userEvent.setup();
    await renderHost();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Customer service' }));
    const dialog = await chatWindow();
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Customer service' })).toBe(dialog);
    expect(dialog.getAttribute('aria-modal')).toBeNull();
    expect(stored(CHAT_OPEN_KEY)).toBe('{"to":null}');
    expect(rectOf(dialog)).toBe(DEFAULT);
    // The window takes the focus, and its message box once the room is in (issue 42).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('chat-composer')), { timeout: 5000 });
    expect(screen.queryByTestId('chat-launcher')).toBeNull();
  });

  it('?chatroom=1 opens it and leaves the URL (so closing it sticks after a reload)', async () => {
    await renderHost({ path: '/price?chatroom=1&ref=A' });
    await chatWindow();
    expect(screen.getByTestId('location').textContent).toBe('/price?ref=A');
    expect(stored(CHAT_OPEN_KEY)).toBe('{"to":null}');
    // Opened by the page's own URL, not by a click: focus stays where it was.
    expect(document.activeElement).toBe(document.body);
  });

  it('?shortlink=group&to=123 opens the streamer support chat for that group', async () => {
    await renderHost({ path: '/?shortlink=group&to=123' });
    expect(await screen.findByRole('dialog', { name: 'Streamer support' }, { timeout: 5000 })).toBeTruthy();
    expect(stored(CHAT_OPEN_KEY)).toBe('{"to":"123"}');
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('reopens on the next page load when it was open', async () => {
    storeOpen();
    reloadChatState();
    await renderHost();
    expect(rectOf(await chatWindow())).toBe(DEFAULT);
  });
});

describe('ChatHost: keyboard and screen readers (issue 42)', () => {
  const announced = () => screen.getByTestId('chat-announce');

  it('a visitor opening it lands in the message box; nothing is announced', async () => {
    const user = userEvent.setup();
    await renderHost();
    await user.click(screen.getByRole('button', { name: 'Customer service' }));
    const dialog = await chatWindow();
    const box = await within(dialog).findByRole('textbox', { name: 'Message' }, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(announced().textContent).toBe('');
  });

  it('opening by itself (a URL flag, a reload) keeps the focus where it was and says so in a polite live region', async () => {
    const user = userEvent.setup();
    await renderHost({ path: '/price?chatroom=1' });
    const dialog = await chatWindow();
    await within(dialog).findByRole('textbox', { name: 'Message' }, { timeout: 5000 });
    expect(document.activeElement).toBe(document.body);
    expect(announced().getAttribute('role')).toBe('status');
    expect(announced().getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(announced().textContent).toBe('Customer service chat opened'));
    // Closed: the region empties, so the next opening is announced again.
    await user.click(within(dialog).getByRole('button', { name: 'Close the chat' }));
    await waitFor(() => expect(announced().textContent).toBe(''));
  });

  it('is a landmark the skip link reaches: the launcher while closed, the message box while open', async () => {
    const user = userEvent.setup();
    await renderShell(
      <>
        <ChatSkipLink />
        <button type="button">Elsewhere</button>
        <ChatHost />
      </>,
      { facts: DESKTOP, http: backend.http },
    );
    const region = screen.getByRole('complementary', { name: 'Customer service' });
    const skip = screen.getByRole('link', { name: 'Skip to the chat' });
    expect(skip.getAttribute('href')).toBe(`#${region.id}`);
    await user.click(skip);
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Customer service' }));

    await user.click(within(region).getByRole('button', { name: 'Customer service' }));
    const box = await within(region).findByRole('textbox', { name: 'Message' }, { timeout: 5000 });
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    await user.click(skip);
    expect(document.activeElement).toBe(box);
  });

  it('no skip link where the chat is not offered', async () => {
    await renderShell(<ChatSkipLink />, { facts: PHONE, http: backend.http });
    expect(screen.queryByTestId('chat-skip-link')).toBeNull();
  });
});

describe('ChatHost: loading', () => {
  it('while the window code loads, an empty frame where the window will be says so', async () => {
    await renderShell(<ChatWindowLoading stored={{ left: 100, top: 50, width: 400, height: 500 }} dir="ltr" />, {
      facts: DESKTOP,
      http: backend.http,
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading the chat…');
    expect([status.style.left, status.style.top, status.style.width, status.style.height]).toEqual(['100px', '50px', '400px', '500px']);
  });
});

describe('ChatHost: where the Decision says no', () => {
  it('on a phone: no launcher, no window, the URL flag is ignored and kept; a stored open state is not forgotten', async () => {
    storeOpen();
    reloadChatState();
    await renderHost({ facts: PHONE, path: '/?chatroom=1' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('chat-launcher')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/?chatroom=1');
    expect(stored(CHAT_OPEN_KEY)).toBe('{"to":null}');
  });

  it('below 768 px, on live and login pages, and where the site has no chat room', async () => {
    for (const facts of [
      { device: { isPhone: false, width: 767 } },
      { ...DESKTOP, path: '/live/video/1' },
      { ...DESKTOP, path: '/login' },
      { ...DESKTOP, site: 'testnet' },
    ] satisfies Facts[]) {
      const { unmount } = await renderHost({ facts, path: '/?chatroom=1' });
      await act(() => new Promise((r) => setTimeout(r, 20)));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByTestId('chat-launcher')).toBeNull();
      unmount();
    }
    expect(stored(CHAT_OPEN_KEY)).toBeNull();
  });
});

describe('ChatHost: stored position', () => {
  it('restores the stored box', async () => {
    storeOpen('{"left":100,"top":50,"width":400,"height":500}');
    reloadChatState();
    await renderHost();
    expect(rectOf(await chatWindow())).toBe('100,50,400,500');
  });

  it('clamps a stored box that no longer fits into the viewport', async () => {
    storeOpen('{"left":3000,"top":-40,"width":400,"height":5000}');
    reloadChatState();
    await renderHost();
    expect(rectOf(await chatWindow())).toBe(`${1024 - 400},0,400,768`);
  });

  it('logs an unparsable stored box once and uses the default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeOpen('{"left":');
    reloadChatState();
    await renderHost();
    expect(rectOf(await chatWindow())).toBe(DEFAULT);
    const chatWarnings = warn.mock.calls.filter((c) => String(c[0]).includes('[chat]'));
    expect(chatWarnings).toHaveLength(1);
    expect(String(chatWarnings[0]![0])).toContain('unparsable stored chat position');
  });
});

describe('ChatHost: moving without dragging', () => {
  it('docks left and right and stores the box', async () => {
    const user = userEvent.setup();
    storeOpen();
    reloadChatState();
    await renderHost();
    const dialog = await chatWindow();
    await user.click(within(dialog).getByRole('button', { name: 'Dock to the left' }));
    expect(rectOf(dialog)).toBe(`${EDGE_GAP},${768 - 700 - EDGE_GAP},360,700`);
    expect(JSON.parse(stored(CHAT_POSITION_KEY)!)).toEqual({ left: EDGE_GAP, top: 768 - 700 - EDGE_GAP, width: 360, height: 700 });
    await user.click(within(dialog).getByRole('button', { name: 'Dock to the right' }));
    expect(rectOf(dialog)).toBe(DEFAULT);
  });

  it('arrow keys on the title bar move by 10 px, Shift + arrows resize; the hint is attached', async () => {
    const user = userEvent.setup();
    storeOpen('{"left":100,"top":40,"width":400,"height":500}');
    reloadChatState();
    await renderHost();
    const dialog = await chatWindow();
    const move = within(dialog).getByRole('button', { name: 'Move the chat window' });
    const hint = document.getElementById(move.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('Arrow keys move the window; Shift + arrow keys resize it.');
    move.focus();
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{ArrowDown}');
    expect(rectOf(dialog)).toBe('90,50,400,500');
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(rectOf(dialog)).toBe('90,50,410,490');
    expect(JSON.parse(stored(CHAT_POSITION_KEY)!)).toEqual({ left: 90, top: 50, width: 410, height: 490 });
    await user.keyboard('a');
    expect(rectOf(dialog)).toBe('90,50,410,490');
  });

  it('the size toggle enlarges and goes back to the default size', async () => {
    const user = userEvent.setup();
    storeOpen();
    reloadChatState();
    await renderHost();
    const dialog = await chatWindow();
    await user.click(within(dialog).getByRole('button', { name: 'Enlarge the window' }));
    expect(rectOf(dialog)).toBe(`${1024 - EDGE_GAP - 560},${EDGE_GAP},560,${768 - 2 * EDGE_GAP}`);
    await user.click(within(dialog).getByRole('button', { name: 'Back to the default size' }));
    expect(rectOf(dialog)).toBe(DEFAULT);
  });
});

describe('ChatHost: closing', () => {
  it('the close button unmounts it, forgets it and gives focus back to the launcher', async () => {
    const user = userEvent.setup();
    storeOpen();
    reloadChatState();
    await renderHost();
    const dialog = await chatWindow();
    within(dialog).getByRole('button', { name: 'Close the chat' }).focus();
    await user.click(within(dialog).getByRole('button', { name: 'Close the chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored(CHAT_OPEN_KEY)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('chat-launcher')));
  });

  it('Esc closes it when focus is inside; reopening mounts it again', async () => {
    const user = userEvent.setup();
    storeOpen();
    reloadChatState();
    await renderHost();
    const dialog = await chatWindow();
    within(dialog).getByRole('button', { name: 'Dock to the left' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByTestId('chat-launcher'));
    const again = await chatWindow();
    expect(again).not.toBe(dialog);
  });
});

describe('ChatHost: the header', () => {
  it('drops below the header while focus is in it', async () => {
    storeOpen();
    reloadChatState();
    await renderHost({ header: true });
    await chatWindow();
    const layer = screen.getByTestId('chat-layer');
    expect(layer.getAttribute('data-header-focus')).toBeNull();
    expect(getComputedStyle(layer).zIndex).toBe(String(CHAT_Z));
    act(() => screen.getByRole('button', { name: 'Log In' }).focus());
    expect(layer.getAttribute('data-header-focus')).toBe('true');
    expect(getComputedStyle(layer).zIndex).toBe(String(CHAT_Z_HEADER_FOCUS));
    act(() => screen.getByRole('button', { name: 'Dock to the left' }).focus());
    expect(layer.getAttribute('data-header-focus')).toBeNull();
  });
});
