import { correction, generate } from 'lean-qr/nano';

/** A QR code's dark modules, row by row: `runs[y]` lists [x, length] of each dark run in row y. */
export interface QrRuns {
  /** Modules per side, without the quiet zone. */
  modules: number;
  runs: [x: number, length: number][][];
}

/** The dark runs of `text`'s QR code (UTF-8 bytes, error correction M or better, the standard mask choice). */
export function qrRuns(text: string): QrRuns {
  const code = generate(text, { minCorrectionLevel: correction.M });
  const runs: QrRuns['runs'] = [];
  for (let y = 0; y < code.size; y++) {
    const row: [number, number][] = [];
    for (let x = 0; x < code.size; x++) {
      if (!code.get(x, y)) continue;
      const last = row[row.length - 1];
      if (last && last[0] + last[1] === x) last[1]++;
      else row.push([x, 1]);
    }
    runs.push(row);
  }
  return { modules: code.size, runs };
}

/**
 * `text`'s QR code as an SVG image `size` px square: dark modules on white with a quiet zone of
 * `margin` modules, one path of a rectangle per dark run (crisp at any scale, no canvas needed).
 */
export function qrSvg(text: string, size: number, margin = 1): string {
  const { modules, runs } = qrRuns(text);
  const side = modules + 2 * margin;
  const d = runs.flatMap((row, y) => row.map(([x, n]) => `M${x + margin} ${y + margin}h${n}v1h-${n}z`)).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`
  );
}

/** `qrSvg` as a data URL for an `<img>`. */
export function qrDataUrl(text: string, size: number, margin = 1): string {
  return `data:image/svg+xml,${encodeURIComponent(qrSvg(text, size, margin))}`;
}
