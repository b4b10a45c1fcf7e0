/** The storage key of the verified rule bundle kept for `site` (rules-sync.ts writes it; the boot looks for it). */
export const keptBundleKey = (site: string): string => `meridian.rules.${site}`;
