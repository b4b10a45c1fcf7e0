import { describe, expect, it } from 'vitest';
import { EXTRA_ROWS, LIST_HEIGHT, ROW_DRAWN_HEIGHT, ROW_HEIGHT, scrollTopToShow, windowRange } from './market-list.utils';

describe('windowRange', () => {
  const visible = Math.ceil(LIST_HEIGHT / ROW_HEIGHT); // 10

  it('draws the visible rows plus 9 extra below at the top', () => {
    expect(windowRange(0, 500)).toEqual({ start: 0, end: visible + EXTRA_ROWS });
  });

  it('draws 9 extra rows on each side in the middle', () => {
    const first = 100;
    expect(windowRange(first * ROW_HEIGHT + 10, 500)).toEqual({ start: first - EXTRA_ROWS, end: first + visible + EXTRA_ROWS });
  });

  it('clamps to the list', () => {
    expect(windowRange(0, 5)).toEqual({ start: 0, end: 5 });
    expect(windowRange(0, 0)).toEqual({ start: 0, end: 0 });
    expect(windowRange(-50, 30)).toEqual({ start: 0, end: 19 });
    // scrolled past the end (the list shrank): the last rows stay drawn
    expect(windowRange(1e6, 30)).toEqual({ start: 30 - EXTRA_ROWS, end: 30 });
  });
});

describe('scrollTopToShow', () => {
  it('leaves a visible row alone and scrolls the least to show one that is not', () => {
    expect(scrollTopToShow(2, 0)).toBe(0);
    expect(scrollTopToShow(20, 0)).toBe(20 * ROW_HEIGHT + ROW_DRAWN_HEIGHT - LIST_HEIGHT);
    expect(scrollTopToShow(3, 1000)).toBe(3 * ROW_HEIGHT);
  });
});
