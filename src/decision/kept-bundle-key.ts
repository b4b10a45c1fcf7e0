/** The storage key of the verified rule bundle kept for `site` (rules-sync.ts writes it; the boot looks for it). */
export const keptBundleKey = (site: string): string => `meridian.rules.${site}`;

/** The storage key of the versions withdrawn by rollbacks this browser has seen for `site` (rules-sync.ts). */
export const withdrawnKey = (site: string): string => `meridian.rules-withdrawn.${site}`;
