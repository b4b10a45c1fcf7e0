import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { http, HttpResponse } from 'msw';
import { FILE_CACHE, MANIFEST_CACHE, SITE_FILE, VERSION_FILE } from '../../config/bundle/bundle-files';
import { anyOrigin } from '../data/store';

/** Where the site asks for published rule bundles (docs/adr/0214-signed-rule-bundles.md). */
export const RULES_BUNDLE_PATH = '/rules-bundle/';
// The headers and names an object store is given too (meridian publish --to).
export { FILE_CACHE, MANIFEST_CACHE };

// From the path as a string: under jsdom the global URL is jsdom's, which fileURLToPath refuses.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The folder `meridian publish` writes by default, or $MERIDIAN_RULES_DIR. */
export function rulesBundleDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.MERIDIAN_RULES_DIR ? resolve(env.MERIDIAN_RULES_DIR) : join(repoRoot, 'dist-rules');
}

function readOrNull(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}

/**
 * The embedded backend as the static host of `dist-rules/`: the manifest with an ETag (304 on a
 * matching If-None-Match), each site file immutable, old manifests under versions/. Read on each
 * request, so `meridian publish` while `npm start` runs is seen at once. Only those names are served.
 */
export function rulesBundleHandlers(dir: () => string = () => rulesBundleDir()) {
  return [
    http.get(anyOrigin(`${RULES_BUNDLE_PATH}*`), ({ request }) => {
      const name = decodeURIComponent(new URL(request.url).pathname.slice(RULES_BUNDLE_PATH.length));
      const isManifest = name === 'manifest.json' || VERSION_FILE.test(name);
      if (!isManifest && !SITE_FILE.test(name)) return HttpResponse.json({ code: 404, message: 'not a bundle file' }, { status: 404 });
      const bytes = readOrNull(join(dir(), name));
      // Nothing published yet: "no bundle" rather than a 404 every page would log in its console.
      if (!bytes && name === 'manifest.json') return new HttpResponse(null, { status: 204, headers: { 'cache-control': 'no-store' } });
      if (!bytes)
        return HttpResponse.json(
          { code: 404, message: `${name} is not published` },
          { status: 404, headers: { 'cache-control': 'no-store' } },
        );
      const etag = `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`;
      const headers = { 'content-type': 'application/json', 'cache-control': isManifest ? MANIFEST_CACHE : FILE_CACHE, etag };
      if (request.headers.get('if-none-match') === etag) return new HttpResponse(null, { status: 304, headers });
      return new HttpResponse(bytes, { status: 200, headers });
    }),
  ];
}
