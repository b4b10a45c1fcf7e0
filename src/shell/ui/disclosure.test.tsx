// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Disclosure } from './disclosure';
import { renderPrefs, setupPrefsTests } from '../../test-support/shell/prefs-test-support';

setupPrefsTests();

function Panel({ variant }: { variant?: 'popover' | 'inline' }) {
  return (
    <>
      <Disclosure label="Outer" panelLabel="Outer panel" variant={variant}>
        {() => (
          <div>
            <button type="button">inside</button>
            <Disclosure label="Inner" panelLabel="Inner panel" variant="inline">
              {() => <button type="button">deep</button>}
            </Disclosure>
          </div>
        )}
      </Disclosure>
      <button type="button">elsewhere</button>
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('Disclosure', () => {
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
        <Disclosure label="Ctl" haspopup="menu" open={open} onOpenChange={setOpen}>
          {() => <span>content</span>}
        </Disclosure>
      );
    }
    await renderPrefs(
      <>
        <Disclosure label="Menu" haspopup="menu">
          {() => <span>items</span>}
        </Disclosure>
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

describe('Disclosure, anchored (a header menu)', () => {
  function Anchored() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Disclosure variant="anchored" menuId="m1" label="Menu" open={open} onOpenChange={setOpen}>
          <button type="button">item</button>
        </Disclosure>
        <button type="button">elsewhere</button>
      </>
    );
  }

  it('names its panel, which renders in a portal with data-panel; Esc anywhere closes it and returns focus', async () => {
    await renderPrefs(<Anchored />);
    const menu = button('Menu');
    expect(menu.getAttribute('data-menu')).toBe('m1');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(panel.getAttribute('data-panel')).toBe('m1');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('focus or a press outside the button and its panel closes it', async () => {
    await renderPrefs(<Anchored />);
    fireEvent.click(button('Menu'));
    fireEvent.focusIn(button('item'));
    expect(button('Menu').getAttribute('aria-expanded')).toBe('true');
    fireEvent.focusIn(button('elsewhere'));
    expect(button('Menu').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button('Menu'));
    fireEvent.pointerDown(button('elsewhere'));
    expect(button('Menu').getAttribute('aria-expanded')).toBe('false');
  });
});
