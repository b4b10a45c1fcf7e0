import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { qrDataUrl, qrRuns, qrSvg } from './qr-svg';

/** Paints an SVG of qrSvg's shape (rect + one path of `M x y h n v1 h-n z` runs) into RGBA pixels. */
function rasterize(svg: string, scale = 4): { width: number; height: number; data: Uint8Array } {
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]);
  const width = side * scale;
  const data = new Uint8Array(width * width * 4).fill(255);
  const d = /<path d="([^"]*)"/.exec(svg)![1]!;
  for (const [, x, y, n] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let px = Number(x) * scale; px < (Number(x) + Number(n)) * scale; px++) {
      for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
    }
  }
  return { width, height: width, data };
}

describe('qrSvg', () => {
  const texts = [
    'https://www.meridian.example/mobile-download',
    'https://127.0.0.1:4173/tr/mobile-download?ch=footer&ref=ABC123',
    `https://www.meridian.example/download?${'x'.repeat(180)}`,
    'https://www.meridian.example/ar/تنزيل',
  ];

  it.each(texts)('an independent decoder reads back %s', (text) => {
    expect(decodeQR(rasterize(qrSvg(text, 137)))).toBe(text);
  });

  it('is size px square with a quiet zone of `margin` modules', () => {
    const { modules } = qrRuns(texts[0]!);
    const svg = qrSvg(texts[0]!, 137, 2);
    expect(svg).toContain('width="137" height="137"');
    expect(svg).toContain(`viewBox="0 0 ${modules + 4} ${modules + 4}"`);
    expect(svg).not.toMatch(/M[01] /);
    expect(svg).not.toMatch(/M\d+ [01]h/);
  });

  it('draws each dark run once: runs in a row neither touch nor overlap', () => {
    for (const row of qrRuns(texts[1]!).runs) {
      for (let i = 1; i < row.length; i++) expect(row[i]![0]).toBeGreaterThan(row[i - 1]![0] + row[i - 1]![1]);
    }
  });

  it('a longer text needs more modules', () => {
    expect(qrRuns(texts[2]!).modules).toBeGreaterThan(qrRuns(texts[0]!).modules);
  });

  it('the data URL is the SVG, percent-encoded', () => {
    expect(decodeURIComponent(qrDataUrl(texts[0]!, 137).replace(/^data:image\/svg\+xml,/, ''))).toBe(qrSvg(texts[0]!, 137));
  });
});
