import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLEAR_GAP, clearScroll, overlaps, type Box, type View } from './focus-clear.utils';

const box = (top: number, height: number, left = 0, width = 100): Box => ({ top, bottom: top + height, left, right: left + width });
const moved = (b: Box, delta: number): Box => ({ ...b, top: b.top - delta, bottom: b.bottom - delta });
const view = (scrollTop: number, scrollHeight = 3000, height = 900): View => ({ height, scrollTop, scrollHeight });

describe('clearScroll: the scroll that brings a focused element out from under a floating window', () => {
  it('leaves an element that is clear alone, touching edges included', () => {
    expect(clearScroll(box(100, 20), box(120, 300), view(0))).toEqual({ delta: 0, extra: 0 });
    expect(clearScroll(box(500, 20, 0, 100), box(400, 300, 100, 300), view(0))).toEqual({ delta: 0, extra: 0 });
  });

  it('moves a link under a window docked at the bottom up above it, by the shorter way', () => {
    // Window 560–860 in a 900 px viewport; the link at 720–740: 740 - (560 - 8) = 188 px to above it, or
    // 148 px to below it (860 + 8 = 868, and 868 + 20 fits), which needs 148 px of page above.
    expect(clearScroll(box(720, 20), box(560, 300), view(1000))).toEqual({ delta: -148, extra: 0 });
    // At the top of the page there is nothing above to bring down: the link goes above the window.
    expect(clearScroll(box(720, 20), box(560, 300), view(0))).toEqual({ delta: 188, extra: 0 });
  });

  it("asks for room at the page's end when the page cannot scroll far enough", () => {
    // Scrolled to the end (3000 - 900 = 2100): the page's last link needs 168 px more page.
    expect(clearScroll(box(720, 20), box(560, 300), view(2100))).toEqual({ delta: -148, extra: 0 });
    expect(clearScroll(box(850, 20), box(560, 330), view(2100))).toEqual({ delta: 318, extra: 318 });
    expect(clearScroll(box(850, 20), box(560, 330), view(2000))).toEqual({ delta: 318, extra: 218 });
  });

  it('gives up (0) on an element taller than the room above and below the window', () => {
    expect(clearScroll(box(100, 700), box(300, 300), view(500))).toEqual({ delta: 0, extra: 0 });
  });

  it('property: whatever the boxes, a non-zero answer leaves the element clear, inside the viewport, within the page', () => {
    const arbBox = (maxTop: number) =>
      fc
        .record({
          top: fc.integer({ min: -200, max: maxTop }),
          height: fc.integer({ min: 1, max: 400 }),
          left: fc.integer({ min: 0, max: 1400 }),
          width: fc.integer({ min: 1, max: 600 }),
        })
        .map((r) => box(r.top, r.height, r.left, r.width));
    fc.assert(
      fc.property(
        arbBox(900),
        arbBox(900),
        fc.integer({ min: 300, max: 1200 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: 0, max: 4000 }),
        (target, cover, height, scrollTop, more) => {
          const v: View = { height, scrollTop, scrollHeight: height + scrollTop + more };
          const { delta, extra } = clearScroll(target, cover, v);
          if (!overlaps(target, cover)) return delta === 0 && extra === 0;
          if (delta === 0) return extra === 0;
          const after = moved(target, delta);
          const newTop = scrollTop + delta;
          return (
            !overlaps(after, cover) &&
            after.top >= 0 &&
            after.bottom <= height &&
            newTop >= 0 &&
            newTop <= v.scrollHeight + extra - height &&
            Math.min(Math.abs(after.bottom - cover.top), Math.abs(after.top - cover.bottom)) >= CLEAR_GAP - 1e-9 &&
            extra >= 0
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('property: an element that overlaps and fits beside the window, with page to scroll, is always cleared', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 860 }),
        fc.integer({ min: 4, max: 40 }),
        fc.integer({ min: 100, max: 400 }),
        (top, h, coverHeight) => {
          // A window docked at the bottom of a 900 px viewport, a page scrolled 1000 px with 2000 px below.
          const cover = box(900 - 16 - coverHeight, coverHeight, 0, 400);
          const target = box(Math.min(top, 900 - h), h, 50, 100);
          fc.pre(overlaps(target, cover));
          return clearScroll(target, cover, view(1000, 3900)).delta !== 0;
        },
      ),
    );
  });
});
