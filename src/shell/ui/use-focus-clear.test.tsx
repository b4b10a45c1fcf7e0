// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFocusClear } from './use-focus-clear';

/** jsdom has no layout: boxes are set by hand, in viewport pixels (the viewport is 1024 × 768). */
function place(el: Element, top: number, height: number, left = 0, width = 300) {
  el.getBoundingClientRect = () => ({
    top,
    bottom: top + height,
    left,
    right: left + width,
    x: left,
    y: top,
    width,
    height,
    toJSON: () => ({}),
  });
}

function Cover({ id, enabled = true }: { id: string; enabled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusClear(ref, enabled);
  return (
    <div ref={ref} data-testid={id}>
      <button>inside {id}</button>
    </div>
  );
}

const frame = () => act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
const room = () => document.querySelector<HTMLElement>('[data-focus-room]');

describe('useFocusClear', () => {
  let scrollBy: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollBy = vi.fn();
    window.scrollBy = scrollBy as unknown as typeof window.scrollBy;
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 768 });
    Object.defineProperty(document.documentElement, 'scrollTop', { configurable: true, value: 0, writable: true });
  });
  afterEach(() => document.body.replaceChildren());

  function setup(ui: React.ReactNode) {
    const page = document.createElement('a');
    page.href = '#x';
    page.textContent = 'Page link';
    document.body.prepend(page);
    const view = render(<>{ui}</>);
    const rerender = (next: React.ReactNode) => view.rerender(<>{next}</>);
    return { page, ...view, rerender };
  }

  it('scrolls a page link focused under the window clear of it, adding room at the end of a page too short for it', async () => {
    const { page, getByTestId } = setup(<Cover id="chat" />);
    place(getByTestId('chat'), 400, 350);
    place(page, 700, 20);
    act(() => page.focus());
    await frame();
    // Above the window: 720 - (400 - 8) = 328 px; the page has none below, so 328 px of room.
    expect(scrollBy).toHaveBeenCalledWith({ top: 328, behavior: 'instant' });
    expect(room()?.style.height).toBe('328px');
    expect(room()?.getAttribute('aria-hidden')).toBe('true');
  });

  it('leaves alone a link that is clear, a control inside the window, and a disabled hook', async () => {
    const { page, getByTestId, getByRole, rerender } = setup(<Cover id="chat" />);
    place(getByTestId('chat'), 400, 350);
    place(page, 100, 20);
    act(() => page.focus());
    await frame();
    act(() => getByRole('button').focus());
    await frame();
    rerender(<Cover id="chat" enabled={false} />);
    place(page, 500, 20);
    act(() => page.focus());
    await frame();
    expect(scrollBy).not.toHaveBeenCalled();
    expect(room()).toBeNull();
  });

  it('keeps the room while another cover still uses it, and removes it with the last', async () => {
    // Keyed, so React keeps the toolbar's cover mounted when the chat's goes.
    const { page, getByTestId, rerender } = setup([<Cover key="chat" id="chat" />, <Cover key="toolbar" id="toolbar" />]);
    place(getByTestId('chat'), 400, 350);
    place(getByTestId('toolbar'), 0, 0);
    place(page, 700, 20);
    act(() => page.focus());
    await frame();
    expect(room()).not.toBeNull();
    rerender([<Cover key="toolbar" id="toolbar" />]);
    expect(room()).not.toBeNull();
    rerender([]);
    expect(room()).toBeNull();
  });
});
