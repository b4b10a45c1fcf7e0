#!/usr/bin/env node
// `meridian` as a bin: runs the prebuilt bundle (cli/dist/meridian.mjs, built by `prepare`). When it
// is missing or was built from other sources (compared by content hash, cli/prebuilt.js), runs
// cli/main.ts through tsx instead (slower, same result) and says what changed and how to rebuild;
// without tsx either, says how to build and exits 2.
import { buildHint, distFile, whyNotCurrent } from './prebuilt.js';

const why = whyNotCurrent();
if (!why) {
  await import(distFile);
} else {
  let register;
  try {
    ({ register } = await import('tsx/esm/api'));
  } catch {
    process.stderr.write(`meridian: ${why}, and tsx is not installed to run from source: ${buildHint}.\n`);
    process.exit(2);
  }
  process.stderr.write(`meridian: ${why}; running from source through tsx (slower): ${buildHint}.\n`);
  register();
  await import('./main.ts');
}
