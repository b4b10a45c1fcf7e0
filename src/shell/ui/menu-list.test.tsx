// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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
const key = (k: string) => fireEvent.keyDown(document.activeElement!, { key: k });

describe('MenuList', () => {
  it('is a menu whose one tab stop is the selected item, focused when it mounts', () => {
    renderMenu();
    expect(screen.getByRole('menu', { name: 'Language' })).toBeTruthy();
    expect(screen.getAllByRole('menuitemradio').map((i) => i.tabIndex)).toEqual([-1, -1, 0, -1, -1]);
    expect(focused()).toBe('Deutsch');
    expect(screen.getByRole('menuitemradio', { name: 'Deutsch' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe('false');
  });

  it('moves focus with the arrows (wrapping), Home and End, and the tab stop follows', () => {
    renderMenu();
    key('ArrowDown');
    expect(focused()).toBe('Dansk');
    expect(screen.getByRole('menuitemradio', { name: 'Dansk' }).tabIndex).toBe(0);
    expect(screen.getByRole('menuitemradio', { name: 'Deutsch' }).tabIndex).toBe(-1);
    key('End');
    expect(focused()).toBe('Français');
    key('ArrowDown');
    expect(focused()).toBe('English');
    key('ArrowUp');
    expect(focused()).toBe('Français');
    key('Home');
    expect(focused()).toBe('English');
  });

  it('jumps to the next item starting with a typed letter; a repeated letter cycles', () => {
    renderMenu('English');
    key('d');
    expect(focused()).toBe('Deutsch');
    key('d');
    expect(focused()).toBe('Dansk');
  });

  it('types a prefix within half a second', () => {
    renderMenu('English');
    key('d');
    key('a');
    expect(focused()).toBe('Dansk');
  });

  it('Enter (on key down) and Space (on key up) press the focused item', () => {
    const onPick = renderMenu();
    key('Enter');
    expect(onPick).toHaveBeenLastCalledWith('Deutsch');
    key('ArrowDown');
    fireEvent.keyUp(document.activeElement!, { key: ' ' });
    expect(onPick).toHaveBeenLastCalledWith('Dansk');
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(onPick).toHaveBeenLastCalledWith('English');
  });
});
