// Debian's Chromium as the browser tests (e2e/), the benchmarks (bench/), scripts/look-compare.ts and
// e2e/slow-backend.e2e.ts launch it through playwright-core (no browser download):
// /usr/bin/chromium or $CHROMIUM_PATH, headless.

/** Chromium flags for every browser test and benchmark (playwright-core gives each launch a fresh profile). */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
