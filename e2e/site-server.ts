import { previewSite, type SiteServer } from '../scripts/site-preview';

export type { SiteServer };

/** Where the site is built and served from; E2E_OUT_DIR lets parallel runs keep out of each other's way. */
export const outDir = process.env.E2E_OUT_DIR ?? 'dist';

/**
 * The built site under `vite preview`, its embedded backend included, on a free port of 127.0.0.1
 * (scripts/site-preview.ts, which bench/serve.ts serves its builds with too). The backend serves
 * published rule bundles from $MERIDIAN_RULES_DIR of this process, read per request.
 */
export function startSite(): Promise<SiteServer> {
  return previewSite(outDir);
}
