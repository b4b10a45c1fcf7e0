import { describe, expect, it } from 'vitest';
import { anchoredPosition, EDGE_PX } from './anchored-panel.utils';

const button = { left: 300, right: 380, bottom: 56 };

describe('anchoredPosition', () => {
  it('puts the panel under the button, on its start edge or its end edge', () => {
    expect(anchoredPosition(button, 240, 1440, 'start', false)).toEqual({ top: 56, left: 300 });
    expect(anchoredPosition(button, 240, 1440, 'end', false)).toEqual({ top: 56, left: 140 });
  });

  it('mirrors the edges right to left', () => {
    expect(anchoredPosition(button, 240, 1440, 'start', true)).toEqual({ top: 56, left: 140 });
    expect(anchoredPosition(button, 240, 1440, 'end', true)).toEqual({ top: 56, left: 300 });
  });

  it('keeps the panel inside the viewport', () => {
    // A wide mega-menu panel from a button near the right edge moves left…
    expect(anchoredPosition({ left: 1300, right: 1380, bottom: 56 }, 720, 1440, 'start', false).left).toBe(1440 - EDGE_PX - 720);
    // …an end-aligned one near the left edge moves right…
    expect(anchoredPosition({ left: 10, right: 60, bottom: 56 }, 240, 1440, 'end', false).left).toBe(EDGE_PX);
    // …and one wider than the viewport starts at its left edge.
    expect(anchoredPosition(button, 500, 390, 'start', false).left).toBe(EDGE_PX);
  });
});
