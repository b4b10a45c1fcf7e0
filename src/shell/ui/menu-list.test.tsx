// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuItem, MenuList } from './menu-list';

afterEach(cleanup);

const NAMES = ['English', 'Español', 'Deutsch', 'Dansk', 'Français'];

function renderMenu(selected = 'Deutsch', onPick = vi.fn()) {
  render(
    <MenuList autoFocusItem selected={selected} aria-label="Language">
      {NAMES.map((n) => (
        <MenuItem key={n} value={n} role="menuitemradio" selected={n === selected} onClick={() => onPick(n)}>
          {n}
        </MenuItem>
      ))}
    </MenuList>,
  );
  return onPick;
}

const focused = () => document.activeElement?.textContent;

describe('MenuList', () => {
  it('is a menu whose one tab stop is the selected item, focused when it mounts', () => {
    renderMenu();
    expect(screen.getByRole('menu', { name: 'Language' })).toBeTruthy();
    expect(screen.getAllByRole('menuitemradio').map((i) => i.tabIndex)).toEqual([-1, -1, 0, -1, -1]);
    expect(focused()).toBe('Deutsch');
    expect(screen.getByRole('menuitemradio', { name: 'Deutsch' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe('false');
  });

  it('moves focus with the arrows (wrapping), Home and End, and the tab stop follows', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Dansk');
    expect(screen.getByRole('menuitemradio', { name: 'Dansk' }).tabIndex).toBe(0);
    expect(screen.getByRole('menuitemradio', { name: 'Deutsch' }).tabIndex).toBe(-1);
    await user.keyboard('{End}');
    expect(focused()).toBe('Français');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('English');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Français');
    await user.keyboard('{Home}');
    expect(focused()).toBe('English');
  });

  it('jumps to the next item starting with a typed letter; a repeated letter cycles', async () => {
    const user = userEvent.setup();
    renderMenu('English');
    await user.keyboard('d');
    expect(focused()).toBe('Deutsch');
    await user.keyboard('d');
    expect(focused()).toBe('Dansk');
  });

  it('types a prefix within half a second', async () => {
    const user = userEvent.setup();
    renderMenu('English');
    await user.keyboard('da');
    expect(focused()).toBe('Dansk');
  });

  it('Enter (on key down) and Space (on key up) press the focused item', async () => {
    const user = userEvent.setup();
    const onPick = renderMenu();
    await user.keyboard('{Enter>}'); // held: Enter presses on key down
    expect(onPick).toHaveBeenLastCalledWith('Deutsch');
    await user.keyboard('{/Enter}{ArrowDown}[Space>]'); // held: Space waits for key up
    expect(onPick).toHaveBeenCalledTimes(1);
    await user.keyboard('[/Space]');
    expect(onPick).toHaveBeenLastCalledWith('Dansk');
    expect(onPick).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(onPick).toHaveBeenLastCalledWith('English');
  });
});
