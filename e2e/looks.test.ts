import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { compareLooks } from './looks';

/** A width × height picture, every pixel `rgb`, with `paint` applied pixel by pixel. */
function png(
  width: number,
  height: number,
  rgb: [number, number, number],
  paint?: (x: number, y: number) => [number, number, number] | null,
): Buffer {
  const p = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint?.(x, y) ?? rgb;
      const i = (y * width + x) * 4;
      p.data[i] = r;
      p.data[i + 1] = g;
      p.data[i + 2] = b;
      p.data[i + 3] = 255;
    }
  return PNG.sync.write(p);
}

describe('compareLooks', () => {
  const white = png(100, 100, [255, 255, 255]);

  it('finds no difference between a picture and itself', () => {
    expect(compareLooks(white, png(100, 100, [255, 255, 255])).differing).toBe(0);
  });

  it('counts the pixels that changed: a 10 × 10 block of text colour is 1 %', () => {
    const block = png(100, 100, [255, 255, 255], (x, y) => (x < 10 && y < 10 ? [20, 20, 20] : null));
    const r = compareLooks(block, white);
    expect(r.differing).toBe(100);
    expect(r.ratio).toBeCloseTo(0.01);
    expect(PNG.sync.read(r.diff).width).toBe(100);
  });

  it('does not count a shade too faint to see (below the colour threshold)', () => {
    expect(compareLooks(png(100, 100, [254, 254, 254]), white).differing).toBe(0);
  });

  it('takes pictures of different sizes as wholly different (a control that moved the layout)', () => {
    expect(compareLooks(png(100, 90, [255, 255, 255]), white).ratio).toBe(1);
  });
});
