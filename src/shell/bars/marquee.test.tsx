// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../test-support/render-shell';
import { stubMedia } from '../../test-support/match-media';
import { setupBarTests } from '../../test-support/shell/bars-test-support';
import { Marquee } from './marquee';

const backend = setupBarTests();

/** jsdom has no layout: the text measures `text` px in a box of `box` px. */
function layout(text: number, box: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(text);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
}
const marquee = () => document.querySelector('[data-marquee]')!;
const narrow = (q: string) => q.includes('max-width');

describe('Marquee', () => {
  it('scrolls overflowing text on a narrow screen for width / 200 × 3 s, as a seamless loop', async () => {
    stubMedia(narrow);
    layout(700, 300);
    await renderShell(<Marquee>Long announcement text</Marquee>, { http: backend.http });
    expect(marquee().getAttribute('data-marquee')).toBe('running');
    expect(marquee().querySelector('[data-duration]')?.getAttribute('data-duration')).toBe('10.50');
    const copies = screen.getAllByText('Long announcement text');
    expect(copies).toHaveLength(2);
    expect(copies[1]!.getAttribute('aria-hidden')).toBe('true');
  });

  it('the pause button stops it (WCAG 2.2.2) and starts it again', async () => {
    const user = userEvent.setup();
    stubMedia(narrow);
    layout(700, 300);
    await renderShell(<Marquee>Long announcement text</Marquee>, { http: backend.http });
    const pause = screen.getByRole('button', { name: 'Pause scrolling' });
    expect(pause.getAttribute('aria-pressed')).toBe('false');
    await user.click(pause);
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    await user.click(pause);
    expect(pause.getAttribute('aria-pressed')).toBe('false');
  });

  it('text that fits does not move', async () => {
    stubMedia(narrow);
    layout(200, 300);
    await renderShell(<Marquee>Short</Marquee>, { http: backend.http });
    expect(marquee().getAttribute('data-marquee')).toBe('static');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('on a wide screen overflowing text ends in an ellipsis instead', async () => {
    stubMedia(() => false);
    layout(1700, 1200);
    await renderShell(<Marquee>Long announcement text</Marquee>, { http: backend.http });
    expect(marquee().getAttribute('data-marquee')).toBe('static');
    expect(screen.getAllByText('Long announcement text')).toHaveLength(1);
  });

  it('respects prefers-reduced-motion', async () => {
    stubMedia(() => true);
    layout(700, 300);
    await renderShell(<Marquee>Long announcement text</Marquee>, { http: backend.http });
    expect(marquee().getAttribute('data-marquee')).toBe('static');
  });
});
