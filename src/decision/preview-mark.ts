import type { Facts } from '../generated/schema-types';

// What the site's own boot and shell need of the preview (src/decision/preview-bridge.ts): whether
// this page is the preview's frame, and the frame's facts. The messages and their checks load with
// the frame's code (preview-frame.tsx), never with a visitor's home page (docs/performance-method.md, issue 41).

/** Query parameter and window name that mark the preview's frame. */
export const PREVIEW_PARAM = 'preview';
export const PREVIEW_FRAME_NAME = 'meridian-preview-frame';

/** Whether this window is the preview's frame: embedded, and marked by its name or `?preview=1`. */
export function isPreviewFrame(win: Pick<Window, 'parent' | 'name' | 'location'>): boolean {
  if (win.parent === (win as unknown)) return false;
  return win.name === PREVIEW_FRAME_NAME || new URLSearchParams(win.location.search).get(PREVIEW_PARAM) === '1';
}

/**
 * The scenario's facts, plus what the visitor did in the frame during this page view (dialogs
 * asked for or closed), so the frame behaves like the site while the scenario itself wins.
 */
export function previewFacts(facts: Facts, page: { intents: readonly string[]; dismissed: readonly string[] }): Facts {
  const out: Facts = { ...facts };
  const intents = [...new Set([...(facts.intents ?? []), ...page.intents])];
  const dismissed = [...new Set([...(facts.dismissed ?? []), ...page.dismissed])];
  if (intents.length) out.intents = intents;
  if (dismissed.length) out.dismissed = dismissed;
  return out;
}
