// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
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
    const user = userEvent.setup();
    await renderPrefs(<Panel />);
    const outer = button('Outer');
    expect(outer.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(outer.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    await user.click(outer);
    expect(outer.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(screen.getByRole('group', { name: 'Outer panel' })).toBe(panel);
    await user.click(outer);
    expect(panel.hidden).toBe(true);
  });

  it('Esc closes it and returns focus to its button', async () => {
    const user = userEvent.setup();
    await renderPrefs(<Panel />);
    await user.click(button('Outer'));
    const inside = button('inside');
    inside.focus();
    await user.keyboard('{Escape}');
    expect(button('Outer').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button('Outer'));
  });

  it('nested panels close one level per Esc', async () => {
    const user = userEvent.setup();
    await renderPrefs(<Panel />);
    await user.click(button('Outer'));
    await user.click(button('Inner'));
    const deep = button('deep');
    deep.focus();
    await user.keyboard('{Escape}');
    expect(button('Inner').getAttribute('aria-expanded')).toBe('false');
    expect(button('Outer').getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(button('Inner'));
    await user.keyboard('{Escape}');
    expect(button('Outer').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button('Outer'));
  });

  it('a press outside closes a floating panel but not an inline one', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderPrefs(<Panel />);
    await user.click(button('Outer'));
    await user.click(button('elsewhere')); // a floating panel closes on the press (pointerdown) alone
    expect(button('Outer').getAttribute('aria-expanded')).toBe('false');
    unmount();
    await renderPrefs(<Panel variant="inline" />);
    await user.click(button('Outer'));
    await user.click(button('elsewhere'));
    expect(button('Outer').getAttribute('aria-expanded')).toBe('true');
  });

  it('ArrowDown opens a menu button; a controlled one follows its owner', async () => {
    const user = userEvent.setup();
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
    await user.tab(); // the first tab stop
    expect(document.activeElement).toBe(menu);
    await user.keyboard('{ArrowDown}');
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('content')).toBeTruthy();
    await user.click(button('Ctl'));
    expect(screen.queryByText('content')).toBeNull();
  });
});

/**
 * Anchored menus open here with a tap. With a mouse, the hover opens the menu and the click must follow
 * within HOVER_CLICK_GRACE_MS (400 ms) of it, by the events' times, to keep it open; user-event stamps
 * an event when it makes it, after the menu has rendered, a window a loaded machine can miss (the last
 * test here gives the events their own times).
 */
const tap = (user: UserEvent, el: Element) => user.pointer({ keys: '[TouchA]', target: el });

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
    const user = userEvent.setup();
    await renderPrefs(<Anchored />);
    const menu = button('Menu');
    expect(menu.getAttribute('data-menu')).toBe('m1');
    await tap(user, menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(panel.getAttribute('data-panel')).toBe('m1');
    await user.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('focus or a press outside the button and its panel closes it', async () => {
    const user = userEvent.setup();
    await renderPrefs(<Anchored />);
    await tap(user, button('Menu'));
    act(() => button('item').focus()); // focus moved by a script or a screen reader, not by a click
    expect(button('Menu').getAttribute('aria-expanded')).toBe('true');
    act(() => button('elsewhere').focus());
    expect(button('Menu').getAttribute('aria-expanded')).toBe('false');
    await tap(user, button('Menu'));
    await user.pointer({ keys: '[MouseLeft]', target: document.body }); // a press on no control: no focusin, only the press
    expect(button('Menu').getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Disclosure, anchored, with a mouse: hover opens, a click soon after confirms', () => {
  /** A native event as the browser would queue it: made at `at` ms (its timeStamp), whenever it is handled. */
  function event(type: string, at: number, init: MouseEventInit & { pointerType?: string } = {}) {
    const e = new MouseEvent(type, { bubbles: true, cancelable: true, ...init });
    Object.defineProperty(e, 'timeStamp', { value: at });
    if (init.pointerType) Object.defineProperty(e, 'pointerType', { value: init.pointerType });
    return e;
  }
  /** The menu's content takes `ms` to render, as a loaded machine rendering a heavy panel. */
  function Slow({ ms }: { ms: number }) {
    const until = Date.now() + ms;
    while (Date.now() < until);
    return <button type="button">item</button>;
  }
  function Anchored({ renderMs }: { renderMs: number }) {
    const [open, setOpen] = useState(false);
    return (
      <Disclosure variant="anchored" menuId="m1" label="Menu" open={open} onOpenChange={setOpen}>
        <Slow ms={renderMs} />
      </Disclosure>
    );
  }

  it('times the click from the hover by the events, not by when they are handled: a slow render does not turn it into a close', async () => {
    await renderPrefs(<Anchored renderMs={500} />);
    const menu = button('Menu');
    // The visitor moves onto the button at 1000 ms and clicks at 1300 ms; the menu takes 500 ms to render in between.
    act(() => {
      menu.dispatchEvent(event('pointerover', 1000, { pointerType: 'mouse' }));
    });
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      menu.dispatchEvent(event('click', 1300));
    });
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    // A click well after the hover (at 1000 + 400 ms or later) closes it.
    act(() => {
      menu.dispatchEvent(event('click', 1400));
    });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });
});
