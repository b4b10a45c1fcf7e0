// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { afterNextPaint, drawFirstPaint } from './first-paint-draw';
import { shellMarkup, STATIC_SHELL_ATTR } from './first-paint-markup';

const decision = {
  site: { key: 'main', id: 0, name: 'Meridian <Main>' },
  bars: ['app_download', 'kyc_top'],
  redirect: null,
  locale: { lang: 'en', dir: 'ltr', prefix: '', redirect: null },
} as const;
const heights = (ids: readonly string[]) => ids.map((id): [string, number] => [id, id === 'app_download' ? 56 : 40]);
const fresh = () => document.createElement('div');

describe('drawFirstPaint (the boot, before React)', () => {
  it("draws the Decision's bars, the header's box and the h1 on the home page", () => {
    const root = fresh();
    expect(drawFirstPaint(root, { path: '/', held: false }, decision as never, heights)).toBe(true);
    const expected = fresh();
    expected.innerHTML = shellMarkup(
      'Meridian <Main>',
      [
        ['app_download', 56],
        ['kyc_top', 40],
      ],
      'boot',
    );
    expect(root.innerHTML).toBe(expected.innerHTML);
    expect(root.querySelector(`[${STATIC_SHELL_ATTR}="boot"]`)).not.toBeNull();
    expect([...root.querySelectorAll('[data-bar]')].map((b) => [b.getAttribute('data-bar'), (b as HTMLElement).style.height])).toEqual([
      ['app_download', '56px'],
      ['kyc_top', '40px'],
    ]);
    expect(root.querySelector('h1')!.textContent).toBe('Meridian <Main>');
  });

  it('draws nothing for a held session, another page, a redirect, or over what is there', () => {
    expect(drawFirstPaint(fresh(), { path: '/', held: true }, decision as never, heights)).toBe(false);
    expect(drawFirstPaint(fresh(), { path: '/markets', held: false }, decision as never, heights)).toBe(false);
    expect(drawFirstPaint(fresh(), { path: '/', held: false }, { ...decision, redirect: '/state_compliance_tips' } as never, heights)).toBe(
      false,
    );
    expect(
      drawFirstPaint(
        fresh(),
        { path: '/', held: false },
        { ...decision, locale: { ...decision.locale, redirect: '/zh' } } as never,
        heights,
      ),
    ).toBe(false);
    const drawn = fresh();
    drawn.innerHTML = '<div data-static-shell="">inline</div>';
    expect(drawFirstPaint(drawn, { path: '/', held: false }, decision as never, heights)).toBe(false);
    expect(drawn.textContent).toBe('inline');
  });
});

describe('afterNextPaint', () => {
  it('resolves a task after the next frame, or after maxMs when no frame comes', async () => {
    const order: string[] = [];
    let frame: (() => void) | undefined;
    // The fallback timer (maxMs) never fires here: only the frame can resolve it.
    const win = {
      requestAnimationFrame: (cb: () => void) => {
        frame = cb;
        return 1;
      },
      setTimeout: (cb: () => void, ms?: number) =>
        ms === 0
          ? setTimeout(() => {
              order.push('task after frame');
              cb();
            }, 0)
          : 0,
    } as never;
    const done = afterNextPaint(win);
    frame!();
    await done;
    expect(order).toEqual(['task after frame']);
    await expect(afterNextPaint({ requestAnimationFrame: () => 1, setTimeout } as never, 5)).resolves.toBeUndefined();
  });
});
