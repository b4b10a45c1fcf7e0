// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestBackend } from '../mocks/test-server';
import { useHeaderMenu } from '../shell/header/menu-state';
import { stubMedia } from '../test-support/match-media';
import { renderShell } from '../test-support/render-shell';
import { ComposedHeader } from './header-composition';

vi.mock('../shell/markets/second-nav-panel', () => ({
  SecondNavPanel: () => {
    throw new Error('broken market panel');
  },
}));

const backend = setupTestBackend();
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  act(() => useHeaderMenu.getState().close('trade_menu'));
  cleanup();
  vi.restoreAllMocks();
});

describe('a broken mega-menu panel', () => {
  it.each([
    ['trade_menu', 'trade menu panel'],
    ['derivatives_menu', 'derivatives menu panel'],
  ])('%s: the header and the menu stay, the panel is left out', async (id, slot) => {
    stubMedia((q) => q.includes('min-width'));
    await renderShell(<ComposedHeader />, { facts: { device: { isPhone: false, width: 1920 } }, http: backend.http });
    const header = document.querySelector('header.m-header');
    expect(header).toBeTruthy();
    act(() => useHeaderMenu.getState().show(id));
    await waitFor(() => expect(console.error).toHaveBeenCalledWith(`${slot} failed`, expect.any(Error), expect.anything()), {
      timeout: 10_000,
    });
    expect(document.querySelector('header.m-header')).toBe(header);
    expect(screen.getByTestId('logo')).toBeTruthy();
  });
});
