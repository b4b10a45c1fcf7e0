import { describe, expect, it } from 'vitest';
import {
  clampRect,
  defaultRect,
  dockRect,
  EDGE_GAP,
  isLarge,
  LARGE_WIDTH,
  MIN_SIZE,
  moveRect,
  parseStoredPosition,
  resizeRect,
  serializePosition,
  toggleSize,
} from './chat-position.utils';

const VIEW = { width: 1440, height: 900 };

describe('parseStoredPosition', () => {
  it('reads four finite numbers', () => {
    expect(parseStoredPosition('{"left":10,"top":20,"width":400,"height":600}')).toEqual({
      status: 'ok',
      rect: { left: 10, top: 20, width: 400, height: 600 },
    });
    expect(parseStoredPosition(serializePosition({ left: 1.4, top: 2.6, width: 360, height: 700 }))).toEqual({
      status: 'ok',
      rect: { left: 1, top: 3, width: 360, height: 700 },
    });
  });

  it('absent when nothing is stored', () => {
    expect(parseStoredPosition(null)).toEqual({ status: 'absent' });
    expect(parseStoredPosition('')).toEqual({ status: 'absent' });
  });

  it.each([
    '{not json',
    '[1,2,3,4]',
    '"x"',
    'null',
    '{"left":1,"top":2,"width":3}',
    '{"left":"1","top":2,"width":3,"height":4}',
    '{"left":1,"top":2,"width":0,"height":4}',
    '{"left":1e999,"top":2,"width":3,"height":4}',
  ])('invalid: %s', (raw) => {
    expect(parseStoredPosition(raw)).toEqual({ status: 'invalid', raw });
  });
});

describe('placing the window', () => {
  it('defaults to 360 × 700 at the inline-end bottom corner', () => {
    expect(defaultRect(VIEW, 'ltr')).toEqual({ left: 1440 - 360 - EDGE_GAP, top: 900 - 700 - EDGE_GAP, width: 360, height: 700 });
    expect(defaultRect(VIEW, 'rtl')).toEqual({ left: EDGE_GAP, top: 900 - 700 - EDGE_GAP, width: 360, height: 700 });
  });

  it('shrinks the default height on a short screen', () => {
    expect(defaultRect({ width: 1024, height: 600 }, 'ltr')).toEqual({
      left: 1024 - 360 - EDGE_GAP,
      top: EDGE_GAP,
      width: 360,
      height: 600 - 2 * EDGE_GAP,
    });
  });

  it('clamps a box that is off screen or too big back into the viewport', () => {
    expect(clampRect({ left: 2000, top: -50, width: 400, height: 600 }, VIEW)).toEqual({ left: 1040, top: 0, width: 400, height: 600 });
    expect(clampRect({ left: -30, top: 800, width: 5000, height: 5000 }, VIEW)).toEqual({ left: 0, top: 0, width: 1440, height: 900 });
    expect(clampRect({ left: 10, top: 10, width: 50, height: 50 }, VIEW)).toEqual({
      left: 10,
      top: 10,
      width: MIN_SIZE.width,
      height: MIN_SIZE.height,
    });
  });

  it('docks left and right, keeping the size and the height on screen', () => {
    const r = { left: 500, top: 100, width: 360, height: 700 };
    expect(dockRect(r, 'left', VIEW)).toEqual({ ...r, left: EDGE_GAP });
    expect(dockRect(r, 'right', VIEW)).toEqual({ ...r, left: 1440 - 360 - EDGE_GAP });
  });

  it('moves by a step and stops at the edges', () => {
    const r = { left: 5, top: 100, width: 360, height: 700 };
    expect(moveRect(r, 10, -10, VIEW)).toEqual({ ...r, left: 15, top: 90 });
    expect(moveRect(r, -10, 500, VIEW)).toEqual({ ...r, left: 0, top: 200 });
  });

  it('resizes within the minimum and the viewport', () => {
    const r = { left: 100, top: 100, width: 360, height: 700 };
    expect(resizeRect(r, 10, 10, VIEW)).toEqual({ ...r, width: 370, height: 710 });
    expect(resizeRect(r, -1000, 500, VIEW)).toEqual({ ...r, width: MIN_SIZE.width, height: 800 });
  });

  it('toggles between the default and the enlarged size, staying on its side', () => {
    const right = defaultRect(VIEW, 'ltr');
    const big = toggleSize(right, VIEW);
    expect(big).toEqual({ left: 1440 - EDGE_GAP - LARGE_WIDTH, top: EDGE_GAP, width: LARGE_WIDTH, height: 900 - 2 * EDGE_GAP });
    expect(isLarge(big, VIEW)).toBe(true);
    expect(isLarge(right, VIEW)).toBe(false);
    expect(toggleSize(big, VIEW)).toEqual(right);
    const left = defaultRect(VIEW, 'rtl');
    expect(toggleSize(left, VIEW).left).toBe(EDGE_GAP);
  });
});
