import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Locator, Page } from 'playwright-core';

/**
 * Screenshot tests that can fail (issue 41): a page as it looks now against the picture of it
 * committed in e2e/baselines/. A person looked at each baseline when it was written; from then on a
 * change of more than `maxDiffRatio` of the pixels fails the test, with the new picture and a diff
 * picture in e2e/screenshots/ to look at. `UPDATE_BASELINES=1` writes the baselines instead (look at
 * them before committing). A missing baseline fails: a new screenshot test starts red.
 */
const BASELINES = fileURLToPath(new URL('./baselines/', import.meta.url));
const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

export interface LooksOptions {
  /** Parts that change from run to run (a clock, a live price): painted over in both pictures. */
  mask?: Locator[];
  /** The share of pixels that may differ (anti-aliasing, a sub-pixel shift); default 0.2 %. */
  maxDiffRatio?: number;
}

export interface LooksComparison {
  /** Pixels that differ by more than pixelmatch's colour threshold. */
  differing: number;
  ratio: number;
  /** The differing pixels in red over a faded copy of the baseline. */
  diff: Buffer;
}

/** Compares two PNGs pixel by pixel (pixelmatch, threshold 0.1); pictures of different sizes differ wholly. */
export function compareLooks(actual: Buffer, baseline: Buffer): LooksComparison {
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(baseline);
  if (a.width !== b.width || a.height !== b.height) return { differing: a.width * a.height, ratio: 1, diff: actual };
  const diff = new PNG({ width: a.width, height: a.height });
  const differing = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
  return { differing, ratio: differing / (a.width * a.height), diff: PNG.sync.write(diff) };
}

/**
 * The viewport of a page, or one element of it (a dialog, a menu panel: what the test is about,
 * without the live page behind it), now, against e2e/baselines/<name>.png (see above). Transitions
 * and finite animations are finished first, infinite ones reset, the caret hidden, and every image
 * has loaded or failed (see imagesSettled).
 */
export async function expectLooks(
  target: Page | Locator,
  name: string,
  { mask = [], maxDiffRatio = 0.002 }: LooksOptions = {},
): Promise<void> {
  await imagesSettled('mainFrame' in target ? target : target.page());
  const actual = await target.screenshot({ animations: 'disabled', caret: 'hide', mask, maskColor: '#ff00ff' });
  mkdirSync(SCREENSHOTS, { recursive: true });
  writeFileSync(`${SCREENSHOTS}${name}.png`, actual);
  const baseline = `${BASELINES}${name}.png`;
  if (process.env.UPDATE_BASELINES) {
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(baseline, actual);
    return;
  }
  if (!existsSync(baseline))
    throw new Error(
      `no baseline for "${name}": look at e2e/screenshots/${name}.png; if it looks right, run with UPDATE_BASELINES=1 and commit e2e/baselines/${name}.png`,
    );
  const { differing, ratio, diff } = compareLooks(actual, readFileSync(baseline));
  if (ratio <= maxDiffRatio) return;
  writeFileSync(`${SCREENSHOTS}${name}.diff.png`, diff);
  throw new Error(
    `"${name}" looks different from e2e/baselines/${name}.png: ${differing} pixels (${(ratio * 100).toFixed(2)} %, at most ${(maxDiffRatio * 100).toFixed(2)} %); see e2e/screenshots/${name}.png and ${name}.diff.png`,
  );
}

/**
 * Every image of the page loaded or failed (lazy ones not yet asked for aside), and two frames drawn
 * after: what an image's load or error handler changes is on screen. A picture taken earlier raced the
 * avatar, whose missing image becomes the nickname's letter only at its error event.
 */
async function imagesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'), null, {
    timeout: 10_000,
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
