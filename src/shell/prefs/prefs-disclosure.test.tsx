// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PrefsDisclosure } from './prefs-disclosure';
import { renderPrefs, setupPrefsTests } from '../../test-support/shell/prefs-test-support';

setupPrefsTests();

function Panel({ variant }: { variant?: 'popover' | 'inline' }) {
  return (
    <>
      <PrefsDisclosure label="Outer" panelLabel="Outer panel" variant={variant}>
        {() => (
          <div>
            <button type="button">inside</button>
            <PrefsDisclosure label="Inner" panelLabel="Inner panel" variant="inline">
              {() => <button type="button">deep</button>}
            </PrefsDisclosure>
          </div>
        )}
      </PrefsDisclosure>
      <button type="button">elsewhere</button>
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('PrefsDisclosure', () => {
  it('is a button with aria-expanded and aria-controls naming the panel', async () => {
    await renderPrefs(<Panel />);
    const outer = button('Outer');
    expect(outer.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(outer.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    fireEvent.click(outer);
    expect(outer.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(screen.getByRole('group', { name: 'Outer panel' })).toBe(panel);
    fireEvent.click(outer);
    expect(panel.hidden).toBe(true);
  });

  it('Esc closes it and returns focus to its button', async () => {
    await renderPrefs(<Panel />);
    fireEvent.click(button('Outer'));
    const inside = button('inside');
    inside.focus();
    fireEvent.keyDown(inside, { key: 'Escape' });
    expect(button('Outer').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button('Outer'));
  });

  it('nested panels close one level per Esc', async () => {
    await renderPrefs(<Panel />);
    fireEvent.click(button('Outer'));
    fireEvent.click(button('Inner'));
    const deep = button('deep');
    deep.focus();
    fireEvent.keyDown(deep, { key: 'Escape' });
    expect(button('Inner').getAttribute('aria-expanded')).toBe('false');
    expect(button('Outer').getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(button('Inner'));
    fireEvent.keyDown(button('Inner'), { key: 'Escape' });
    expect(button('Outer').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button('Outer'));
  });

  it('a press outside closes a floating panel but not an inline one', async () => {
    const { unmount } = await renderPrefs(<Panel />);
    fireEvent.click(button('Outer'));
    fireEvent.pointerDown(button('elsewhere'));
    expect(button('Outer').getAttribute('aria-expanded')).toBe('false');
    unmount();
    await renderPrefs(<Panel variant="inline" />);
    fireEvent.click(button('Outer'));
    fireEvent.pointerDown(button('elsewhere'));
    expect(button('Outer').getAttribute('aria-expanded')).toBe('true');
  });

  it('ArrowDown opens a menu button; a controlled one follows its owner', async () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <PrefsDisclosure label="Ctl" haspopup="menu" open={open} onOpenChange={setOpen}>
          {() => <span>content</span>}
        </PrefsDisclosure>
      );
    }
    await renderPrefs(
      <>
        <PrefsDisclosure label="Menu" haspopup="menu">
          {() => <span>items</span>}
        </PrefsDisclosure>
        <Controlled />
      </>,
    );
    const menu = button('Menu');
    expect(menu.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('content')).toBeTruthy();
    act(() => {
      fireEvent.click(button('Ctl'));
    });
    expect(screen.queryByText('content')).toBeNull();
  });
});
