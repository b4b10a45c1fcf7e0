import { COMPLIANCE_CHECK_PATH } from '../src/api/compliance-check-call';
import { EARLY_GLOBAL } from '../src/api/early-responses';
import { ACCEPT } from '../src/api/http';
import { SITE_SETTINGS_PATH } from '../src/api/site-settings-call';
import { scriptJson } from '../src/lib/inline-escape';

/** The calls every page makes first, as plain GETs: the common data and the compliance check. */
export const EARLY_PATHS = [SITE_SETTINGS_PATH, COMPLIANCE_CHECK_PATH];

/**
 * The inline script at the top of index.html's head: asks for EARLY_PATHS at once, with exactly the
 * options the app's GET helper uses (src/api/http.ts), and leaves each answer's promise in
 * `window.__meridianEarly` for the app's first request to the same URL (src/api/early-responses.ts).
 * On a slow link the answers then travel while the scripts download, instead of after them. Not in a
 * frame (the preview app's frame takes its facts from the preview); a failure is the app's to see.
 */
export function earlyRequestsScript(paths: readonly string[] = EARLY_PATHS): string {
  return (
    `(function(){try{if(window.parent!==window)return;var E=window[${scriptJson(EARLY_GLOBAL)}]={};` +
    `${scriptJson(paths)}.forEach(function(u){var p=fetch(u,{headers:{accept:${scriptJson(ACCEPT)}},credentials:"same-origin"});p.catch(function(){});E[u]=p})` +
    '}catch(e){}})();'
  );
}
