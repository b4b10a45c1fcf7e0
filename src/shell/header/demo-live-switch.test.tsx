// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ShellLookContext } from '../ui/shell-look';
import { DemoLiveSwitch } from './demo-live-switch';

afterEach(cleanup);

const renderSwitch = (dir: 'ltr' | 'rtl' = 'ltr') =>
  render(
    <ShellLookContext value={{ mode: 'light', rise: 'green-up', dir }}>
      <DemoLiveSwitch liveHref="https://main.example/" />
    </ShellLookContext>,
  );

describe('DemoLiveSwitch', () => {
  it('is a group: demo pressed, live a link to the main site, one tab stop', () => {
    renderSwitch();
    const [demo, live] = [screen.getByRole('button'), screen.getByRole('link')];
    expect(screen.getByRole('group').contains(demo)).toBe(true);
    expect(demo.getAttribute('aria-pressed')).toBe('true');
    expect(live.hasAttribute('aria-pressed')).toBe(false); // a link may not be pressed (axe aria-allowed-attr)
    expect(live.getAttribute('href')).toBe('https://main.example/');
    expect([demo.tabIndex, live.tabIndex]).toEqual([0, -1]);
  });

  it('arrow keys move between the two, mirrored right to left, and carry the tab stop', async () => {
    const user = userEvent.setup();
    renderSwitch();
    const [demo, live] = [screen.getByRole('button'), screen.getByRole('link')];
    demo.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(live);
    expect([demo.tabIndex, live.tabIndex]).toEqual([-1, 0]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(demo);
    cleanup();
    renderSwitch('rtl');
    screen.getByRole('button').focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('link'));
  });
});
