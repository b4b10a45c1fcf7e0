/**
 * Google Tag Manager loader (spec compliance §7): only in production and only with a site
 * gtagId. Returns why it did or did not inject, so callers and tests can tell the cases apart.
 */

export type TagManagerResult = 'injected' | 'already-loaded' | 'skipped-not-production' | 'skipped-no-id' | 'skipped-invalid-id';

export interface TagManagerOptions {
  production: boolean;
  document?: Document;
  now?: () => number;
}

const GTM_SRC = 'https://www.googletagmanager.com/gtm.js';
// The id ends up in a URL and a selector; GTM ids are letters, digits and dashes.
const VALID_ID = /^[A-Za-z0-9-]{1,64}$/;

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function loadTagManager(gtagId: string, options: TagManagerOptions): TagManagerResult {
  if (!options.production) return 'skipped-not-production';
  const id = gtagId.trim();
  if (id === '') return 'skipped-no-id';
  if (!VALID_ID.test(id)) return 'skipped-invalid-id';
  const doc = options.document ?? document;
  if (doc.querySelector(`script[data-gtm-id="${id}"]`)) return 'already-loaded';

  const win = doc.defaultView as DataLayerWindow | null;
  if (win) {
    win.dataLayer = win.dataLayer ?? [];
    win.dataLayer.push({ 'gtm.start': (options.now ?? Date.now)(), event: 'gtm.js' });
  }
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${GTM_SRC}?id=${encodeURIComponent(id)}`;
  script.dataset.gtmId = id;
  doc.head.appendChild(script);
  return 'injected';
}
